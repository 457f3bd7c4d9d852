import KitSupport

/// Counts the calculator screens drawn while it is bound to a task.
///
/// Bind one around the code you measure, with
/// `ScreenCount.$current.withValue(count) { … }`, then read how many screens it
/// drew: a cost a test can check exactly, where timing the code would depend on
/// how busy the machine is. Child tasks and `Task {}` started inside inherit it,
/// as they inherit every task-local value; `Task.detached {}` does not.
package final class ScreenCount: Sendable {
  /// The count of the running task; `nil`, so nothing is counted, unless a test binds one.
  @TaskLocal package static var current: ScreenCount?

  private let drawn = Locked(0)

  /// Creates a count at zero.
  package init() {}

  /// How many screens were drawn while this count was bound.
  package var screens: Int { drawn.withLock { $0 } }

  /// Counts one screen drawn.
  func add() {
    drawn.withLock { $0 += 1 }
  }
}
