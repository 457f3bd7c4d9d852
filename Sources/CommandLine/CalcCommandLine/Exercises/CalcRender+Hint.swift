import CalcExercises
import CommandLineSupport

extension CalcRender {
  /// `calc-render hint [N]`: the next hint for an exercise.
  struct Hint: ExerciseCommand {
    static let configuration = Exercises.configuration(
      name: "hint", abstract: "Show the next hint for an exercise, one at a time.")

    var exercise = ExerciseNumber()

    func perform(in session: ExercisesSession) throws(ExerciseError) -> ExitCode {
      try session.hint(number)
    }
  }
}
