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
        """,
      arguments: [number])

    /// `N`, the exercise or drill.
    static let number = Argument<Int>.number(
      "N", "the exercise's number, as 'calc-render exercises' lists it",
      expected: "an exercise's number, as 'calc-render exercises' lists it")

    /// The exercise's number.
    var number: Int

    init(_ values: ParsedValues) throws(UsageError) {
      number = try values.value(of: Self.number) ?? 0
    }

    func run(_ console: Console) async throws(CommandLineError) -> Int32 {
      // Side by side needs the terminal's width; piped, a unified diff reads anywhere.
      let width = console.readKey == nil ? nil : RawTerminal.columns ?? 80
      return try await Exercises.run(console) { session throws(ExerciseError) in
        try session.solution(number, width: width)
      }
    }
  }
}
