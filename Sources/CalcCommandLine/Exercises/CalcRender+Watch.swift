import CalcExercises
import CommandLineSupport

extension CalcRender {
  /// `calc-render watch [N]`: checks an exercise again each time one of its files changes.
  struct Watch: Command {
    static let configuration = CommandConfiguration(
      name: "watch", abstract: "Check an exercise again each time you save a file; Ctrl-C stops.",
      discussion: Exercises.discussion, arguments: [Exercises.number])

    /// The exercise's number; `nil` for the first one not done.
    var number: Int?

    init(_ values: ParsedValues) throws(UsageError) {
      number = try values.value(of: Exercises.number)
    }

    func run(_ console: Console) async throws(CommandLineError) -> Int32 {
      try await Exercises.session(console).perform { session throws(ExerciseError) in
        try await session.watch(number)
      }
    }
  }
}
