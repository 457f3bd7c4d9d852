import CalcExercises
import CommandLineSupport

extension CalcRender {
  /// `calc-render check [N]`: builds an exercise's check and reports what it found;
  /// exits 0 when it passes, 1 when it does not.
  struct Check: ExerciseCommand {
    static let configuration = Exercises.configuration(
      name: "check", abstract: "Check an exercise: by default the first one not done.")

    var exercise = ExerciseNumber()

    func perform(in session: ExercisesSession) async throws(ExerciseError) -> ExitCode {
      try await session.check(number)
    }
  }
}
