import Foundation
import LessonReading

extension InMemoryRun {
  /// Runs `calc-render` with arguments, reading files relative to `root` and an empty stdin.
  @MainActor
  package static func calcRender(_ arguments: [String], root: URL) async -> InMemoryRun {
    await capturing(root: root) { io in await CalcRender.run(arguments, io: io) }
  }

  /// Runs a command on an IO that keeps what it writes, reading files relative
  /// to `root` and an empty stdin.
  ///
  /// - Parameters:
  ///   - root: The folder files are read relative to.
  ///   - command: Runs the command on the IO it is given and returns its exit status.
  /// - Returns: The exit status and everything the command wrote.
  @MainActor
  package static func capturing(
    root: URL, _ command: @MainActor (CommandIO) async -> Int32
  ) async -> InMemoryRun {
    let recorder = Recorder()
    let io = CommandIO(
      readFile: { path in try Data(contentsOf: URL(fileURLWithPath: path, relativeTo: root)) },
      readStandardInput: { Data() },
      write: { recorder.append($0, error: false) },
      writeError: { recorder.append($0, error: true) },
      readLine: { nil })
    let status = await command(io)
    return recorder.result(status: status)
  }
}
