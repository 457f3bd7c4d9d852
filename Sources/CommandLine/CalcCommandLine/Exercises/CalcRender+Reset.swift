import CalcExercises
import CommandLineSupport

extension CalcRender {
  /// `calc-render reset [N] [--yes]`: puts an exercise back as it started, after asking.
  struct Reset: ExerciseCommand {
    static let configuration = Exercises.configuration(
      name: "reset", abstract: "Put an exercise back as it started, after asking.")

    var exercise = ExerciseNumber()
    /// Whether to reset without asking.
    @Flag("--yes", short: "-y", help: "reset without asking, as a script must")
    var skipsQuestion = false

    func perform(in session: ExercisesSession) throws(ExerciseError) -> ExitCode {
      try session.reset(number, yes: skipsQuestion)
    }
  }
}
