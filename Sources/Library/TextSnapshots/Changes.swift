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
  /// - Parameters:
  ///   - value: The value to watch, read before and after the operation, such as
  ///     `model.state`.
  ///   - operation: Changes the value, as in `{ model.add("Tea", price: 3) }`.
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
    return failure(expected: expected, actual: try value())
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
    return failure(expected: expected, actual: try value())
  }

  /// Why a value cannot be checked as a value: a class instance would be changed by the
  /// statements themselves.
  private static func refusal<Value>(ofValue value: Value) -> String? {
    guard type(of: value as Any) is AnyObject.Type else { return nil }
    return SnapshotMessage.changesOfAClass(type: String(describing: type(of: value as Any))).text
  }

  /// How `actual` differs from `expected`, both read as ``Snapshotting/dump`` reads
  /// them; or why they cannot be compared, when either holds more values than a dump
  /// reads.
  private static func failure(expected: Any, actual: Any) -> String? {
    do throws(SnapshotMessage) {
      let lines = DumpDiff.lines(
        expected: try ValueDump.node(of: expected), actual: try ValueDump.node(of: actual))
      return lines.isEmpty ? nil : SnapshotMessage.changesDiffer(lines).text
    } catch {
      return error.text
    }
  }
}
