import Foundation
import Testing

/// Checks a value against a snapshot written in the test's source, in a trailing closure.
///
/// The expected text is the string literal the closure returns; a final newline of the
/// snapshot is left out of the literal. Leave the closure out the first time:
///
/// ```swift
/// @Test func total() {
///   expectInlineSnapshot(of: "1 + 2 = 3\n", as: .lines) {
///     """
///     1 + 2 = 3
///     """
///   }
/// }
/// ```
///
/// Like ``expectSnapshot(of:as:named:record:fileID:filePath:line:column:)``, it only
/// verifies by default: a missing or different snapshot fails and leaves a pending
/// change under `Snapshots/.inline/` that `swift run snapshots review` shows and
/// `accept` writes into the source. With a record mode (from `record:`, the
/// ``SnapshotsTrait`` trait or `SNAPSHOT_RECORD`) it writes the literal into the test
/// file itself, atomically, indented one step deeper than the call and raw (`#"""`)
/// when the text needs it; everything else in the file stays as it was. A closure that
/// holds anything but one literal, or a literal with interpolation, is never rewritten:
/// the assertion fails and says why.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - strategy: How to turn the value into text and compare it.
///   - record: The record mode for this assertion only.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller; this is the file that is rewritten.
///   - line: The line of the caller.
///   - column: The column of the caller.
///   - expected: Returns the expected text; `nil` when the snapshot was never recorded.
public func expectInlineSnapshot<Value>(
  of value: Value,
  as strategy: Snapshotting<Value, String>,
  record: SnapshotRecordMode? = nil,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column,
  matches expected: (() -> String)? = nil
) {
  let sourceLocation = SourceLocation(
    fileID: fileID, filePath: filePath, line: line, column: column)
  let actual = strategy.diffing.toText(strategy.snapshot(value))
  let check = InlineSnapshotCheck(
    settings: SnapshotSettings.current, record: record, sourceLocation: sourceLocation,
    filePath: filePath)
  for issue in check.verify(actual: actual, expected: expected?(), diffing: strategy.diffing) {
    Issue.record(Comment(rawValue: issue), sourceLocation: sourceLocation)
  }
}

/// One inline snapshot check: compares, then records into the source or leaves a pending change.
struct InlineSnapshotCheck {
  var settings: SnapshotSettings
  var record: SnapshotRecordMode?
  var sourceLocation: SourceLocation
  var filePath: String

  /// Returns one text per issue to record; empty when the snapshot matches.
  func verify(actual: String, expected: String?, diffing: Diffing<String>) -> [String] {
    let environment = SnapshotEnvironment(settings.environment)
    var issues: [String] = []
    var environmentMode: SnapshotRecordMode?
    switch environment.recordMode() {
    case .success(let mode): environmentMode = mode
    case .failure(let message): issues.append(message.text)
    }
    let mode = SnapshotAssertion<String>.mode(
      source: record ?? settings.record, environment: environment,
      environmentMode: environmentMode)
    let text = actual.hasSuffix("\n") ? String(actual.dropLast()) : actual
    let failure = expected.flatMap { diffing.describeDifference($0 + "\n", text + "\n") }
    do {
      issues += try act(text: text, expected: expected, failure: failure, mode: mode, environment)
    } catch {
      issues.append(error.text)
    }
    return issues
  }

  private func act(
    text: String, expected: String?, failure: String?, mode: SnapshotRecordMode?,
    _ environment: SnapshotEnvironment
  ) throws(SnapshotMessage) -> [String] {
    let pending = try pendingPath(environment)
    let missing = SnapshotMessage.inlineMissing(location: sourceLocation).text
    let shown = failure ?? (missing + "\n" + SnapshotMessage.newContent(text + "\n").text)
    if expected != nil && failure == nil {
      try AtomicFile.remove(pending.path)
      return []
    }
    let records = mode == .all || mode == .failed || (mode == .missing && expected == nil)
    if records {
      try InlineSnapshotFile.record(
        text, path: filePath, line: sourceLocation.line, column: sourceLocation.column)
      try AtomicFile.remove(pending.path)
      return [SnapshotMessage.inlineRecorded(location: sourceLocation).text + "\n" + shown]
    }
    guard mode != .never else { return [shown] }
    let change = InlinePending(
      source: filePath, line: sourceLocation.line, column: sourceLocation.column, text: text)
    try AtomicFile.write(change.fileText, to: pending.path)
    return [
      shown + "\n"
        + SnapshotMessage.inlinePending(pending: pending.display, name: pending.name).text
    ]
  }

  private func pendingPath(_ environment: SnapshotEnvironment) throws(SnapshotMessage) -> (
    path: String, display: String, name: String
  ) {
    let directory = try SnapshotLocation.directory(
      setting: settings.directory, environment: environment, filePath: filePath
    ).get()
    let name = InlineSnapshotFile.pendingName(
      fileID: sourceLocation.fileID, line: sourceLocation.line)
    return ("\(directory.path)/\(name).new", "\(directory.display)/\(name).new", name)
  }
}
