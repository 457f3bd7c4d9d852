import CalcExercises
import CommandLineSupport

extension CalcRender {
  /// `calc-render watch [N]`: checks an exercise again each time one of its files changes.
  struct Watch: ExerciseCommand {
    static let configuration = Exercises.configuration(
      name: "watch", abstract: "Check an exercise again each time you save a file; Ctrl-C stops.")

    var exercise = ExerciseNumber()

    func perform(in session: ExercisesSession) async throws(ExerciseError) -> ExitCode {
      try await session.watch(number)
    }
  }
}
