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

  /// Creates calculator data; the defaults are the seed's start screen.
  ///
  /// - Parameters:
  ///   - isLoadingOnStart: Whether the calculator is still switching on.
  ///   - numbers: The digits entered so far.
  ///   - result: The text shown as the result; `nil` derives it from `numbers`
  ///     as the view model would.
  ///   - isCalculating: Whether a sum is being calculated.
  ///   - strings: The language used to derive a missing `result`.
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
  }
}
