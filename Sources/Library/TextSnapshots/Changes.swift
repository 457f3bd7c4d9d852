/// Checks that an operation changes a value exactly as stated, and says how it did
/// otherwise: the work behind `expectDifference` and `expectChanges`, for code that is
/// not a Swift Testing test, such as a checker that reports failures its own way.
///
/// Name the value to watch, such as a view model's `state`: it is read before and after
/// the operation, and both readings are compared as ``Snapshotting/dump`` reads them,
/// whole, so a ``CustomSnapshotReflectable`` type chooses what is compared.
///
/// ```swift
/// var counter = Counter(count: 0, step: 1)
/// let failure = Changes.difference(counter, operation: { counter.count += 2 }) {
///   $0.count = 1
/// }
/// print(failure ?? "as stated")
/// // Prints "The changes differ from those stated (- stated, + actual):", then
/// // "-  count: 1," and "+  count: 2," in Counter's block, its step collapsed.
/// ```
public enum Changes {
  /// Reads `value`, runs `operation`, reads `value` again, and compares it with the
  /// first reading as `changes` leaves it.
  ///
  /// - Parameters:
  ///   - value: The value to watch, read before and after the operation, such as
  ///     `model.state`.
  ///   - operation: Changes the value, as in `{ model.onAddNumber(1) }`.
  ///   - changes: Applies the changes you expect to the value as it was before.
  /// - Returns: `nil` when the operation changed exactly what `changes` states; otherwise
  ///   a sentence and a field diff (`-` stated, `+` actual) that collapses unchanged parts.
  /// - Throws: What `value`, `operation` or `changes` throws.
  public static func difference<Value>(
    _ value: @autoclosure () throws -> Value, operation: () throws -> Void,
    changes: (inout Value) throws -> Void
  ) rethrows -> String? {
    var expected = try value()
    if let refusal = refusal(ofValue: expected) { return refusal }
    try changes(&expected)
    try operation()
    return failure(expected: ValueDump.node(of: expected), actual: ValueDump.node(of: try value()))
  }

  /// Reads `value`, runs `operation` on the caller's actor, reads `value` again, and
  /// compares it with the first reading as `changes` leaves it, as the synchronous form
  /// does.
  public static func difference<Value>(
    _ value: @autoclosure () throws -> Value, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Void, changes: (inout Value) throws -> Void
  ) async rethrows -> String? {
    var expected = try value()
    if let refusal = refusal(ofValue: expected) { return refusal }
    try changes(&expected)
    try await operation()
    return failure(expected: ValueDump.node(of: expected), actual: ValueDump.node(of: try value()))
  }

  /// Runs `action` on `value`, then compares it with the value before it as `changes`
  /// leaves it: ``difference(_:operation:changes:)`` with the value passed `inout`.
  ///
  /// - Parameters:
  ///   - value: The value the action changes.
  ///   - action: Changes the value.
  ///   - changes: Applies the changes you expect to the value as it was before.
  /// - Returns: `nil` when the action changed exactly what `changes` states; otherwise
  ///   a sentence and a field diff (`-` stated, `+` actual) that collapses unchanged parts.
  /// - Throws: What `action` throws.
  public static func difference<Value>(
    of value: inout Value, by action: (inout Value) throws -> Void,
    _ changes: (inout Value) -> Void
  ) rethrows -> String? {
    if let refusal = refusal(ofValue: value) { return refusal }
    var expected = value
    changes(&expected)
    try action(&value)
    return failure(expected: ValueDump.node(of: expected), actual: ValueDump.node(of: value))
  }

  /// Runs `action` on `value` on the caller's actor, then compares it with the value
  /// before it as `changes` leaves it, as the synchronous form does.
  public static func difference<Value: Sendable>(
    of value: inout Value, isolation: isolated (any Actor)? = #isolation,
    by action: (inout Value) async throws -> Void, _ changes: (inout Value) -> Void
  ) async rethrows -> String? {
    if let refusal = refusal(ofValue: value) { return refusal }
    var expected = value
    changes(&expected)
    try await action(&value)
    return failure(expected: ValueDump.node(of: expected), actual: ValueDump.node(of: value))
  }

  /// Runs `action` on `model`, then compares each property `changes` states with the
  /// value stated for it.
  ///
  /// Only the stated properties are compared, each whole: a property the action changes
  /// that you leave unstated goes unseen. To check that nothing else changed, name the
  /// value that holds it all: `difference(model.state, operation:changes:)`.
  ///
  /// - Parameters:
  ///   - model: The model the action changes.
  ///   - action: Changes the model, as in `{ $0.onAddNumber(1) }`.
  ///   - changes: States the changes you expect, as in `{ $0.state.numbers = [1] }`.
  /// - Returns: `nil` when every stated property holds what was stated for it; otherwise
  ///   a sentence and a field diff (`-` stated, `+` actual) of the stated properties.
  /// - Throws: What `action` throws.
  public static func difference<Model: AnyObject>(
    of model: Model, by action: (Model) throws -> Void,
    _ changes: (inout ExpectedChanges<Model>) -> Void
  ) rethrows -> String? {
    var expected = ExpectedChanges(model: model)
    changes(&expected)
    if expected.changedTheModel { return SnapshotMessage.changesChangedModel.text }
    try action(model)
    return failure(model, expected)
  }

  /// Runs `action` on `model` on the caller's actor, then compares each property
  /// `changes` states with the value stated for it, as the synchronous form does.
  public static func difference<Model: AnyObject & Sendable>(
    of model: Model, isolation: isolated (any Actor)? = #isolation,
    by action: (Model) async throws -> Void, _ changes: (inout ExpectedChanges<Model>) -> Void
  ) async rethrows -> String? {
    var expected = ExpectedChanges(model: model)
    changes(&expected)
    if expected.changedTheModel { return SnapshotMessage.changesChangedModel.text }
    try await action(model)
    return failure(model, expected)
  }

  /// Why a value cannot be checked as a value: a class instance would be changed by the
  /// statements themselves.
  private static func refusal<Value>(ofValue value: Value) -> String? {
    guard type(of: value as Any) is AnyObject.Type else { return nil }
    return SnapshotMessage.changesOfAClass(type: String(describing: type(of: value as Any))).text
  }

  /// The stated properties as stated and as the model holds them, one item each in a
  /// block named after the model.
  private static func failure<Model: AnyObject>(
    _ model: Model, _ expected: ExpectedChanges<Model>
  ) -> String? {
    func block(_ value: (ExpectedChanges<Model>.Statement) -> Any) -> DumpNode {
      .block(
        opening: "\(Model.self)(",
        items: expected.statements.map {
          DumpItem(label: nil, value: ValueDump.node(of: value($0)))
        },
        closing: ")")
    }
    return failure(
      expected: block(\.value), actual: block { model[keyPath: $0.keyPath] })
  }

  private static func failure(expected: DumpNode, actual: DumpNode) -> String? {
    let lines = DumpDiff.lines(expected: expected, actual: actual)
    return lines.isEmpty ? nil : SnapshotMessage.changesDiffer(lines).text
  }
}
