import Foundation
import ProcessRunner

/// Asks GNU `diff --minimal` how many lines differ, to check the library's diff.
enum GNUDiff {
  /// The count of `<` and `>` lines `diff --minimal` prints, or `nil` when it cannot run.
  static func editCount(_ a: [String], _ b: [String]) -> Int? {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("calc-bench-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent("a.txt")
    let second = folder.appendingPathComponent("b.txt")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data((a.joined(separator: "\n") + "\n").utf8).write(to: first)
      try Data((b.joined(separator: "\n") + "\n").utf8).write(to: second)
      let diff = try ChildProcess(
        "/usr/bin/env", ["diff", "--minimal", first.path, second.path],
        standardError: .inherited, timeLimit: .seconds(600)
      ).run()
      guard case .exit(let status) = diff.termination, status <= 1 else { return nil }
      return diff.stdout.split(separator: "\n").count { $0.hasPrefix("<") || $0.hasPrefix(">") }
    } catch {
      return nil
    }
  }
}
