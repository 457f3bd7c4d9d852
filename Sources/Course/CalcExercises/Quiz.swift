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

  /// Text with every run of spaces and line breaks read as one space.
  private static func words(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
      .joined(separator: " ")
  }
}
