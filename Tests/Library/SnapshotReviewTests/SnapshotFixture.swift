import CommandLineSupport
import Foundation
import SnapshotReview
import TestSupport

@testable import InlineTextSnapshots
@testable import TextSnapshots

/// A temporary snapshots folder and a tool pointed at it, removed with everything in it
/// when the test is done, whether it passed or failed.
final class SnapshotFixture: Sendable {
  /// The temporary folder this fixture is in, shared with the fixtures made inside it.
  let folder: TemporaryFolder
  let path: String

  init() throws {
    folder = try TemporaryFolder("snapshot-review")
    path = folder.path
  }

  /// A snapshots folder at `folder` inside another fixture's folder, removed with it.
  init(inside parent: SnapshotFixture, at folder: String) throws {
    self.folder = parent.folder
    path = "\(parent.path)/\(folder)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  var environment: [String: String] { ["SNAPSHOT_DIRECTORY": path] }

  /// Runs the tool in `directory`, with the snapshots folder from `SNAPSHOT_DIRECTORY`
  /// unless `environment` says otherwise.
  func run(
    _ arguments: [String], answers: [String] = [], keys: String? = nil,
    usesColour: Bool = false, in directory: String = "/", environment: [String: String]? = nil,
    beforeAnswer: (@Sendable (String) -> Void)? = nil
  ) async -> (ExitCode, ScriptedConsole) {
    let console = ScriptedConsole(
      answers: answers, keys: keys, usesColour: usesColour,
      environment: environment ?? self.environment, in: directory, beforeAnswer: beforeAnswer)
    return (await Snapshots.main(arguments, console: console.console), console)
  }

  func write(_ text: String, to name: String) throws {
    try ScratchFile.write(text, to: URL(fileURLWithPath: "\(path)/\(name)"))
  }

  func read(_ name: String) -> String? {
    try? String(contentsOfFile: "\(path)/\(name)", encoding: .utf8)
  }

  func exists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: "\(path)/\(name)")
  }

  /// A package folder whose only test source declares `source`.
  func writeSources(_ source: String) throws -> String {
    try write(source, to: ".sources/Tests/AppTests/AppTests.swift")
    return "\(path)/.sources"
  }

  /// Writes a run record as the test library would.
  ///
  /// Every used reference's test is recorded as run; `sources` names the package folder.
  func writeRun(
    used: [String], filtered: String? = nil, failed: [String] = [], finished: Bool = true,
    tests: [String] = [], sources: String? = nil
  )
    throws
  {
    var text = "run 1000-1\nfiltered \(filtered ?? "no")\n"
    text += sources.map { "sources \($0)\n" } ?? ""
    let ran = Set(used.map { String($0.prefix { $0 != "." }) } + tests).sorted()
    text += ran.map { "test \($0)\n" }.joined()
    text += used.map { "used \($0)\n" }.joined() + failed.map { "failed \($0)\n" }.joined()
    text += finished ? "end\n" : ""
    try write(text, to: ".runs/1000-1.run")
  }

  /// A package here whose test file `Tests/S.swift` holds one call without a snapshot,
  /// and a pending change of it to `text` in `snapshots`, a folder relative to this one.
  func writeInlinePending(_ text: String, in snapshots: String = "") throws {
    try write("// swift-tools-version: 6.0\n", to: "Package.swift")
    let source = "  expectInlineSnapshot(of: x, as: .lines)\n"
    try write(source, to: "Tests/S.swift")
    let pending = InlinePending(
      source: "Tests/S.swift", line: 1, column: 23, test: "T/inline()",
      anchor: InlineSnapshotAnchor(
        owner: "", ordinal: 0, fingerprint: InlinePending.fingerprint(of: Array(source.utf8))),
      call: "expectInlineSnapshot(of: x, as: .lines)", old: nil,
      ran: InlinePending.Place(line: 1, column: 3), callee: .kit, text: text)
    try write(pending.fileText, to: snapshots + ".inline/T/S.swift-1-23.new")
  }
}
