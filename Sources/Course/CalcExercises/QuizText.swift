/// Every sentence `quiz` prints, built in one place.
enum QuizText {
  /// The letters that name answers, in order.
  static let letters: [Character] = ["a", "b", "c", "d"]

  /// The opening: which quiz, on which lesson, and how to answer.
  static func opening(_ entry: ExerciseFolder.QuizEntry, singleKey: Bool) -> String {
    "Quiz \(entry.quiz.lesson) · \(entry.quiz.title): \(entry.quiz.questions.count) questions "
      + "on \(entry.lessonPath). Answer each with its letter\(singleKey ? "" : " and Return"); "
      + "q stops.\n"
  }

  /// A question and its answers, lettered.
  static func question(_ question: Quiz.Question, index: Int, count: Int) -> String {
    "\nQuestion \(index + 1) of \(count): \(question.text)\n"
      + zip(letters, question.answers).map { "  \($0)) \($1.text)\n" }.joined()
  }

  /// The prompt, naming the letters a question takes.
  static func prompt(answers: Int, singleKey: Bool) -> String {
    "Your answer (\(choices(answers))), \(singleKey ? "one key" : "then Return")? "
  }

  /// Said for a key that names no answer.
  static func unknownKey(answers: Int) -> String {
    "That key does nothing here; expected \(choices(answers)), or q to stop.\n"
  }

  /// Said for a line that names no answer.
  static func unknownAnswer(_ answer: String, answers: Int) -> String {
    "Unknown answer '\(answer)'; expected \(choices(answers)), or q to stop.\n"
  }

  /// What follows an answer: whether it is right and why, the right one when it is not, and
  /// what the lesson says.
  static func verdict(_ question: Quiz.Question, chosen: Int) -> String {
    let answer = question.answers[chosen]
    var text =
      answer.isRight
      ? "  ✓ Right. \(answer.justification)\n"
      : "  ✗ Not \(letters[chosen]). \(answer.justification)\n"
    if !answer.isRight, let right = question.rightAnswer {
      text += "  The answer is \(letters[right]): \(question.answers[right].justification)\n"
    }
    return text + "  The lesson says: \"\(question.lessonSays)\"\n"
  }

  /// The score at the end, and what to do next.
  static func score(
    _ right: Int, of entry: ExerciseFolder.QuizEntry, next: LearningPath.Item?
  ) -> String {
    let count = entry.quiz.questions.count
    var text = "\nScore: \(right) of \(count) right.\n"
    guard right == count else {
      return text + "Read \(entry.lessonPath) again, then take the quiz once more: "
        + "swift run calc-render quiz \(entry.quiz.lesson)\n"
    }
    if let next, next != .quiz(entry.quiz) {
      text += CheckText.next(next, indent: "")
    } else {
      text += "That was the last thing to do: every exercise, drill and quiz is done.\n"
    }
    return text
  }

  /// Said when the learner stops, or input ends, before the last answer.
  static func stopped(at index: Int, of count: Int, right: Int) -> String {
    "\nStopped at question \(index + 1) of \(count), with \(right) right so far; "
      + "nothing is recorded.\n"
  }

  /// `a, b or c`.
  private static func choices(_ count: Int) -> String {
    let shown = letters.prefix(count).map(String.init)
    return shown.dropLast().joined(separator: ", ") + " or " + (shown.last ?? "")
  }
}
