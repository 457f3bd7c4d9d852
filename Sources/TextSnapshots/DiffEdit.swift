/// One step of an edit script that turns a reference sequence into an actual one.
enum DiffEdit: Equatable, Sendable {
  case equal(reference: Int, actual: Int)
  case delete(reference: Int)
  case insert(actual: Int)

  var isEqual: Bool {
    if case .equal = self { return true }
    return false
  }
}
