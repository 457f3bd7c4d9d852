/// Checks that an operation changes a value exactly as stated, and says how it did
/// otherwise: the work behind `expectDifference`, for code that is
/// not a Swift Testing test, such as a checker that reports failures its own way.
///
/// Name the value to watch, such as a model's `cart`: it is read before and after
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
  /// The first reading is a copy, and a copy shares every class instance the value
  /// holds, so its dump is taken as text before the operation runs. When the operation
  /// changed the copy through such an instance, or `changes` changed the value under
  /// test through one (it is read a third time, after `changes`, to find out), the check
  /// could prove nothing, and the failure says so and where, rather than comparing.
  ///
  /// - Parameters:
  ///   - value: The value to watch, read before and after the operation, such as
  ///     `model.state`.
  ///   - operation: Changes the value, as in `{ model.add("Tea", price: 3) }`.
  ///   - changes: Applies the changes you expect to the value as it was before; it runs
  ///     after the operation, and not at all when the operation changed the copy.
  /// - Returns: `nil` when the operation changed exactly what `changes` states; otherwise
  ///   a sentence and a field diff (`-` stated, `+` actual) that collapses unchanged parts,
  ///   or a sentence naming where a shared class instance changed.
  /// - Throws: What `value`, `operation` or `changes` throws.
  public static func difference<Value>(
    _ value: @autoclosure () throws -> Value, operation: () throws -> Void,
    changes: (inout Value) throws -> Void
  ) rethrows -> String? {
    let before = try value()
    if let refusal = refusal(ofValue: before) { return refusal }
    let beforeText = dumped(before)
    try operation()
    return try verdict(
      before: before, beforeText: beforeText, value: value, changes: changes)
  }

  /// Reads `value`, runs `operation` on the caller's actor, reads `value` again, and
  /// compares it with the first reading as `changes` leaves it, as the synchronous form
  /// does.
  public static func difference<Value>(
    _ value: @autoclosure () throws -> Value, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Void, changes: (inout Value) throws -> Void
  ) async rethrows -> String? {
    let before = try value()
    if let refusal = refusal(ofValue: before) { return refusal }
    let beforeText = dumped(before)
    try await operation()
    return try verdict(
      before: before, beforeText: beforeText, value: value, changes: changes)
  }

  /// Why a value cannot be checked as a value: a class instance would be changed by the
  /// statements themselves.
  private static func refusal<Value>(ofValue value: Value) -> String? {
    guard type(of: value as Any) is AnyObject.Type else { return nil }
    return SnapshotMessage.changesOfAClass(type: String(describing: type(of: value as Any))).text
  }

  /// The verdict once the operation ran: `before` is the first reading and `beforeText`
  /// its dump, taken before the operation; `value` reads the value under test.
  ///
  /// Each comparison is against a dump taken when it was meant to be, never one taken
  /// again later: the copy against `beforeText`, the value read after `changes` against
  /// its reading after the operation. A value with more values than a dump reads is not
  /// judged: the issue says so (``SnapshotMessage/valueUnread(readLimit:isChange:)``).
  private static func verdict<Value>(
    before: Value, beforeText: Result<DumpNode, SnapshotMessage>, value: () throws -> Value,
    changes: (inout Value) throws -> Void
  ) rethrows -> String? {
    // A value the dump stopped reading is read no further: each reading costs a million
    // values.
    let first: DumpNode
    switch beforeText {
    case .success(let node): first = node
    case .failure(let error): return error.text
    }
    let after: DumpNode
    switch dumped(try value()) {
    case .success(let node): after = node
    case .failure(let error): return error.text
    }
    let copy: DumpNode
    switch dumped(before) {
    case .success(let node): copy = node
    case .failure(let error): return error.text
    }
    if let place = DumpPath.firstDifference(first, copy) {
      return shared(Value.self, place, SnapshotMessage.changedThroughAnInstance)
    }
    var expected = before
    try changes(&expected)
    let stated: DumpNode
    let again: DumpNode
    switch (dumped(expected), dumped(try value())) {
    case (.success(let expected), .success(let actual)): (stated, again) = (expected, actual)
    case (.failure(let error), _), (_, .failure(let error)): return error.text
    }
    if let place = DumpPath.firstDifference(after, again) {
      return shared(Value.self, place, SnapshotMessage.statedThroughAnInstance)
    }
    let lines = DumpDiff.lines(expected: stated, actual: after)
    return lines.isEmpty ? nil : SnapshotMessage.changesDiffer(lines).text
  }

  /// A value's dump, or the issue that says it holds more values than a dump reads.
  private static func dumped(_ value: Any) -> Result<DumpNode, SnapshotMessage> {
    Result { () throws(SnapshotMessage) in try ValueDump.node(of: value) }
  }

  /// The failure that says a class instance the copy shares changed, and where.
  private static func shared<Value>(
    _ type: Value.Type, _ place: DumpPath,
    _ message: (String, String, String?, String?) -> SnapshotMessage
  ) -> String {
    message(
      String(describing: type), place.path, place.instance?.name, place.instance?.path
    ).text
  }
}
