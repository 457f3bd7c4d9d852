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
        """)

    /// The lesson's number; `nil` for the first quiz not done.
    @Argument(
      "N", help: "the lesson's number, as 'calc-render lessons' lists it",
      expected: "a lesson's number, as 'calc-render lessons' lists it")
    var lesson: Int?

    func run(_ console: Console) async throws(CommandLineError) -> ExitCode {
      try await Exercises.run(console) { session throws(ExerciseError) in
        try session.quiz(lesson)
      }
    }
  }
}
