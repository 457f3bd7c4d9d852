import Foundation
import SnapshotReview

/// A temporary snapshots folder and a tool pointed at it.
struct SnapshotFixture {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "snapshot-review-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  var environment: [String: String] { ["SNAPSHOT_DIRECTORY": path] }

  func run(_ arguments: [String], answers: [String] = []) -> (Int32, ScriptedConsole) {
    let console = ScriptedConsole(answers: answers)
    let tool = ReviewTool(environment: environment, currentDirectory: "/")
    return (tool.run(arguments, console: console.console), console)
  }

  func write(_ text: String, to name: String) throws {
    let url = URL(fileURLWithPath: "\(path)/\(name)")
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ name: String) -> String? {
    try? String(contentsOfFile: "\(path)/\(name)", encoding: .utf8)
  }

  func exists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: "\(path)/\(name)")
  }

  /// Writes a run record as the test library would.
  func writeRun(
    used: [String], filtered: Bool = false, failed: [String] = [], finished: Bool = true
  )
    throws
  {
    var text = "run 1000-1\nfiltered \(filtered ? "yes" : "no")\n"
    text += used.map { "used \($0)\n" }.joined() + failed.map { "failed \($0)\n" }.joined()
    text += finished ? "end\n" : ""
    try write(text, to: ".runs/1000-1.run")
  }
}
