import Foundation
import LineDiff
import Testing
import TextSnapshots

/// Checks a value against a snapshot written in the test's source, in a trailing closure.
///
/// The expected text is the string literal the closure returns, compared with the
/// snapshot exactly, a final newline included: the multi-line literal of a text that
/// ends with a newline ends with an empty line. Leave the closure out the first time:
///
/// ```swift
/// @Test func total() {
///   expectInlineSnapshot(of: "1 + 2 = 3\n", as: .lines) {
///     """
///     1 + 2 = 3
///
///     """
///   }
/// }
/// ```
///
/// Like `expectSnapshot(of:as:named:record:sourceLocation:)`, it only
/// verifies by default: a missing or different snapshot fails and saves a pending
/// change under `Snapshots/.inline/` at once, which `swift run snapshots review` shows
/// and `accept` writes into the same call of the same test. With a record mode (from
/// `record:`, the `SnapshotsTrait` trait or `SNAPSHOT_RECORD`) it writes the literal
/// into the test file itself when the test process ends, indented one step deeper than
/// the call and raw (`#"""`) when the text needs it; everything else in the file stays
/// as it was, and `swiftc -parse` reads the new file before it replaces the old one.
/// What it cannot write safely it refuses, and the assertion says why: a closure that
/// holds anything but one literal, a literal with interpolation, a file edited since
/// the test was built, a call that sees different values in one run, a call in the
/// body of another test than the one that ran it. Every write, at the end of the run or
/// by `snapshots accept` later, is proven first (see "Every rewrite proven" in
/// <doc:InlineSnapshots>).
///
/// A failing or recording assertion attaches the expected and actual texts and their
/// diff to the test, as `expectSnapshot(of:as:named:record:sourceLocation:)`
/// does.
///
/// To call it from a helper of your own, give the helper a `sourceLocation` parameter that
/// defaults to `#_sourceLocation` and a last parameter `matches` for the trailing closure,
/// and pass them on with the helper's name as `functionName`, so the snapshot is written
/// into the helper's call in the test:
///
/// ```swift
/// func expectGreeting(
///   for name: String, sourceLocation: SourceLocation = #_sourceLocation,
///   matches expected: (() -> String)? = nil
/// ) {
///   expectInlineSnapshot(
///     of: "Hello, \(name)!\n", as: .lines, functionName: "expectGreeting",
///     sourceLocation: sourceLocation, matches: expected)
/// }
/// ```
///
/// - Parameters:
///   - value: The value to snapshot.
///   - strategy: How to turn the value into text and compare it.
///   - record: The record mode for this assertion only.
///   - functionName: The name of the function the test calls: this one, or a helper that
///     wraps it and passes on the caller's location.
///   - sourceLocation: Where the call is: the file at its file path is the one rewritten,
///     at the call whose `(` is at its line and column, and the issue is recorded there.
///   - expected: Returns the expected text; `nil` when the snapshot was never recorded.
public func expectInlineSnapshot<Value>(
  of value: Value,
  as strategy: Snapshotting<Value, String>,
  record: SnapshotRecordMode? = nil,
  functionName: String = "expectInlineSnapshot",
  sourceLocation: SourceLocation = #_sourceLocation,
  matches expected: (() -> String)? = nil
) {
  let reading = strategy.reading(of: value)
  // A value the strategy could not read whole is not compared, and nothing is written.
  if let refusal = reading.refusal {
    SnapshotOutcome(issues: [refusal.text]).record(at: sourceLocation)
    return
  }
  let actual = strategy.diffing.toText(reading.format)
  guard let test = Test.current else {
    InlineSnapshotCheck.withoutTest(
      actual: actual, expected: expected?(), diffing: strategy.diffing,
      sourceLocation: sourceLocation
    ).record(at: sourceLocation)
    return
  }
  let check = InlineSnapshotCheck(
    settings: SnapshotSettings.current, record: record, functionName: functionName,
    sourceLocation: sourceLocation,
    test: InlineSnapshotCheck.TestIdentity(test, fileID: sourceLocation.fileID))
  check.verify(actual: actual, expected: expected?(), diffing: strategy.diffing)
    .record(at: sourceLocation)
}

/// One inline snapshot check: compares, then asks the writer to record into the source or
/// to leave a pending change when the test process ends.
struct InlineSnapshotCheck {
  var settings: SnapshotSettings
  var record: SnapshotRecordMode?
  var functionName = InlineSnapshotFile.defaultFunction
  /// Where the call is; the file at its path is the one rewritten.
  var sourceLocation: SourceLocation
  /// The running test, which owns the call's pending change, and is recorded in the run
  /// with the call's pending name; `nil` outside a test.
  var test: TestIdentity? = nil
  var writer: InlineSnapshotWriter = .shared
  /// What this process claims to write, so another test process recording the same call
  /// at once cannot lose this one's change, nor this one lose its.
  var claims: WriteClaims = .shared
  /// The stack of the assertion, which proves that a call in no test's body ran.
  var stack: CallStack = .running

  /// The test that runs an assertion, as Swift Testing describes it.
  struct TestIdentity: Sendable, Equatable {
    /// The test function's name with its labels, such as `c()` or `p(value:)`.
    var name: String
    /// The test as messages and pending changes name it, such as `AppTests/CaseTests/c()`.
    var display: String
    /// The test as run records name it, such as `AppTests/CaseTests/c`.
    var recorded: String
    /// The test's declaration as the source names it, outer types first, such as
    /// `CaseTests.c()`: a call in a test's body must be in this one's.
    var path: String
    /// Where the compiler put the test's `@Test` attribute.
    var filePath: String
    var line: Int
    var column: Int
    var isParameterized: Bool

    /// The identity of a running test, whose assertion is in the file `fileID`.
    init(_ test: Test, fileID: String) {
      let suites = test.id.nameComponents.dropLast()
      let suite =
        suites.isEmpty
        ? String(fileID.split(separator: "/").last?.split(separator: ".").first ?? "Tests")
        : suites.joined(separator: ".")
      self.init(
        name: test.name, display: test.id.moduleName + "/" + suite + "/" + test.name,
        recorded: SnapshotLocation.testName(test, fileID: fileID),
        path: test.id.nameComponents.joined(separator: "."),
        filePath: test.sourceLocation.filePath, line: test.sourceLocation.line,
        column: test.sourceLocation.column, isParameterized: test.isParameterized)
    }

    /// An identity with every part given; the declaration's path is the name when no
    /// suite holds the test.
    init(
      name: String, display: String, recorded: String, path: String? = nil, filePath: String,
      line: Int, column: Int, isParameterized: Bool = false
    ) {
      self.name = name
      self.display = display
      self.recorded = recorded
      self.path = path ?? name
      self.filePath = filePath
      self.line = line
      self.column = column
      self.isParameterized = isParameterized
    }
  }

  /// The outcome of an assertion that no test runs (`Test.current` is `nil`, as in a
  /// detached task): nothing is recorded, written or deleted, whatever the record mode,
  /// since no test owns the call; a snapshot that is missing or differs is one issue,
  /// which says so.
  static func withoutTest(
    actual: String, expected: String?, diffing: Diffing<String>, sourceLocation: SourceLocation
  ) -> SnapshotOutcome {
    guard expected?.isExactly(actual) != true else { return SnapshotOutcome(issues: []) }
    let shown =
      expected.map {
        diffing.describeDifference($0, actual) ?? SnapshotMessage.inlineLineEndings.text
      }
      ?? SnapshotMessage.inlineMissing(location: sourceLocation).text + "\n"
      + SnapshotMessage.newContent(actual).text
    let refused = SnapshotMessage.inlineRefused(
      path: sourceLocation.filePath, reason: InlineSnapshotError.noCurrentTest.text)
    return SnapshotOutcome(issues: [shown + "\n" + refused.text])
  }

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
    let text = actual
    let failure = expected.flatMap { expected in
      expected.isExactly(text)
        ? nil
        : diffing.describeDifference(expected, text) ?? SnapshotMessage.inlineLineEndings.text
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
    guard !issues.isEmpty, expected?.isExactly(text) != true else {
      return SnapshotOutcome(issues: issues)
    }
    let name = "\(sourceLocation.fileID)-\(sourceLocation.line)-\(sourceLocation.column)"
    let attachments = SnapshotAttachment.all(
      name: name, pathExtension: SnapshotLocation.defaultExtension,
      reference: expected, actual: text, kind: diffing.textKind)
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
    let filePath = sourceLocation.filePath
    let file = URL(fileURLWithPath: filePath).standardizedFileURL.path
    guard let root = SnapshotLocation.packageRoot(above: file), file.hasPrefix(root + "/") else {
      throw .inlineRefused(path: filePath, reason: InlineSnapshotError.noPackage.text)
    }
    let pending = pendingPath(environment, root: root)
    if let test {
      RunRecorder.shared.used(pending.name, by: test.recorded, in: pending.directory, sources: root)
      if failure != nil || expected == nil {
        RunRecorder.shared.failed(pending.name, in: pending.directory)
      }
    }
    let site = InlineSnapshotWriter.Site(
      path: filePath, line: sourceLocation.line, column: sourceLocation.column,
      function: functionName, real: URL(fileURLWithPath: file).resolvingSymlinksInPath().path)
    var observation = InlineSnapshotWriter.Observation(
      site: site, expected: expected, text: text, outcome: .passed, pendingPath: pending.path,
      root: root, source: String(file.dropFirst(root.count + 1)), test: test?.display)
    if expected != nil && failure == nil {
      let issues = conflict(writer.observe(observation), text: text, pending: pending.display)
      // Recording fails the test, as a file snapshot's does, even with nothing to write.
      guard mode == .all, issues.isEmpty else { return issues }
      return [SnapshotMessage.inlineRecordedUnchanged(location: sourceLocation).text]
    }
    let missing = SnapshotMessage.inlineMissing(location: sourceLocation).text
    let shown = failure ?? (missing + "\n" + SnapshotMessage.newContent(text).text)
    let records = mode == .all || mode == .failed || (mode == .missing && expected == nil)
    observation.outcome = records ? .record : mode == .never ? .verified : .pending
    if observation.outcome != .verified {
      // A pending file written through a linked folder would lie where the tool, which
      // follows no link out of the folder, neither lists nor accepts it.
      if let link = SnapshotLocation.linkedFolder(in: pending.directory, along: pending.name) {
        // `display` is the folder as shown, `/`, then the name and `.new`.
        let folder = pending.display.unicodeScalars.dropLast(pending.name.unicodeScalars.count + 4)
        let shownLink = String(folder) + link
        return [
          shown + "\n" + SnapshotMessage.linkOnTheWay(path: pending.display, link: shownLink).text
        ]
      }
      // Another running test process recording this call would write the same pending
      // file, and the source after it: neither announces a change the other may lose.
      if let run = claims.claim(pending.name, in: pending.directory) {
        return [
          shown + "\n"
            + SnapshotMessage.claimedByAnotherRun(path: pending.display, run: run).text
        ]
      }
      do throws(InlineSnapshotError) {
        observation.change = try writer.change(
          at: site, expected: expected, text: text, test: test, source: observation.source,
          root: root, module: sourceLocation.moduleName, stack: stack)
      } catch {
        let refused = SnapshotMessage.inlineRefused(path: filePath, reason: error.text)
        return [shown + "\n" + refused.text + earlierPendingNote(text: text, pending: pending)]
      }
    }
    let observed = writer.observe(observation)
    if case .unsaved(let reason) = observed {
      return [
        shown + "\n" + SnapshotMessage.inlineNotSaved(path: pending.display, reason: reason).text
      ]
    }
    if case .othersPending(let other) = observed {
      let test = test?.display ?? "the test"
      guard observation.outcome == .record else {
        let note = SnapshotMessage.inlineOthersPending(
          path: pending.display, owner: other, test: test)
        return [shown + "\n" + note.text]
      }
      let note = SnapshotMessage.inlineRecordedNotKept(
        location: sourceLocation, path: pending.display, owner: other, test: test)
      return [note.text + "\n" + shown]
    } else if observed != .saved && observed != .repeated {
      return conflict(observed, text: text, pending: pending.display)
    }
    switch observation.outcome {
    case .record:
      return [
        SnapshotMessage.inlineRecorded(
          location: sourceLocation, pending: pending.display, name: pending.name,
          directory: pending.command
        ).text + "\n" + shown
      ]
    case .pending:
      return [
        shown + "\n"
          + SnapshotMessage.inlinePending(
            pending: pending.display, name: pending.name, directory: pending.command,
            parameterized: test?.isParameterized ?? false
          ).text
      ]
    case .passed, .verified:
      return [shown]
    }
  }

  /// What a refused failure says of an earlier run's pending change for its call: one
  /// holding another value is removed, so `accept` cannot write a value the code no
  /// longer makes, and one holding this run's value is kept and named with its accept
  /// command; empty when there is none, or it is another test's.
  private func earlierPendingNote(
    text: String,
    pending: (path: String, display: String, name: String, directory: String, command: String?)
  ) -> String {
    switch InlineSnapshotWriter.settleEarlier(at: pending.path, text: text, test: test?.display) {
    case .removed?:
      return "\n" + SnapshotMessage.stalePendingRemoved(pending: pending.display).text
    case .kept?:
      let accept = SnapshotMessage.accept(name: pending.name, directory: pending.command)
      return "\n" + SnapshotMessage.pendingHoldsValue(pending: pending.display).text + "\n"
        + accept.text
    case nil:
      return ""
    }
  }

  /// The issue for a call site that saw another text earlier in this run, if it did.
  private func conflict(_ observed: InlineSnapshotWriter.Observed, text: String, pending: String)
    -> [String]
  {
    guard case .conflict(let earlier, let withdrawn) = observed else { return [] }
    return [
      SnapshotMessage.inlineConflict(
        location: sourceLocation, first: earlier, second: text,
        withdrawn: withdrawn ? pending : nil
      ).text
    ]
  }

  /// Where the call's pending change goes: in the snapshots folder the settings or
  /// `SNAPSHOT_DIRECTORY` name, else `Snapshots` beside the package's `Package.swift`;
  /// `command` is that folder, absolute, for an accept command to name, or `nil` for
  /// `Snapshots`, which the tool finds itself.
  private func pendingPath(_ environment: SnapshotEnvironment, root: String) -> (
    path: String, display: String, name: String, directory: String, command: String?
  ) {
    let explicit = settings.directory ?? environment.directory
    let directory: (path: String, display: String) =
      explicit.map { ($0, $0) } ?? (root + "/Snapshots", "Snapshots")
    let name = InlineSnapshotFile.pendingName(
      fileID: sourceLocation.fileID, line: sourceLocation.line, column: sourceLocation.column)
    let command = explicit.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    return (
      "\(directory.path)/\(name).new", "\(directory.display)/\(name).new", name, directory.path,
      command
    )
  }
}
