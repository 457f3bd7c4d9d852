import CalcExercises
import CommandLineSupport

extension CalcRender {
  /// `calc-render exercises`: the exercises, each done or to do.
  ///
  /// It and `check`, `hint`, `watch` and `reset` run an ``ExercisesSession``
  /// over the exercises package in `Lessons/Exercises`.
  struct Exercises: Command {
    static let configuration = CommandConfiguration(
      name: "exercises", abstract: "List the exercises: number, title, lesson, done or to do.",
      discussion: discussion)

    /// Where the learner works and where progress is kept, for every exercises command's help.
    static let discussion = """
      You edit the files in Lessons/Exercises/Sources/ExerciseNN; each exercise's first
      lines say what to do. Progress is kept in Lessons/Exercises/.progress (not committed).
      """

    /// `N`, the exercise a command works on; by default the first one not done.
    static let number = Argument<Int>.number(
      "N", "the exercise's number, as 'calc-render exercises' lists it",
      expected: "an exercise's number, as 'calc-render exercises' lists it", count: .optional)

    init(_ values: ParsedValues) {}

    func run(_ console: Console) async throws(CommandLineError) -> Int32 {
      try await Self.session(console).perform { session throws(ExerciseError) in
        try session.list()
      }
    }

    /// A session over the kit's exercises, found from where the command runs.
    @MainActor
    static func session(_ console: Console) throws(CommandLineError) -> ExercisesSession {
      do throws(ExerciseError) {
        return try ExercisesSession(
          searchingFrom: CalcRender.searchStarts(console), console: console)
      } catch {
        throw .exercise(error)
      }
    }
  }
}

extension ExercisesSession {
  /// Runs one of the session's commands, saying why it stopped in `calc-render`'s voice.
  func perform(_ command: (Self) async throws(ExerciseError) -> Int32)
    async throws(CommandLineError)
    -> Int32
  {
    do throws(ExerciseError) {
      return try await command(self)
    } catch {
      throw .exercise(error)
    }
  }
}
