import Observation

/// Checks that an action changes a value or a model exactly as stated, and says how it
/// did otherwise: the work behind `expectChanges`, for code that is not a Swift Testing
/// test, such as a checker that reports failures its own way.
///
/// Both sides are read as ``Snapshotting/dump`` reads them, so a
/// ``CustomSnapshotReflectable`` type chooses what is compared. A value is compared
/// whole. A model (a class) is compared by its stored properties: for an `@Observable`
/// model, the ones Observation tracks, which are what a SwiftUI view redraws for;
/// for another class, all of them.
///
/// ```swift
/// var counter = Counter(count: 0, step: 1)
/// let failure = Changes.difference(of: &counter, by: { $0.count += 2 }) { $0.count = 1 }
/// print(failure ?? "as stated")
/// // Prints "The changes differ from those stated (- stated, + actual):", then
/// // "-  count: 1," and "+  count: 2," in Counter's block, its step collapsed.
/// ```
public enum Changes {
  /// Runs `action` on `value`, then compares it with the value before it as `changes`
  /// leaves it.
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

  /// Runs `action` on `model`, then compares the model's stored properties with their
  /// values before it, as `changes` states them.
  ///
  /// - Parameters:
  ///   - model: The model the action changes.
  ///   - action: Changes the model, as in `{ $0.onAddNumber(1) }`.
  ///   - changes: States the changes you expect, as in `{ $0.state.numbers = [1] }`.
  /// - Returns: `nil` when the action changed exactly what `changes` states; otherwise
  ///   a sentence and a field diff (`-` stated, `+` actual) that collapses unchanged parts.
  /// - Throws: What `action` throws.
  public static func difference<Model: AnyObject>(
    of model: Model, by action: (Model) throws -> Void,
    _ changes: (inout ExpectedChanges<Model>) -> Void
  ) rethrows -> String? {
    var expected = ExpectedChanges(model: model)
    let before = ModelFields(of: model)
    changes(&expected)
    if ModelFields(of: model) != before { return SnapshotMessage.changesChangedModel.text }
    try action(model)
    return failure(model, expected, before: before)
  }

  /// Runs `action` on `model` on the caller's actor, then compares the model's stored
  /// properties with their values before it, as `changes` states them, as the
  /// synchronous form does.
  public static func difference<Model: AnyObject & Sendable>(
    of model: Model, isolation: isolated (any Actor)? = #isolation,
    by action: (Model) async throws -> Void, _ changes: (inout ExpectedChanges<Model>) -> Void
  ) async rethrows -> String? {
    var expected = ExpectedChanges(model: model)
    let before = ModelFields(of: model)
    changes(&expected)
    if ModelFields(of: model) != before { return SnapshotMessage.changesChangedModel.text }
    try await action(model)
    return failure(model, expected, before: before)
  }

  /// Why a value cannot be checked as a value: a class instance would be changed by the
  /// statements themselves.
  private static func refusal<Value>(ofValue value: Value) -> String? {
    guard type(of: value as Any) is AnyObject.Type else { return nil }
    return SnapshotMessage.changesOfAClass(type: String(describing: type(of: value as Any))).text
  }

  private static func failure<Model: AnyObject>(
    _ model: Model, _ expected: ExpectedChanges<Model>, before: ModelFields
  ) -> String? {
    let after = ModelFields(of: model)
    var stated: [Int: DumpNode] = [:]
    for statement in expected.statements {
      let now = ValueDump.node(of: model[keyPath: statement.keyPath])
      let name = String(describing: statement.keyPath).split(separator: ".").last.map(String.init)
      guard
        let field = before.field(holding: statement.before, now: now, after: after, named: name)
      else {
        return SnapshotMessage.changesUnmatched(
          type: before.typeName, properties: before.tracked.map(\.label)
        ).text
      }
      stated[field] = ValueDump.node(of: statement.value)
    }
    let shown = before.fields.indices.filter { before.fields[$0].isTracked || stated[$0] != nil }
    return failure(
      expected: before.node(of: shown) { stated[$0] ?? before.fields[$0].node },
      actual: after.node(of: shown) { after.fields[$0].node })
  }

  private static func failure(expected: DumpNode, actual: DumpNode) -> String? {
    let lines = DumpDiff.lines(expected: expected, actual: actual)
    return lines.isEmpty ? nil : SnapshotMessage.changesDiffer(lines).text
  }
}

/// A model's stored properties, each dumped, as `Changes` compares them.
struct ModelFields: Equatable {
  struct Field: Equatable {
    /// The name as the source spells it (`state`, not the `_state` Observation stores).
    var label: String
    var node: DumpNode
    /// Whether a change of it counts: for an `@Observable` model, whether Observation
    /// tracks it; for another class, always.
    var isTracked: Bool
  }

  var typeName: String
  var fields: [Field]

  var tracked: [Field] { fields.filter(\.isTracked) }

  init(of model: AnyObject) {
    typeName = String(describing: type(of: model))
    let isObservable = model is any Observable
    fields = ValueDump.lineage(of: ValueDump.mirror(of: model)).compactMap { child in
      guard let label = child.label else { return nil }
      // The `@Observable` macro stores a tracked property `state` as `_state`, and keeps
      // its registrar in `_$observationRegistrar`.
      guard isObservable else {
        return Field(label: label, node: ValueDump.node(of: child.value), isTracked: true)
      }
      if label.hasPrefix("_$") { return nil }
      let isTracked = label.hasPrefix("_")
      return Field(
        label: isTracked ? String(label.dropFirst()) : label,
        node: ValueDump.node(of: child.value), isTracked: isTracked)
    }
  }

  /// The stored property a stated key path reads: the one that held the value the key
  /// path read before the action and holds the one it reads after it, as only a stored
  /// property (or a property that reads one) can; tracked ones first.
  ///
  /// A key path's name is not part of Swift's reflection, so of two properties that
  /// held the same values all along, the one whose label the key path's description
  /// ends in wins (`\Tally.total` names `total`), else the first.
  func field(holding before: DumpNode, now: DumpNode, after: ModelFields, named name: String?)
    -> Int?
  {
    let holding = fields.indices.filter {
      fields[$0].node == before && $0 < after.fields.count && after.fields[$0].node == now
    }
    let candidates =
      holding.filter { fields[$0].isTracked } + holding.filter { !fields[$0].isTracked }
    return candidates.first { fields[$0].label == name } ?? candidates.first
  }

  /// The model as a dump of the fields at `indices`, each given by `node`.
  func node(of indices: [Int], _ node: (Int) -> DumpNode) -> DumpNode {
    .block(
      opening: "\(typeName)(",
      items: indices.map { DumpItem(label: .line(fields[$0].label), value: node($0)) },
      closing: ")")
  }
}
