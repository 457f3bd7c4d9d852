import CalcCore

// What a storyboard prints of the data: its fields by the seed's names, and the ones a
// step changed. Storyboards use it, and so do the exercises' checks, which name the
// fields in which a learner's model differs from the kit's: so it lives with the
// storyboards, and its fields are public.
extension CalculatorData {
  /// One field that differs between two calculator data.
  package struct FieldChange: Equatable, Sendable, CustomStringConvertible {
    /// The field's name, as the seed spells it.
    package let field: String
    /// The old value, printed as Swift would write it.
    package let old: String
    /// The new value, printed as Swift would write it.
    package let new: String

    /// The change as one line: `numbers: [1] → [1, 2]`.
    package var description: String { "\(field): \(old) → \(new)" }
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
  package func changes(from old: CalculatorData) -> [FieldChange] {
    zip(old.printedFields, printedFields).compactMap { old, new in
      old.value == new.value ? nil : FieldChange(field: new.field, old: old.value, new: new.value)
    }
  }
}
