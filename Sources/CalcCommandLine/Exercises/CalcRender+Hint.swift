import CalcExercises
import CommandLineSupport

extension CalcRender {
  /// `calc-render hint [N]`: the next hint for an exercise.
  struct Hint: Command {
    static let configuration = CommandConfiguration(
      name: "hint", abstract: "Show the next hint for an exercise, one at a time.",
      discussion: Exercises.discussion, arguments: [Exercises.number])

    /// The exercise's number; `nil` for the first one not done.
    var number: Int?

    init(_ values: ParsedValues) throws(UsageError) {
      number = try values.value(of: Exercises.number)
    }

    func run(_ console: Console) async throws(CommandLineError) -> Int32 {
      try await Exercises.session(console).perform { session throws(ExerciseError) in
        try session.hint(number)
      }
    }
  }
}
