import Testing

/// Runs an action on a model and records an issue unless it changed exactly what you
/// state, with a field diff that collapses the unchanged parts.
///
/// State every change the action makes, as assignments to the model's properties; the
/// check is exhaustive, as an exhaustive test store is: a property the action changes
/// that you did not state fails the test, and so does one you stated that it did not
/// change. For an `@Observable` model the properties are those Observation tracks, the
/// ones a SwiftUI view redraws for; for another class, all its stored properties.
///
/// ```swift
/// let model = CalculatorViewModel(state: CalculatorData(isLoadingOnStart: false))
/// expectChanges(of: model, by: { $0.onAddNumber(1) }) {
///   $0.state.numbers = [1]
///   $0.state.result = "1"
/// }
/// ```
///
/// Call it where the model lives: on the main actor for a `@MainActor` model. To state
/// the changes of a value rather than a model, pass it with `&`, as in
/// `expectChanges(of: &total, by: { $0.add(1) }) { $0.count = 1 }`.
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

private func recordChanges(_ failure: String?, at sourceLocation: SourceLocation) {
  guard let failure else { return }
  Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
}
