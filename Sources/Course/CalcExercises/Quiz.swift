import Foundation

/// A lesson's knowledge check: a few questions, each with one right answer, a justification
/// for every answer, and the phrase of the lesson it asks about.
///
/// A quiz is written once, in Markdown, beside the lessons
/// (`Lessons/Quizzes/NN-name.md`): `calc-render quiz N` asks it in the terminal, and the
/// documentation site shows it as the tutorial's assessments.
///
/// ```markdown
/// # Quiz 2 · Guard
///
/// ## What does the compiler check about the `else` of a `guard`?
///
/// The lesson says: "promises the compiler that the `else` branch leaves the scope"
///
/// - [x] That it leaves the scope, with `return`, `throw`, `break` or `continue`.
///   A `guard` must not fall through, so a forgotten `return` does not compile.
/// - [ ] That it sets the state back.
///   Nothing is set back: the `else` runs, then leaves.
/// ```
///
/// Every line of an answer's justification is indented by two spaces.
package struct Quiz: Equatable, Sendable {
  /// One answer to a question, and why it is right or wrong.
  package struct Answer: Equatable, Sendable {
    /// What the learner picks.
    package var text: String
    /// Whether it is the right answer.
    package var isRight: Bool
    /// Why it is right, or why not.
    package var justification: String

    /// Creates an answer.
    package init(text: String, isRight: Bool, justification: String) {
      self.text = text
      self.isRight = isRight
      self.justification = justification
    }
  }

  /// One question and its answers.
  package struct Question: Equatable, Sendable {
    /// The question, one line.
    package var text: String
    /// A phrase of the lesson the question asks about, as the lesson says it.
    package var lessonSays: String
    /// The answers, in the order they are offered.
    package var answers: [Answer]
    /// The question's line in its file.
    package var line: Int

    /// Creates a question.
    package init(text: String, lessonSays: String, answers: [Answer], line: Int) {
      self.text = text
      self.lessonSays = lessonSays
      self.answers = answers
      self.line = line
    }

    /// The index of the first right answer, if there is one.
    package var rightAnswer: Int? { answers.firstIndex { $0.isRight } }

    /// The question with its answers in an order drawn from `generator`; the right answer
    /// moves with the others, so the key follows the order shown.
    package func shuffled(using generator: inout some RandomNumberGenerator) -> Question {
      var question = self
      question.answers.shuffle(using: &generator)
      return question
    }
  }

  /// The quiz with each question's answers in an order drawn from `generator`, questions in
  /// their order.
  package func shuffled(using generator: inout some RandomNumberGenerator) -> Quiz {
    var quiz = self
    quiz.questions = questions.map { $0.shuffled(using: &generator) }
    return quiz
  }

  /// How many questions a quiz asks, and how many answers a question offers (`a` to `d`).
  package static let questionCount = 2...3
  package static let answerCount = 2...4

  /// The number of the lesson it checks.
  package var lesson: Int
  /// The lesson's title, such as "Guard".
  package var title: String
  /// The questions, in order.
  package var questions: [Question]

  /// Creates a quiz from its parts.
  package init(lesson: Int, title: String, questions: [Question]) {
    self.lesson = lesson
    self.title = title
    self.questions = questions
  }

  /// Reads a quiz; `path` names it in errors.
  ///
  /// - Throws: ``ExerciseError/badQuiz(path:line:problem:)`` for a line that is not part of
  ///   the format.
  package init(_ text: String, path: String) throws(ExerciseError) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.hasSuffix("\r") ? $0.dropLast() : $0)
    }
    guard let heading = lines.first, heading.hasPrefix("# Quiz "),
      let dot = heading.range(of: " · "),
      let number = Int(heading[heading.index(heading.startIndex, offsetBy: 7)..<dot.lowerBound])
    else {
      throw .badQuiz(path: path, line: 1, problem: "expected a first line like '# Quiz 2 · Guard'")
    }
    lesson = number
    title = String(heading[dot.upperBound...])
    questions = []
    for (index, line) in lines.enumerated().dropFirst() {
      try read(line, number: index + 1, path: path)
    }
  }

  /// Reads one line after the heading into the question it belongs to.
  private mutating func read(_ line: String, number: Int, path: String) throws(ExerciseError) {
    let saysPrefix = "The lesson says: \""
    if line.hasPrefix("## ") {
      questions.append(
        Question(text: String(line.dropFirst(3)), lessonSays: "", answers: [], line: number))
    } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
      return
    } else if questions.isEmpty {
      // The introduction, before the first question, is for people reading the file.
      return
    } else if line.hasPrefix(saysPrefix), line.hasSuffix("\"") {
      questions[questions.count - 1].lessonSays = String(
        line.dropFirst(saysPrefix.count).dropLast())
    } else if line.hasPrefix("- [x] ") || line.hasPrefix("- [ ] ") {
      questions[questions.count - 1].answers.append(
        Answer(text: String(line.dropFirst(6)), isRight: line.hasPrefix("- [x]"), justification: "")
      )
    } else if line.hasPrefix("  "), let last = questions.last?.answers.indices.last {
      let justification = questions[questions.count - 1].answers[last].justification
      questions[questions.count - 1].answers[last].justification =
        (justification.isEmpty ? "" : justification + " ")
        + line.trimmingCharacters(in: .whitespaces)
    } else {
      throw .badQuiz(
        path: path, line: number,
        problem: "expected '## ' and a question, 'The lesson says: \"…\"', an answer "
          + "('- [x] ' right, '- [ ] ' wrong) or its justification indented by two spaces")
    }
  }

  /// What is wrong with the quiz, one sentence each; empty when it is sound.
  ///
  /// A quiz asks two or three questions; each question offers two to four answers, exactly
  /// one of them right, each with a justification, and quotes a phrase that `lesson`
  /// (the lesson's Markdown) says, line breaks and all spaces read as one space.
  package func problems(lesson: String) -> [String] {
    let said = Self.words(lesson)
    var problems: [String] = []
    if !Self.questionCount.contains(questions.count) {
      problems.append("it asks \(questions.count) questions; expected 2 or 3")
    }
    for question in questions {
      let place = "the question on line \(question.line)"
      let right = question.answers.filter(\.isRight).count
      if right != 1 { problems.append("\(place) has \(right) right answers; expected exactly 1") }
      if !Self.answerCount.contains(question.answers.count) {
        problems.append("\(place) offers \(question.answers.count) answers; expected 2 to 4")
      }
      for answer in question.answers where answer.justification.isEmpty {
        problems.append("\(place): the answer '\(answer.text)' has no justification")
      }
      if question.lessonSays.isEmpty {
        problems.append("\(place) has no 'The lesson says: \"…\"' line")
      } else if !said.contains(Self.words(question.lessonSays)) {
        problems.append("\(place) quotes \"\(question.lessonSays)\", which the lesson does not say")
      }
    }
    return problems
  }

  /// How many characters longer than every other option a right answer may be.
  static let giveawayLength = 5
  /// The shortest run of words in a row that a right answer must not share with its lesson.
  static let giveawayWords = 5
  /// How many more of the quoted phrase's words a right answer may use than a wrong one.
  static let giveawayEcho = 2

  /// What would let a learner who has not read the lesson pick the right answer, or learn
  /// nothing from a wrong one, one sentence each; empty when every question needs the lesson.
  ///
  /// A right answer is at most `giveawayLength` characters longer than the longest other
  /// option, shares no run of `giveawayWords` words with `lesson` (the lesson's Markdown;
  /// case, punctuation and Markdown marks ignored), and uses at most `giveawayEcho` more of
  /// the quoted phrase's words (of four letters or more) than the wrong answer that uses the
  /// most: neither its length nor the lesson's wording points at it. Every answer's
  /// justification is its own: no two answers of a question share one, so a wrong pick is
  /// told why it is wrong.
  package func giveaways(lesson: String) -> [String] {
    let said = Self.runs(of: Self.giveawayWords, in: Self.plainWords(lesson))
    var giveaways: [String] = []
    for question in questions {
      let place = "the question on line \(question.line)"
      guard let right = question.rightAnswer else { continue }
      let answer = question.answers[right].text
      let others = question.answers.indices.filter { $0 != right }.map {
        question.answers[$0].text.count
      }
      if let longest = others.max(), answer.count > longest + Self.giveawayLength {
        giveaways.append(
          "\(place): the right answer is the longest, \(answer.count) characters against "
            + "\(longest); expected at most \(Self.giveawayLength) more")
      }
      let copied = Self.runs(of: Self.giveawayWords, in: Self.plainWords(answer))
        .intersection(said)
      if let run = copied.min() {
        giveaways.append(
          "\(place): the right answer says \"\(run)\", as the lesson does; expected it in "
            + "other words")
      }
      let quoted = Set(Self.plainWords(question.lessonSays).filter { $0.count >= 4 })
      let echoes = question.answers.map { Set(Self.plainWords($0.text)).intersection(quoted).count }
      let wrongEcho = echoes.indices.filter { $0 != right }.map { echoes[$0] }.max() ?? 0
      if echoes[right] > wrongEcho + Self.giveawayEcho {
        giveaways.append(
          "\(place): the right answer echoes the lesson's phrase, \(echoes[right]) of its words "
            + "against at most \(wrongEcho) in a wrong one; expected at most "
            + "\(Self.giveawayEcho) more")
      }
      let justifications = question.answers.map(\.justification)
      for (index, justification) in justifications.enumerated() where !justification.isEmpty {
        if let first = justifications[..<index].firstIndex(of: justification) {
          giveaways.append(
            "\(place): the answers '\(question.answers[first].text)' and "
              + "'\(question.answers[index].text)' share a justification; expected each its own")
        }
      }
    }
    return giveaways
  }

  /// The words of `text`, lowercased, without punctuation or Markdown marks.
  private static func plainWords(_ text: String) -> [String] {
    text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }

  /// Every run of `count` words in a row of `words`, each joined by spaces.
  private static func runs(of count: Int, in words: [String]) -> Set<String> {
    guard words.count >= count else { return [] }
    return Set((0...(words.count - count)).map { words[$0..<$0 + count].joined(separator: " ") })
  }

  /// Text with every run of spaces and line breaks read as one space.
  private static func words(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
      .joined(separator: " ")
  }
}
