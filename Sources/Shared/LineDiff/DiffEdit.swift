/// One step of an edit script that turns a reference sequence into an actual one.
package enum DiffEdit: Equatable, Sendable {
  /// The element at `reference` is kept, and is the one at `actual`.
  case equal(reference: Int, actual: Int)
  /// The element at `reference` is removed.
  case delete(reference: Int)
  /// The element at `actual` is added.
  case insert(actual: Int)

  /// Whether the edit keeps an element.
  package var isEqual: Bool {
    if case .equal = self { return true }
    return false
  }
}
