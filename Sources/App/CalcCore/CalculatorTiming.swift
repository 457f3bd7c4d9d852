/// How long the calculator pretends to work.
///
/// The seed waits 3 seconds to switch on and 3 seconds to add the numbers up.
/// Both waits go through the view model's clock, so tests control them.
public struct CalculatorTiming: Equatable, Hashable, Sendable {
  /// How long the calculator takes to switch on.
  public var loading: Duration
  /// How long a sum takes to calculate.
  public var calculation: Duration

  /// Creates a timing; the defaults are the seed's 3 seconds each.
  public init(loading: Duration = .seconds(3), calculation: Duration = .seconds(3)) {
    self.loading = loading
    self.calculation = calculation
  }

  /// The seed's timing: 3 seconds to switch on, 3 seconds per sum.
  public static let seed = CalculatorTiming()
}
