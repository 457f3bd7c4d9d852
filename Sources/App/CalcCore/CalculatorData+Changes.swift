extension CalculatorData {
  /// One field that differs between two calculator data.
  public struct FieldChange: Equatable, Sendable, CustomStringConvertible {
    /// The field's name, as the seed spells it.
    public let field: String
    /// The old value, printed as Swift would write it.
    public let old: String
    /// The new value, printed as Swift would write it.
    public let new: String

    /// The change as one line: `numbers: [1] → [1, 2]`.
    public var description: String { "\(field): \(old) → \(new)" }
  }

  /// The fields, in the seed's order, with their values printed as Swift would write them.
  public var printedFields: [(field: String, value: String)] {
    [
      ("isLoadingOnStart", "\(isLoadingOnStart)"),
      ("numbers", "\(numbers)"),
      ("result", result.debugDescription),
      ("isCalculating", "\(isCalculating)"),
    ]
  }

  /// The fields in which this data differs from an older one, in the seed's order.
  ///
  /// ```swift
  /// let old = CalculatorData(isLoadingOnStart: false, numbers: [1])
  /// let new = CalculatorData(isLoadingOnStart: false, numbers: [1, 2])
  /// print(new.changes(from: old).map(\.description))
  /// // Prints "["numbers: [1] → [1, 2]", "result: \"1\" → \"1 + 2\""]"
  /// ```
  public func changes(from old: CalculatorData) -> [FieldChange] {
    zip(old.printedFields, printedFields).compactMap { old, new in
      old.value == new.value ? nil : FieldChange(field: new.field, old: old.value, new: new.value)
    }
  }
}
