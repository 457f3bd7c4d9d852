import Foundation
import KitSupport
import Testing

@testable import CalcExercises

@Suite("Quizzes: the format, and every lesson's questions")
struct QuizTests {
  static let lesson = """
    # 2. Guard

    `guard` promises the compiler that the `else` branch leaves
    the scope, so a forgotten `return` does not compile.
    """

  static let quiz = """
    # Quiz 2 · Guard

    An introduction, for people reading the file.

    ## What does the compiler check about a `guard`'s `else`?

    The lesson says: "promises the compiler that the `else` branch leaves the scope"

    - [x] That it leaves the scope.
      A `guard` cannot fall through,
      so a forgotten `return` does not compile.
    - [ ] Nothing more than for an `if`.
      It checks that the `else` leaves.

    ## Does a forgotten `return` compile?

    The lesson says: "a forgotten `return` does not compile"

    - [ ] Yes.
      Only in an `if`.
    - [x] No.
      The compiler refuses it.
    """

  @Test("A quiz reads into questions, answers and justifications, line breaks joined")
  func reads() throws {
    let quiz = try Quiz(Self.quiz, path: "Lessons/Quizzes/02-guard.md")
    #expect(quiz.lesson == 2)
    #expect(quiz.title == "Guard")
    #expect(
      quiz.questions.map(\.text) == [
        "What does the compiler check about a `guard`'s `else`?",
        "Does a forgotten `return` compile?",
      ])
    let first = try #require(quiz.questions.first)
    #expect(first.lessonSays == "promises the compiler that the `else` branch leaves the scope")
    #expect(first.answers.map(\.isRight) == [true, false])
    #expect(
      first.answers.first?.justification
        == "A `guard` cannot fall through, so a forgotten `return` does not compile.")
    #expect(first.line == 5)
    #expect(quiz.questions.last?.rightAnswer == 1)
    #expect(quiz.problems(lesson: Self.lesson) == [])
  }

  @Test("A line outside the format is an error naming its line and what was expected")
  func badLine() {
    let text = Self.quiz.replacingOccurrences(of: "- [ ] Yes.", with: "* Yes.")
    #expect(throws: ExerciseError.self) { try Quiz(text, path: "q.md") }
    do {
      _ = try Quiz(text, path: "q.md")
    } catch {
      guard case .badQuiz(let path, let line, let problem) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(path == "q.md")
      #expect(line == 19)
      #expect(problem.contains("expected '## ' and a question"))
    }
  }

  @Test("A first line that is not '# Quiz N · Title' is an error")
  func badHeading() {
    #expect(
      throws: ExerciseError.badQuiz(
        path: "q.md", line: 1, problem: "expected a first line like '# Quiz 2 · Guard'")
    ) {
      try Quiz("# Guard\n", path: "q.md")
    }
  }

  @Test(
    "Problems: two right answers, none, a missing justification, a phrase the lesson does not say",
    arguments: [
      ("- [ ] Nothing more", "- [x] Nothing more", "has 2 right answers; expected exactly 1"),
      ("- [x] That it leaves", "- [ ] That it leaves", "has 0 right answers; expected exactly 1"),
      ("  It checks that the `else` leaves.\n", "", "has no justification"),
      ("leaves the scope\"", "leaves the room\"", "which the lesson does not say"),
      (
        "The lesson says: \"promises the compiler that the `else` branch leaves the scope\"", "",
        "has no 'The lesson says"
      ),
    ])
  func problems(replacing old: String, with new: String, problem: String) throws {
    let quiz = try Quiz(Self.quiz.replacingOccurrences(of: old, with: new), path: "q.md")
    let problems = quiz.problems(lesson: Self.lesson)
    #expect(problems.count == 1)
    #expect(problems.first?.contains(problem) == true, "\(problems)")
  }

  @Test("A quiz of one question, or of an answer alone, is a problem")
  func counts() throws {
    let second = try #require(Self.quiz.range(of: "## Does"))
    let one = String(Self.quiz[..<second.lowerBound])
    #expect(
      try Quiz(one, path: "q.md").problems(lesson: Self.lesson) == [
        "it asks 1 questions; expected 2 or 3"
      ])
    let alone = Self.quiz.replacingOccurrences(of: "- [ ] Yes.\n  Only in an `if`.\n", with: "")
    #expect(
      try Quiz(alone, path: "q.md").problems(lesson: Self.lesson) == [
        "the question on line 15 offers 1 answers; expected 2 to 4"
      ])
  }

  /// A question that gives nothing away: no option stands out by its length or by the
  /// lesson's words, and each has its own justification.
  static let fairQuiz = """
    # Quiz 2 · Guard

    ## What does the compiler check about a `guard`'s `else`?

    The lesson says: "promises the compiler that the `else` branch leaves the scope"

    - [x] That control cannot fall through it.
      A forgotten `return` does not compile.
    - [ ] Nothing more than for an `if`.
      It checks that the `else` leaves.
    - [ ] That its condition holds at run time.
      Conditions are checked as the code runs.

    ## Does a forgotten `return` compile?

    The lesson says: "a forgotten `return` does not compile"

    - [ ] Yes.
      Only in an `if`.
    - [x] No.
      The compiler refuses it.
    """

  @Test(
    "Giveaways: a right answer longest by more than 5 characters, in the lesson's words, echoing its phrase; a shared justification",
    arguments: [
      (
        "- [x] That control cannot fall through it.",
        "- [x] That control cannot fall through it, whatever its condition.",
        "the right answer is the longest, 60 characters against 37"
      ),
      (
        "- [x] That control cannot fall through it.",
        "- [x] A forgotten `return` does not compile.",
        "the right answer says \"a forgotten return does not\", as the lesson does"
      ),
      (
        "- [x] That control cannot fall through it.", "- [x] That its branch leaves the scope.",
        "the right answer echoes the lesson's phrase, 4 of its words against at most 1"
      ),
      (
        "  Conditions are checked as the code runs.", "  It checks that the `else` leaves.",
        "the answers 'Nothing more than for an `if`.' and 'That its condition holds at run "
          + "time.' share a justification"
      ),
    ])
  func giveaways(replacing old: String, with new: String, giveaway: String) throws {
    #expect(try Quiz(Self.fairQuiz, path: "q.md").giveaways(lesson: Self.lesson) == [])
    let quiz = try Quiz(Self.fairQuiz.replacingOccurrences(of: old, with: new), path: "q.md")
    let giveaways = quiz.giveaways(lesson: Self.lesson)
    #expect(giveaways.count == 1)
    #expect(giveaways.first?.contains(giveaway) == true, "\(giveaways)")
  }

  @Test(
    "Unread, no question of the kit's gives its answer away: one right answer each, never the longest by more than 5 characters, never in its lesson's words nor echoing its phrase, every answer justified on its own"
  )
  func needsTheLesson() throws {
    let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let quizzes = try ExerciseFolder.locate(from: [kit]).quizzes()
    #expect(quizzes.count == 12)
    for entry in quizzes {
      for question in entry.quiz.questions {
        let right = try #require(question.rightAnswer, "\(entry.path):\(question.line)")
        #expect(question.answers.count(where: \.isRight) == 1, "\(entry.path):\(question.line)")
        #expect(!question.answers[right].justification.isEmpty, "\(entry.path):\(question.line)")
      }
      #expect(entry.quiz.giveaways(lesson: entry.lessonText) == [], "\(entry.path)")
    }
  }

  /// Every question of the kit's quizzes, with the file it is in.
  static func kitQuestions() throws -> [(path: String, question: Quiz.Question)] {
    let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    return try ExerciseFolder.locate(from: [kit]).quizzes().flatMap { entry in
      entry.quiz.questions.map { (entry.path, $0) }
    }
  }

  @Test(
    "Unread, a quiz gives nothing away: the right answer is the longest option in at most a third of the questions, and the shortest in at most a third"
  )
  func lengthGivesNothingAway() throws {
    let questions = try Self.kitQuestions()
    func count(_ pick: ([Int]) -> Int?) -> Int {
      questions.count { _, question in
        let lengths = question.answers.map(\.text.count)
        guard let right = question.rightAnswer, let picked = pick(lengths) else { return false }
        return lengths[right] == lengths[picked]
      }
    }
    let longestLength = count { lengths in lengths.indices.max { lengths[$0] < lengths[$1] } }
    let shortestLength = count { lengths in lengths.indices.min { lengths[$0] < lengths[$1] } }
    #expect(questions.count >= 20)
    #expect(
      longestLength * 3 <= questions.count,
      "the right answer is (one of) the longest in \(longestLength) of \(questions.count)")
    #expect(
      shortestLength * 3 <= questions.count,
      "the right answer is (one of) the shortest in \(shortestLength) of \(questions.count)")
  }

  @Test("A question's options are of similar length: none under 60 % of its longest")
  func similarLengths() throws {
    for (path, question) in try Self.kitQuestions() {
      let lengths = question.answers.map(\.text.count)
      let (shortest, longest) = (lengths.min() ?? 0, lengths.max() ?? 0)
      #expect(shortest * 5 >= longest * 3, "\(path):\(question.line): \(lengths)")
    }
  }

  @Test("No letter holds the right answer in more than half the questions, as the site shows them")
  func positions() throws {
    let questions = try Self.kitQuestions()
    let positions = Dictionary(grouping: questions.compactMap(\.question.rightAnswer)) { $0 }
    for (position, times) in positions {
      #expect(
        times.count * 2 <= questions.count, "answer \(position + 1) is right \(times.count) times")
    }
  }

  @Test("Shuffled, a question keeps its answers and its one right answer, in a new order")
  func shuffle() throws {
    let quiz = try Quiz(Self.quiz, path: "q.md")
    var generator = SplitMix64(seed: 3)
    let orders = Set(
      (0..<16).map { _ in quiz.shuffled(using: &generator).questions.map { $0.answers.map(\.text) }
      })
    #expect(orders.count > 1)
    for order in orders {
      #expect(order.map { Set($0) } == quiz.questions.map { Set($0.answers.map(\.text)) })
    }
  }

  @Test(
    "Every lesson has a quiz: 2 or 3 questions, 1 right answer each, every answer justified, each quoting its lesson"
  )
  func everyLesson() throws {
    let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let folder = try ExerciseFolder.locate(from: [kit])
    let quizzes = try folder.quizzes()
    let lessons = try FileManager.default.contentsOfDirectory(
      atPath: folder.kit.appendingPathComponent("Lessons").path
    ).filter { $0.hasSuffix(".md") && $0.first?.isNumber == true }.sorted()
    #expect(quizzes.map(\.lessonPath) == lessons.map { "Lessons/" + $0 })
    for entry in quizzes {
      #expect(entry.quiz.problems(lesson: entry.lessonText) == [], "\(entry.path)")
      let heading = try #require(entry.lessonText.split(separator: "\n").first)
      #expect(heading == "# \(entry.quiz.lesson). \(entry.quiz.title)", "\(entry.path)")
      for question in entry.quiz.questions {
        #expect(question.answers.count(where: \.isRight) == 1, "\(entry.path):\(question.line)")
        #expect(
          question.answers.allSatisfy { !$0.justification.isEmpty },
          "\(entry.path):\(question.line)")
      }
    }
  }
}
