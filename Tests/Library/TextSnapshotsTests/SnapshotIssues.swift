import KitSupport
import Testing

@testable import TextSnapshots

/// Runs `body`, which calls the snapshot assertions as a user's test does, with
/// `settings` in effect, and returns the text of every issue they record, in order.
///
/// The issues are caught with Swift Testing's `withKnownIssue`, so they count as known
/// issues of the test rather than failures, and a test compares their texts exactly; a
/// body that records none is no failure either.
func snapshotIssues(_ settings: SnapshotSettings, _ body: () -> Void) -> [String] {
  let issues = Locked<[String]>([])
  SnapshotSettings.$current.withValue(settings) {
    withKnownIssue(isIntermittent: true) {
      body()
    } matching: { issue in
      issues.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
  }
  return issues.withLock { $0 }
}

/// What `expectSnapshot(of:as:named:record:sourceLocation:)` attaches to the running test
/// when it checks `value` at `sourceLocation` with `settings`, in order.
///
/// Swift Testing offers no way to read a test's attachments back, so this makes the
/// check the function makes, from the same initializer, and returns its attachments
/// instead of recording them.
func snapshotAttachments<Value, Format>(
  _ settings: SnapshotSettings, of value: Value, as strategy: Snapshotting<Value, Format>,
  named name: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> [SnapshotAttachment] {
  SnapshotSettings.$current.withValue(settings) {
    let reading = strategy.reading(of: value)
    return SnapshotAssertion(strategy, named: name, record: nil, at: sourceLocation)
      .verify(reading.format, refusal: reading.refusal).attachments
  }
}

/// The caller's location with the parts given replaced, for a test that says where its
/// assertion is, as `expectSnapshot(…, sourceLocation: here(line: 10, column: 5))`.
func here(
  filePath: String? = nil, line: Int? = nil, column: Int? = nil,
  _ location: SourceLocation = #_sourceLocation
) -> SourceLocation {
  var location = location
  location.filePath = filePath ?? location.filePath
  location.line = line ?? location.line
  location.column = column ?? location.column
  return location
}
