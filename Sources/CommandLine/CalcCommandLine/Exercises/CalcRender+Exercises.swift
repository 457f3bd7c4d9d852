import CalcExercises
import CommandLineSupport
import LessonReading

extension CalcRender {
  /// `calc-render exercises`: how far you are, the next thing to do, and the exercises,
  /// drills and quizzes, each done or to do.
  ///
  /// It and `check`, `hint`, `watch`, `reset`, `solution` and `quiz` run an
  /// `ExercisesSession` over the exercises package in `Lessons/Exercises`.
  struct Exercises: Command {
    static let configuration = CommandConfiguration(
      name: "exercises",
      abstract: "Show your progress, the next thing to do, and every exercise, drill and quiz.",
      discussion: discussion)

    /// Where the learner works and where progress is kept, for every exercises command's help.
    static let discussion = """
      You edit the files in Lessons/Exercises/Sources/ExerciseNN; each exercise's first
      lines say what to do. Progress is kept in Lessons/Exercises/.progress (not committed).
      """

    func run(_ console: Console) async throws(CommandLineError) -> ExitCode {
      try await Self.run(console) { session throws(ExerciseError) in try session.list() }
    }

    /// The configuration of a command that works on exercise `N`.
    static func configuration(name: String, abstract: String) -> CommandConfiguration {
      CommandConfiguration(name: name, abstract: abstract, discussion: discussion)
    }

    /// Runs `command` in a session over the kit's exercises, found from where the
    /// command runs, saying why it stopped in `calc-render`'s voice.
    @MainActor
    static func run(
      _ console: Console,
      _ command: (ExercisesSession) async throws(ExerciseError) -> ExitCode
    ) async throws(CommandLineError) -> ExitCode {
      do throws(ExerciseError) {
        let session = try ExercisesSession(
          searchingFrom: LessonFolder.searchStarts(from: console.workingDirectory),
          console: console)
        return try await command(session)
      } catch {
        throw .exercise(error)
      }
    }
  }
}

/// A command that works on one exercise: `N`, or the first one not done.
protocol ExerciseCommand: Command where Failure == CommandLineError {
  /// The exercise, as the command line gives it.
  var exercise: ExerciseNumber { get }

  /// Does the command's work in a session over the exercises.
  @MainActor
  func perform(in session: ExercisesSession) async throws(ExerciseError) -> ExitCode
}

extension ExerciseCommand {
  /// The exercise's number; `nil` for the first one not done.
  var number: Int? { exercise.number }

  /// Performs the command in a session over the kit's exercises.
  func run(_ console: Console) async throws(CommandLineError) -> ExitCode {
    try await CalcRender.Exercises.run(console) { session throws(ExerciseError) in
      try await perform(in: session)
    }
  }
}
