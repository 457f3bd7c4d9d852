import CalcExercises
import CommandLineSupport

extension CalcRender {
  /// `calc-render reset [N] [--yes]`: puts an exercise back as it started, after asking.
  struct Reset: ExerciseCommand {
    static let configuration = Exercises.configuration(
      name: "reset", abstract: "Put an exercise back as it started, after asking.",
      options: [yes])

    static let yes = Flag("--yes", short: "-y", "reset without asking, as a script must")

    var number: Int?
    /// Whether to reset without asking.
    var skipsQuestion = false

    init(number: Int?) {
      self.number = number
    }

    init(_ values: ParsedValues) throws(UsageError) {
      number = try values.value(of: Exercises.number)
      skipsQuestion = values.contains(Self.yes)
    }

    func perform(in session: ExercisesSession) throws(ExerciseError) -> Int32 {
      try session.reset(number, yes: skipsQuestion)
    }
  }
}
