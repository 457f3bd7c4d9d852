import CalcExercises
import CommandLineSupport

extension CalcRender {
  /// `calc-render reset [N] [--yes]`: puts an exercise back as it started.
  struct Reset: Command {
    static let configuration = CommandConfiguration(
      name: "reset", abstract: "Put an exercise back as it started, after asking.",
      discussion: Exercises.discussion, arguments: [Exercises.number], options: [yes])

    static let yes = Flag("--yes", short: "-y", "reset without asking, as a script must")

    /// The exercise's number; `nil` for the first one not done.
    var number: Int?
    /// Whether to reset without asking.
    var skipsQuestion: Bool

    init(_ values: ParsedValues) throws(UsageError) {
      number = try values.value(of: Exercises.number)
      skipsQuestion = values.contains(Self.yes)
    }

    func run(_ console: Console) async throws(CommandLineError) -> Int32 {
      try await Exercises.session(console).perform { session throws(ExerciseError) in
        try session.reset(number, yes: skipsQuestion)
      }
    }
  }
}
