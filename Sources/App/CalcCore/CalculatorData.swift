// lesson:data begin
/// The data the calculator screen draws and the view model decides from.
///
/// The seed called this type `CalcState`; the review offered `CalculationContext`
/// or `CalculatorData`. This kit picks `CalculatorData`, a judgement call: the
/// type is plain data about one calculator (what is on screen and what was
/// entered), not a context that a calculation runs in. The field names stay the
/// seed's, so the SwiftUI view reads the same.
public struct CalculatorData: Equatable, Hashable, Sendable {
  /// Whether the calculator is still switching on; the screen shows only a spinner.
  public var isLoadingOnStart: Bool
  /// The digits entered since the last reset or result, in order.
  public var numbers: [Int]
  /// The text shown in place of the result: a prompt, the entry, or a sum.
  public var result: String
  /// Whether a sum is being calculated; input is ignored until it is done.
  public var isCalculating: Bool
  // lesson:data end
  /// The language the data is shown in: the screen's fixed texts and the results the
  /// view model writes, so a caller chooses it once, here.
  ///
  /// It is how the data is shown, not what it is: equality, hashing and a dump go by
  /// the seed's four fields alone, so the same entry compares equal in any language.
  public var strings: CalculatorStrings

  /// Creates calculator data; the defaults are the seed's start screen.
  ///
  /// - Parameters:
  ///   - isLoadingOnStart: Whether the calculator is still switching on.
  ///   - numbers: The digits entered so far.
  ///   - result: The text shown as the result; `nil` derives it from `numbers`
  ///     as the view model would.
  ///   - isCalculating: Whether a sum is being calculated.
  ///   - strings: The language the data is shown in, and that a missing `result` is
  ///     derived in; Russian, the seed's, by default.
  public init(
    isLoadingOnStart: Bool = true,
    numbers: [Int] = [],
    result: String? = nil,
    isCalculating: Bool = false,
    strings: CalculatorStrings = .russian
  ) {
    self.isLoadingOnStart = isLoadingOnStart
    self.numbers = numbers
    self.result = result ?? strings.entry(numbers)
    self.isCalculating = isCalculating
    self.strings = strings
  }
}

extension CalculatorData: CustomReflectable {
  /// Whether two data hold the same four fields, whatever their language.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.isLoadingOnStart, lhs.numbers, lhs.result, lhs.isCalculating)
      == (rhs.isLoadingOnStart, rhs.numbers, rhs.result, rhs.isCalculating)
  }

  /// Hashes the four fields that equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(isLoadingOnStart)
    hasher.combine(numbers)
    hasher.combine(result)
    hasher.combine(isCalculating)
  }

  /// The seed's four fields, as a dump shows them; the language is how they are drawn.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "isLoadingOnStart": isLoadingOnStart, "numbers": numbers, "result": result,
        "isCalculating": isCalculating,
      ], displayStyle: .struct)
  }
}
