import KitSupport

/// What a suite's doc examples printed, kept for the tests to check instead of written out.
package final class Printed: Sendable {
  /// One call to `print`.
  private struct Call {
    let item: String
    let terminator: String
  }

  private let calls = Locked<[Call]>([])

  /// Creates an empty record.
  package init() {}

  /// What each call printed, without its terminator: one entry a call.
  package var lines: [String] { calls.withLock { $0.map(\.item) } }

  /// Everything printed, each call's terminator included, as `print` would have written it.
  package var text: String { calls.withLock { $0.map { $0.item + $0.terminator }.joined() } }

  /// Keeps what one call printed.
  package func record(_ item: String, terminator: String) {
    calls.withLock { $0.append(Call(item: item, terminator: terminator)) }
  }
}
