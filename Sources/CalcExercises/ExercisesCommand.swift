import Foundation

/// `calc-render exercises`, `check`, `hint`, `watch` and `reset`: exercises the learner writes and the kit checks.
///
/// The exercises are a package of their own in `Lessons/Exercises`; `check`
/// builds one exercise's check program there and reports what it found, so
/// an unfinished exercise never breaks the kit's own build.
///
/// ```swift
/// let status = await ExercisesCommand.run(["exercises"], console: console)
/// // Prints each exercise, its lesson and "done" or "to do", and returns 0.
/// ```
public enum ExercisesCommand {
  /// The words that start one of these commands.
  public static let words: Set<String> = ["exercises", "check", "hint", "watch", "reset"]

  /// Where the learner works and where progress is kept, for every command's help.
  public static let discussion = """
    You edit the files in Lessons/Exercises/Sources/ExerciseNN; each exercise's first
    lines say what to do. Progress is kept in Lessons/Exercises/.progress (not committed).
    """

  /// Runs one command; `arguments` start with the command's word.
  ///
  /// - Returns: 0 when it worked (a check passed), 1 when a check failed,
  ///   64 for bad usage, 66 when the exercises cannot be found, 130 after Ctrl-C.
  @MainActor
  public static func run(_ arguments: [String], console: ExerciseConsole) async -> Int32 {
    await run(
      arguments, console: console,
      session: { folder in
        ExercisesSession(folder: folder, console: console)
      })
  }

  /// Runs one command with a session the caller makes, so tests can fake processes and time.
  @MainActor
  static func run(
    _ arguments: [String], console: ExerciseConsole,
    starts: [URL] = defaultStarts,
    session makeSession: (ExerciseFolder) -> ExercisesSession
  ) async -> Int32 {
    do throws(ExerciseError) {
      let request = try ExercisesRequest(arguments)
      if request == .help {
        console.write(CheckText.usage)
        return 0
      }
      let session = makeSession(try ExerciseFolder.locate(from: starts))
      return try await session.perform(request)
    } catch {
      console.writeError("Error: \(error.message)\n")
      return error.exitCode
    }
  }

  /// The current directory, then the folder of this source file.
  static var defaultStarts: [URL] {
    [
      URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
      URL(fileURLWithPath: #filePath).deletingLastPathComponent(),
    ]
  }
}
