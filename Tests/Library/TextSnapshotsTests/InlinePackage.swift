import Foundation
import Testing

@testable import TextSnapshots

/// A package in a temporary folder with one test file, and a test process's inline
/// snapshot checks on it, run in this process with a writer of their own.
///
/// `check` makes an assertion as `expectInlineSnapshot` would at a call of the file;
/// `endRun` ends the simulated process, so its writer applies what the run recorded.
/// Pending changes go to `Snapshots/.inline` beside `Package.swift`, as in a real package.
final class InlinePackage {
  let folder: TemporaryDirectory
  private(set) var writer = InlineSnapshotWriter()
  static let testFile = "Tests/AppTests/AppTests.swift"

  init(_ source: String? = nil) throws {
    folder = try TemporaryDirectory(package: true)
    if let source { try write(source) }
  }

  var root: String { folder.path }
  func path(_ file: String = testFile) -> String { "\(folder.path)/\(file)" }

  func write(_ text: String, to file: String = testFile) throws {
    try folder.write(text, to: file)
  }

  func source(_ file: String = testFile) -> String? {
    FileManager.default.contents(atPath: path(file)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// One assertion at the `index`th call of the file as it is now (counting from 0),
  /// which the test was built with; returns the issues it reports.
  func check(
    _ actual: String, call index: Int, expected: String?, record: SnapshotRecordMode? = nil,
    file: String = testFile, environment: [String: String] = [:],
    function: String = InlineSnapshotFile.defaultFunction
  ) -> [String] {
    let site = Self.site(index, in: source(file) ?? "", function: function)
    return check(
      actual, line: site.line, column: site.column, expected: expected, record: record,
      file: file, environment: environment, function: function)
  }

  /// One assertion at a line and column, of a call to `function`.
  func check(
    _ actual: String, line: Int, column: Int, expected: String?,
    record: SnapshotRecordMode? = nil, file: String = testFile,
    environment: [String: String] = [:], function: String = InlineSnapshotFile.defaultFunction
  ) -> [String] {
    let fileID = "AppTests/" + (file.split(separator: "/").last.map(String.init) ?? file)
    let check = InlineSnapshotCheck(
      settings: SnapshotSettings(environment: environment), record: record,
      functionName: function,
      sourceLocation: SourceLocation(
        fileID: fileID, filePath: path(file), line: line, column: column),
      filePath: path(file), writer: writer)
    return check.verify(actual: actual + "\n", expected: expected, diffing: .lines).issues
  }

  /// Ends the simulated test process: its writer writes, and a new process begins.
  @discardableResult
  func endRun() -> [String] {
    defer { writer = InlineSnapshotWriter() }
    return writer.finish()
  }

  /// The pending inline snapshots, as `snapshots status` names them.
  func pending() -> [String] {
    let inline = "\(folder.path)/Snapshots/\(InlineSnapshotFile.pendingFolder)"
    let found = FileManager.default.enumerator(atPath: inline)?.compactMap { $0 as? String } ?? []
    return found.filter { $0.hasSuffix(".new") }.map { ".inline/" + $0.dropLast(4) }.sorted()
  }

  func pendingChange(_ name: String) throws -> InlinePending {
    try InlinePending.read(pendingPath(name))
  }

  func pendingPath(_ name: String) -> String { "\(folder.path)/Snapshots/\(name).new" }

  /// Accepts a pending change as `snapshots accept` does.
  @discardableResult
  func accept(_ name: String) throws(InlineSnapshotAcceptError) -> InlinePending {
    try InlineSnapshotFile.accept(pendingAt: pendingPath(name), root: root)
  }

  /// The line and column (of its `(`, in bytes) of the `index`th `expectInlineSnapshot(`,
  /// or call of `function`, in `text`, found by plain text search, not by the scanner
  /// under test.
  static func site(
    _ index: Int, in text: String, function: String = InlineSnapshotFile.defaultFunction
  ) -> (line: Int, column: Int) {
    let bytes = Array(text.utf8)
    let name = Array((function + "(").utf8)
    var found = 0
    var line = 1
    var lineStart = 0
    for offset in bytes.indices {
      if bytes[offset] == UInt8(ascii: "\n") {
        line += 1
        lineStart = offset + 1
      }
      guard bytes[offset...].starts(with: name) else { continue }
      if found == index { return (line, offset + name.count - lineStart) }
      found += 1
    }
    return (0, 0)
  }
}
