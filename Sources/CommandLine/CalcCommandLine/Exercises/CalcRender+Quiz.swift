import CalcExercises
import CommandLineSupport

extension CalcRender {
  /// `calc-render quiz [N]`: asks a lesson's questions, one key per answer on a terminal.
  struct Quiz: Command {
    static let configuration = CommandConfiguration(
      name: "quiz", abstract: "Check your understanding of a lesson: two or three questions.",
      discussion: """
        On a terminal you answer each question with one key; from a pipe, with a line each.
        The answers come in a new order on every run. After each answer you read why it is
        right or wrong, and at the end your score, kept in Lessons/Exercises/.progress.
        q stops; the questions are in Lessons/Quizzes.
        """,
      arguments: [lesson])

    /// `N`, the lesson; by default the first whose quiz is not done.
    static let lesson = Argument<Int>.number(
      "N", "the lesson's number, as 'calc-render lessons' lists it",
      expected: "a lesson's number, as 'calc-render lessons' lists it", count: .optional)

    /// The lesson's number; `nil` for the first quiz not done.
    var lesson: Int?

    init(_ values: ParsedValues) throws(UsageError) {
      lesson = try values.value(of: Self.lesson)
    }

    func run(_ console: Console) async throws(CommandLineError) -> Int32 {
      try await Exercises.run(console) { session throws(ExerciseError) in
        try session.quiz(lesson)
      }
    }
  }
}
