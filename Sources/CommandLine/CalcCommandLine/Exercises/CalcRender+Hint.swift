import CalcExercises

extension CalcRender {
  /// `calc-render hint [N]`: the next hint for an exercise.
  struct Hint: ExerciseCommand {
    static let configuration = Exercises.configuration(
      name: "hint", abstract: "Show the next hint for an exercise, one at a time.")

    var number: Int?

    func perform(in session: ExercisesSession) throws(ExerciseError) -> Int32 {
      try session.hint(number)
    }
  }
}
