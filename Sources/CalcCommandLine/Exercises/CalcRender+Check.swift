import CalcExercises
import CommandLineSupport

extension CalcRender {
  /// `calc-render check [N]`: builds an exercise's check and reports what it found.
  struct Check: Command {
    static let configuration = CommandConfiguration(
      name: "check", abstract: "Check an exercise: by default the first one not done.",
      discussion: Exercises.discussion, arguments: [Exercises.number])

    /// The exercise's number; `nil` for the first one not done.
    var number: Int?

    init(_ values: ParsedValues) throws(UsageError) {
      number = try values.value(of: Exercises.number)
    }

    /// Checks the exercise; exits 0 when it passes, 1 when it does not.
    func run(_ console: Console) async throws(CommandLineError) -> Int32 {
      try await Exercises.session(console).perform { session throws(ExerciseError) in
        try await session.check(number)
      }
    }
  }
}
