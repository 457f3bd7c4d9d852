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

/// Snapshot assertions that keep their issue texts, for ``snapshotIssues(_:_:)``.
final class SnapshotChecks: Sendable {
  let settings: SnapshotSettings
  let issues = Locked<[String]>([])

  init(settings: SnapshotSettings) {
    self.settings = settings
  }

  /// Checks as `expectSnapshot(of:as:named:record:fileID:filePath:line:column:)` does.
  func expectSnapshot<Value, Format>(
    of value: Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
    record: SnapshotRecordMode? = nil, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    let assertion = SnapshotAssertion(
      diffing: strategy.diffing, settings: settings, test: Test.current,
      isParameterised: Test.Case.current?.isParameterized ?? false, named: name,
      record: record,
      sourceLocation: SourceLocation(
        fileID: fileID, filePath: filePath, line: line, column: column),
      filePath: filePath)
    let texts = assertion.verify(strategy.snapshot(value))
    issues.withLock { $0 += texts }
  }
}
