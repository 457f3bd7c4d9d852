import Foundation

/// A value guarded by a lock, so several threads or tasks can share it safely.
///
/// Keep a type's mutable state in one `Locked` value and reach it only through
/// ``withLock(_:)``; the lock, and the `@unchecked Sendable` it justifies, then
/// live here rather than in every type that shares state.
///
/// ```swift
/// let count = Locked(0)
/// count.withLock { $0 += 1 }
/// print(count.withLock { $0 })
/// // Prints "1"
/// ```
///
/// `Mutex` from the Synchronization module does the same, but needs macOS 15;
/// this package still supports macOS 14.
package final class Locked<Value: Sendable>: @unchecked Sendable {
  // `@unchecked` because `value` is only read or written inside `withLock`, with `lock` held.
  private let lock = NSLock()
  private var value: Value

  /// Creates a lock box holding `value`.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the lock held, giving it the value to read or change.
  ///
  /// Keep `body` short, and never call `withLock` on the same box from inside
  /// it: the lock is not recursive, so that call would wait forever.
  ///
  /// - Parameter body: Reads or changes the value.
  /// - Returns: What `body` returns.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
