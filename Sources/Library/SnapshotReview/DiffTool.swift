import Foundation
import ProcessRunner
import TextSnapshots

/// The command `SNAPSHOT_DIFF_TOOL` names, which `snapshots review` runs on a reference
/// and its pending file when you press `d`: `delta`, `difft`, `code --diff`, `ksdiff`.
///
/// The command is given to `/bin/sh`, so it may carry options, with the two files after
/// it. It is never run on CI. The tool draws on the terminal itself, so `review` waits
/// for it as a shell would: without a time limit, since you may take a while.
struct DiffTool {
  /// The command, as `SNAPSHOT_DIFF_TOOL` gives it.
  let command: String
  /// The folder a relative command is found from.
  let workingDirectory: URL

  /// The tool the environment names, once it is sure to be a command; `nil` when none
  /// is set, or on CI (`CI` set to anything but empty, `0` or `false`).
  ///
  /// - Throws: ``ReviewError/badDiffTool(_:reason:)`` when its first word is neither an
  ///   executable file nor a command on `PATH`.
  static func named(in environment: [String: String], workingDirectory: URL)
    throws(ReviewError) -> DiffTool?
  {
    guard let command = SnapshotEnvironment(environment).diffTool else { return nil }
    let tool = DiffTool(command: command, workingDirectory: workingDirectory)
    try tool.check(path: environment["PATH"] ?? "")
    return tool
  }

  /// Refuses a command whose first word is no program; one that starts with an
  /// assignment such as `PAGER=less delta` is left to the shell.
  private func check(path: String) throws(ReviewError) {
    let first = command.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
    if first.contains("=") || first.hasPrefix("'") || first.hasPrefix("\"") { return }
    if first.contains("/") {
      let file = URL(fileURLWithPath: first, relativeTo: workingDirectory).path
      guard FileManager.default.isExecutableFile(atPath: file) else {
        throw .badDiffTool(command, reason: "names no executable file")
      }
      return
    }
    let folders = path.split(separator: ":").map(String.init)
    guard
      folders.contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/\(first)") })
    else { throw .badDiffTool(command, reason: "is not a command on PATH") }
  }

  /// Runs the tool on two files and waits until it exits; what it exits with is its own
  /// business (`diff` exits 1 for files that differ), unless the shell could not run it.
  func run(reference: String, pending: String) throws(ReviewError) {
    let shell = ChildProcess(
      "/bin/sh", ["-c", command + " \"$@\"", "SNAPSHOT_DIFF_TOOL", reference, pending],
      workingDirectory: workingDirectory, standardInput: .inherited, standardOutput: .inherited,
      standardError: .inherited)
    let result: RunResult
    do {
      result = try shell.run()
    } catch {
      throw .badDiffTool(command, reason: "could not be started (\(error))")
    }
    // The shell's statuses for a command it found but could not run, or did not find.
    if result.termination == .exit(126) || result.termination == .exit(127) {
      throw .badDiffTool(command, reason: "could not be run (the shell exited \(result.status))")
    }
  }
}
