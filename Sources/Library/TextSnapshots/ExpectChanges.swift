import Testing

/// Runs an action on a model and records an issue unless each property you state holds
/// what you stated for it, with a field diff that collapses the unchanged parts.
///
/// It compares only the properties you state, each whole, as values: a property the
/// action changes that you leave unstated goes unseen. Prefer
/// ``expectDifference(_:sourceLocation:operation:changes:)`` over the value that holds
/// them all, such as `model.state`, which fails on any change you did not state; this
/// form is kept so that tests written with it still compile.
///
/// Call it where the model lives: on the main actor for a `@MainActor` model.
///
/// - Parameters:
///   - model: The model the action changes.
///   - sourceLocation: Where the issue is recorded.
///   - action: Changes the model, as in `{ $0.onAddNumber(1) }`.
///   - changes: States the changes you expect, as in `{ $0.state.numbers = [1] }`.
/// - Throws: What `action` throws.
public func expectChanges<Model: AnyObject>(
  of model: Model, sourceLocation: SourceLocation = #_sourceLocation,
  by action: (Model) throws -> Void, _ changes: (inout ExpectedChanges<Model>) -> Void
) rethrows {
  let failure = try Changes.difference(of: model, by: action, changes)
  recordChanges(failure, at: sourceLocation)
}

/// Runs an action that waits on a model, on the caller's actor, and records an issue
/// unless it changed exactly what you state, as the synchronous form does.
///
/// - Parameters:
///   - model: The model the action changes.
///   - sourceLocation: Where the issue is recorded.
///   - isolation: The actor the action runs on: the caller's.
///   - action: Changes the model, as in `{ await $0.onFirstLoading() }`.
///   - changes: States the changes you expect.
/// - Throws: What `action` throws.
public func expectChanges<Model: AnyObject & Sendable>(
  of model: Model, sourceLocation: SourceLocation = #_sourceLocation,
  isolation: isolated (any Actor)? = #isolation,
  by action: (Model) async throws -> Void, _ changes: (inout ExpectedChanges<Model>) -> Void
) async rethrows {
  let failure = try await Changes.difference(of: model, by: action, changes)
  recordChanges(failure, at: sourceLocation)
}

/// Runs an action on a value and records an issue unless it changed exactly what you
/// state, with a field diff that collapses the unchanged parts.
///
/// - Parameters:
///   - value: The value the action changes; it keeps the change.
///   - sourceLocation: Where the issue is recorded.
///   - action: Changes the value.
///   - changes: Applies the changes you expect to the value as it was before.
/// - Throws: What `action` throws.
public func expectChanges<Value>(
  of value: inout Value, sourceLocation: SourceLocation = #_sourceLocation,
  by action: (inout Value) throws -> Void, _ changes: (inout Value) -> Void
) rethrows {
  let failure = try Changes.difference(of: &value, by: action, changes)
  recordChanges(failure, at: sourceLocation)
}

/// Runs an action that waits on a value, on the caller's actor, and records an issue
/// unless it changed exactly what you state.
///
/// - Parameters:
///   - value: The value the action changes; it keeps the change.
///   - sourceLocation: Where the issue is recorded.
///   - isolation: The actor the action runs on: the caller's.
///   - action: Changes the value.
///   - changes: Applies the changes you expect to the value as it was before.
/// - Throws: What `action` throws.
public func expectChanges<Value: Sendable>(
  of value: inout Value, sourceLocation: SourceLocation = #_sourceLocation,
  isolation: isolated (any Actor)? = #isolation,
  by action: (inout Value) async throws -> Void, _ changes: (inout Value) -> Void
) async rethrows {
  let failure = try await Changes.difference(of: &value, by: action, changes)
  recordChanges(failure, at: sourceLocation)
}
