import CalcCore

/// The fields in which two calculator data differ, printed one per line.
///
/// ```
///   numbers: expected [1], actual [1, 2]
///   result: expected "1", actual "1 + 2"
/// ```
struct FieldDiff: CustomStringConvertible {
  /// The differing fields, in the seed's order.
  let changes: [CalculatorData.FieldChange]

  /// Compares two data; `nil` when they are equal.
  init?(expected: CalculatorData, actual: CalculatorData) {
    changes = actual.changes(from: expected)
    if changes.isEmpty { return nil }
  }

  var description: String {
    changes.map { "  \($0.field): expected \($0.old), actual \($0.new)" }
      .joined(separator: "\n")
  }
}
