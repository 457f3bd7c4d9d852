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
/// file itself when the test process ends, indented one step deeper than the call and
/// raw (`#"""`) when the text needs it; everything else in the file stays as it was.
/// What it cannot write safely it refuses, and the assertion says why: a closure that
/// holds anything but one literal, a literal with interpolation, a file edited since
/// the test was built, a call that sees different values in one run. See
/// <doc:InlineSnapshots>.
///
/// A failing or recording assertion attaches the expected and actual texts and their
/// diff to the test, as ``expectSnapshot(of:as:named:record:fileID:filePath:line:column:)``
/// does.
///
/// To call it from a helper of your own, give the helper the caller's `fileID`,
/// `filePath`, `line` and `column` as defaults, a last parameter `matches` for the
/// trailing closure, and pass them all on with the helper's name as `functionName`, so
/// the snapshot is written into the helper's call in the test:
///
/// ```swift
/// func expectGreeting(
///   for name: String, fileID: String = #fileID, filePath: String = #filePath,
///   line: Int = #line, column: Int = #column, matches expected: (() -> String)? = nil
/// ) {
///   expectInlineSnapshot(
///     of: "Hello, \(name)!\n", as: .lines, functionName: "expectGreeting", fileID: fileID,
///     filePath: filePath, line: line, column: column, matches: expected)
/// }
/// ```
///
/// - Parameters:
///   - value: The value to snapshot.
///   - strategy: How to turn the value into text and compare it.
///   - record: The record mode for this assertion only.
///   - functionName: The name of the function the test calls: this one, or a helper that
///     wraps it and passes on the caller's location.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller; this is the file that is rewritten.
///   - line: The line of the caller.
///   - column: The column of the caller.
///   - expected: Returns the expected text; `nil` when the snapshot was never recorded.
public func expectInlineSnapshot<Value>(
  of value: Value,
  as strategy: Snapshotting<Value, String>,
  record: SnapshotRecordMode? = nil,
  functionName: String = "expectInlineSnapshot",
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
    settings: SnapshotSettings.current, record: record, functionName: functionName,
    sourceLocation: sourceLocation, filePath: filePath, test: Test.current)
  check.verify(actual: actual, expected: expected?(), diffing: strategy.diffing)
    .record(at: sourceLocation)
}

/// One inline snapshot check: compares, then asks the writer to record into the source or
/// to leave a pending change when the test process ends.
struct InlineSnapshotCheck {
  var settings: SnapshotSettings
  var record: SnapshotRecordMode?
  var functionName = InlineSnapshotFile.defaultFunction
  var sourceLocation: SourceLocation
  var filePath: String
  /// The running test, recorded in the run with the call's pending name, so `snapshots
  /// status --json` can say which test a pending change is for; `nil` records nothing.
  var test: Test? = nil
  var writer: InlineSnapshotWriter = .shared

  /// Returns one text per issue to record, empty when the snapshot matches, and what to
  /// attach when it fails or records.
  func verify(actual: String, expected: String?, diffing: Diffing<String>) -> SnapshotOutcome {
    let environment = SnapshotEnvironment(settings.environment)
    var issues: [String] = []
    guard Self.isIdentifier(functionName) else {
      return SnapshotOutcome(issues: [SnapshotMessage.invalidFunctionName(functionName).text])
    }
    var environmentMode: SnapshotRecordMode?
    switch environment.recordMode() {
    case .success(let mode): environmentMode = mode
    case .failure(let message): issues.append(message.text)
    }
    let mode = SnapshotAssertion<String>.mode(
      source: record ?? settings.record, environment: environment,
      environmentMode: environmentMode)
    let text = actual.hasSuffix("\n") ? String(actual.dropLast()) : actual
    let failure = expected.flatMap { expected in
      expected == text
        ? nil
        : diffing.describeDifference(expected + "\n", text + "\n")
          ?? Self.lineEndingsDiffer(expected, text)
    }
    do {
      issues += try act(text: text, expected: expected, failure: failure, mode: mode, environment)
    } catch {
      issues.append(error.text)
    }
    if let ignored = SnapshotAssertion<String>.ignoredOnCI(
      source: record ?? settings.record, environment: environment,
      environmentMode: environmentMode), let last = issues.last
    {
      issues[issues.count - 1] = last + "\n" + SnapshotMessage.recordModeIgnoredOnCI(ignored).text
    }
    guard !issues.isEmpty, expected != text else { return SnapshotOutcome(issues: issues) }
    let name = "\(sourceLocation.fileID)-\(sourceLocation.line)-\(sourceLocation.column)"
    let attachments = SnapshotAttachment.all(
      name: name, pathExtension: SnapshotLocation.defaultExtension,
      reference: expected.map { $0 + "\n" }, actual: text + "\n", kind: diffing.textKind)
    return SnapshotOutcome(issues: issues, attachments: attachments)
  }

  /// Whether `name` can be the name of a function a test calls: a letter or `_`, then
  /// letters, digits and `_`.
  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.first, first.isLetter || first == "_" else { return false }
    return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  private func act(
    text: String, expected: String?, failure: String?, mode: SnapshotRecordMode?,
    _ environment: SnapshotEnvironment
  ) throws(SnapshotMessage) -> [String] {
    let file = URL(fileURLWithPath: filePath).standardizedFileURL.path
    guard let root = SnapshotLocation.packageRoot(above: file), file.hasPrefix(root + "/") else {
      throw .inlineRefused(path: filePath, reason: InlineSnapshotError.noPackage.text)
    }
    let pending = pendingPath(environment, root: root)
    if let test {
      let name = SnapshotLocation.testName(test, fileID: sourceLocation.fileID)
      RunRecorder.shared.used(pending.name, by: name, in: pending.directory, sources: root)
      if failure != nil || expected == nil {
        RunRecorder.shared.failed(pending.name, in: pending.directory)
      }
    }
    let site = InlineSnapshotWriter.Site(
      path: filePath, line: sourceLocation.line, column: sourceLocation.column,
      function: functionName)
    var observation = InlineSnapshotWriter.Observation(
      site: site, expected: expected, text: text, outcome: .passed, pendingPath: pending.path,
      root: root, source: String(file.dropFirst(root.count + 1)), callText: "")
    if expected != nil && failure == nil {
      return conflict(writer.observe(observation), text: text)
    }
    let missing = SnapshotMessage.inlineMissing(location: sourceLocation).text
    let shown = failure ?? (missing + "\n" + SnapshotMessage.newContent(text + "\n").text)
    let records = mode == .all || mode == .failed || (mode == .missing && expected == nil)
    observation.outcome = records ? .record : mode == .never ? .verified : .pending
    do throws(InlineSnapshotError) {
      observation.callText = try writer.call(at: site, expected: expected).text
    } catch {
      guard observation.outcome != .verified else { return [shown] }
      return [shown + "\n" + SnapshotMessage.inlineRefused(path: filePath, reason: error.text).text]
    }
    let earlier = writer.observe(observation)
    guard earlier == nil else { return conflict(earlier, text: text) }
    switch observation.outcome {
    case .record:
      return [SnapshotMessage.inlineRecorded(location: sourceLocation).text + "\n" + shown]
    case .pending:
      return [
        shown + "\n"
          + SnapshotMessage.inlinePending(pending: pending.display, name: pending.name).text
      ]
    case .passed, .verified:
      return [shown]
    }
  }

  /// The failure when a literal and a text differ only where a carriage return is.
  ///
  /// The diffing reads CRLF line endings in a reference as LF, for files a checkout
  /// rewrote; a literal is compiled exactly, so it must equal the text exactly too.
  private static func lineEndingsDiffer(_ expected: String, _ text: String) -> String? {
    (expected + text).unicodeScalars.contains("\r") ? SnapshotMessage.inlineLineEndings.text : nil
  }

  /// The issue for a call site that saw `earlier` before `text` in this run, if it did.
  private func conflict(_ earlier: String?, text: String) -> [String] {
    guard let earlier else { return [] }
    return [
      SnapshotMessage.inlineConflict(location: sourceLocation, first: earlier, second: text).text
    ]
  }

  /// Where the call's pending change goes: in the snapshots folder the settings or
  /// `SNAPSHOT_DIRECTORY` name, else `Snapshots` beside the package's `Package.swift`.
  private func pendingPath(_ environment: SnapshotEnvironment, root: String) -> (
    path: String, display: String, name: String, directory: String
  ) {
    let explicit = settings.directory ?? environment.directory
    let directory: (path: String, display: String) =
      explicit.map { ($0, $0) } ?? (root + "/Snapshots", "Snapshots")
    let name = InlineSnapshotFile.pendingName(
      fileID: sourceLocation.fileID, line: sourceLocation.line, column: sourceLocation.column)
    return (
      "\(directory.path)/\(name).new", "\(directory.display)/\(name).new", name, directory.path
    )
  }
}
