import Testing

/// Checks that an operation changes a value exactly as you state, and records an issue
/// with a field diff, the unchanged parts collapsed, when it changed otherwise.
///
/// Name the value to watch, such as a model's `cart`: it is read before and after
/// `operation`, and `changes` applies the changes you expect to the value as it was
/// before. The check is exhaustive over that value: a change you did not state fails the
/// test, and so does one you stated that did not happen.
///
/// The copy `changes` is applied to shares any class instance the value holds, so a
/// change made through one, by the operation or by `changes`, is an issue that says
/// where, never a pass: name a value type that holds no class instance.
///
/// ```swift
/// let model = CartModel()
/// expectDifference(model.cart) {
///   model.add("Tea", price: 3)
/// } changes: {
///   $0.items = ["Tea"]
///   $0.total = 3
/// }
/// ```
///
/// Call it where the value lives: on the main actor for a `@MainActor` model's state.
///
/// - Parameters:
///   - value: The value to watch, read before and after the operation.
///   - sourceLocation: Where the issue is recorded.
///   - operation: Changes the value, as in `{ model.add("Tea", price: 3) }`.
///   - changes: Applies the changes you expect to the value as it was before.
/// - Throws: What `value`, `operation` or `changes` throws.
public func expectDifference<Value>(
  _ value: @autoclosure () throws -> Value, sourceLocation: SourceLocation = #_sourceLocation,
  operation: () throws -> Void, changes: (inout Value) throws -> Void
) rethrows {
  let failure = try Changes.difference(try value(), operation: operation, changes: changes)
  recordChanges(failure, at: sourceLocation)
}

/// Checks that an operation that waits changes a value exactly as you state, running it
/// on the caller's actor, and records an issue otherwise, as the synchronous form does.
///
/// - Parameters:
///   - value: The value to watch, read before and after the operation.
///   - sourceLocation: Where the issue is recorded.
///   - isolation: The actor the operation runs on: the caller's.
///   - operation: Changes the value, as in `{ await model.checkOut() }`.
///   - changes: Applies the changes you expect to the value as it was before.
/// - Throws: What `value`, `operation` or `changes` throws.
public func expectDifference<Value>(
  _ value: @autoclosure () throws -> Value, sourceLocation: SourceLocation = #_sourceLocation,
  isolation: isolated (any Actor)? = #isolation, operation: () async throws -> Void,
  changes: (inout Value) throws -> Void
) async rethrows {
  let failure = try await Changes.difference(
    try value(), operation: operation, changes: changes)
  recordChanges(failure, at: sourceLocation)
}

/// Records the failure of a change assertion, if there is one, at the caller's location.
func recordChanges(_ failure: String?, at sourceLocation: SourceLocation) {
  guard let failure else { return }
  Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
}
