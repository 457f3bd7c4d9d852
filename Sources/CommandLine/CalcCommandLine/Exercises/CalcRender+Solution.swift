import CalcExercises
import CommandLineSupport

extension CalcRender {
  /// `calc-render solution N`: once an exercise passes, your code beside the reference.
  struct Solution: Command {
    static let configuration = CommandConfiguration(
      name: "solution",
      abstract: "Show your code beside the reference solution, once the exercise passes.",
      discussion: """
        On a terminal the two files are side by side; elsewhere, a unified diff from yours
        to the reference. Then one paragraph on why the reference is written that way.
        Before the exercise's check passes, it says how many hints are left instead.
        """)

    /// The exercise's number.
    @Argument(
      "N", help: "the exercise's number, as 'calc-render exercises' lists it",
      expected: "an exercise's number, as 'calc-render exercises' lists it")
    var number: Int

    func run(_ console: Console) async throws(CommandLineError) -> ExitCode {
      // Side by side needs the terminal's width; piped, a unified diff reads anywhere.
      let width = console.readKey == nil ? nil : RawTerminal.columns ?? 80
      return try await Exercises.run(console) { session throws(ExerciseError) in
        try session.solution(number, width: width)
      }
    }
  }
}
