import Foundation

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
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["diff", "--minimal", first.path, second.path]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      guard process.terminationStatus <= 1 else { return nil }
      return String(decoding: data, as: UTF8.self).split(separator: "\n")
        .count { $0.hasPrefix("<") || $0.hasPrefix(">") }
    } catch {
      return nil
    }
  }
}
