import CalcCore

/// The fields in which two calculator data differ, printed one per line.
///
/// ```
///   numbers: expected [1], actual [1, 2]
///   result: expected "1", actual "1 + 2"
/// ```
struct FieldDiff: CustomStringConvertible {
  /// One differing field.
  struct Change: Equatable {
    let field: String
    let expected: String
    let actual: String
  }

  /// The differing fields, in the seed's order.
  let changes: [Change]

  /// Compares two data; `nil` when they are equal.
  init?(expected: CalculatorData, actual: CalculatorData) {
    let fields: [(String, String, String)] = [
      ("isLoadingOnStart", "\(expected.isLoadingOnStart)", "\(actual.isLoadingOnStart)"),
      ("numbers", "\(expected.numbers)", "\(actual.numbers)"),
      ("result", expected.result.debugDescription, actual.result.debugDescription),
      ("isCalculating", "\(expected.isCalculating)", "\(actual.isCalculating)"),
    ]
    changes = fields.filter { $0.1 != $0.2 }.map {
      Change(field: $0.0, expected: $0.1, actual: $0.2)
    }
    if changes.isEmpty { return nil }
  }

  var description: String {
    changes.map { "  \($0.field): expected \($0.expected), actual \($0.actual)" }
      .joined(separator: "\n")
  }
}
