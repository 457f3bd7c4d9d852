import CommandLineSupport
import Foundation
import LessonReading

extension InMemoryRun {
  /// Runs `calc-render` with arguments, reading files relative to `root` and an empty stdin.
  @MainActor
  package static func calcRender(_ arguments: [String], root: URL) async -> InMemoryRun {
    await capturing(root: root) { console in await CalcRender.main(arguments, console: console) }
  }

  /// Runs a command on a console that keeps what it writes, working in `root`,
  /// reading files relative to it and an empty stdin.
  ///
  /// - Parameters:
  ///   - root: The folder the command runs in.
  ///   - command: Runs the command on the console it is given and returns its exit status.
  /// - Returns: The exit status and everything the command wrote.
  @MainActor
  package static func capturing(
    root: URL, _ command: @MainActor (Console) async -> Int32
  ) async -> InMemoryRun {
    let recorder = Recorder()
    let console = Console(
      write: { recorder.append($0, error: false) },
      writeError: { recorder.append($0, error: true) },
      readFile: { path throws(ReadFailure) in
        try InputFile.read(
          URL(fileURLWithPath: path, relativeTo: root).path, limit: Console.inputLimit)
      },
      workingDirectory: root)
    let status = await command(console)
    return recorder.result(status: status)
  }
}
