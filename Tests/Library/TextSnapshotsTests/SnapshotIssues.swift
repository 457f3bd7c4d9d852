import KitSupport
import Testing

@testable import TextSnapshots

/// Runs `body` with `settings` and returns the text of every issue its snapshot
/// assertions report.
///
/// The assertions are the library's own checks, made as `expectSnapshot` makes them,
/// but their issue texts are returned instead of recorded, so a test compares them
/// exactly and nothing counts as a known issue.
func snapshotIssues(_ settings: SnapshotSettings, _ body: (SnapshotChecks) -> Void) -> [String] {
  let checks = SnapshotChecks(settings: settings)
  body(checks)
  return checks.issues.withLock { $0 }
}

/// Runs `body` with `settings` and returns what its snapshot assertions would attach to
/// the test, in order.
func snapshotAttachments(_ settings: SnapshotSettings, _ body: (SnapshotChecks) -> Void)
  -> [SnapshotAttachment]
{
  let checks = SnapshotChecks(settings: settings)
  body(checks)
  return checks.attachments.withLock { $0 }
}

/// Snapshot assertions that keep their issue texts and attachments, for
/// ``snapshotIssues(_:_:)`` and ``snapshotAttachments(_:_:)``.
final class SnapshotChecks: Sendable {
  let settings: SnapshotSettings
  let issues = Locked<[String]>([])
  let attachments = Locked<[SnapshotAttachment]>([])

  init(settings: SnapshotSettings) {
    self.settings = settings
  }

  /// Checks as `expectSnapshot(of:as:named:record:sourceLocation:)` does.
  func expectSnapshot<Value, Format>(
    of value: Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
    record: SnapshotRecordMode? = nil, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    let assertion = SnapshotAssertion(
      diffing: strategy.diffing, pathExtension: strategy.pathExtension, settings: settings,
      test: Test.current.map { SnapshotTestIdentity($0, fileID: fileID) },
      isParameterised: Test.Case.current?.isParameterized ?? false, named: name,
      record: record,
      sourceLocation: SourceLocation(
        fileID: fileID, filePath: filePath, line: line, column: column))
    let outcome = assertion.verify(strategy.snapshot(value))
    issues.withLock { $0 += outcome.issues }
    attachments.withLock { $0 += outcome.attachments }
  }
}
