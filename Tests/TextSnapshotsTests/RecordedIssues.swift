import KitSupport
import Testing

@testable import TextSnapshots

/// Runs `body` with `settings` and returns the text of every issue it recorded.
///
/// The issues are expected, so they do not fail the calling test; the caller compares
/// the returned texts exactly.
func recordedIssues(_ settings: SnapshotSettings, _ body: () -> Void) -> [String] {
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
