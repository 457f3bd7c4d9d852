import CalcCore

/// A named story of the calculator: where it starts and the steps that follow.
///
/// Scenarios are values; ``ScenarioRunner`` plays them against a view model.
/// The kit's own scenarios are in ``Scenario/catalog``.
public struct Scenario: Hashable, Sendable, Identifiable {
  /// A short name, used on the command line and in snapshot file names: `empty-submit`.
  public let name: String
  /// One sentence that says what the scenario shows.
  public let summary: String
  /// The data to start from; `nil` starts on the loading screen.
  public let start: CalculatorData?
  /// The steps, in order.
  public let steps: [Step]

  /// The scenario's name.
  public var id: String { name }

  /// Creates a scenario.
  public init(name: String, summary: String, start: CalculatorData? = nil, steps: [Step]) {
    self.name = name
    self.summary = summary
    self.start = start
    self.steps = steps
  }

  /// Finds one of the kit's scenarios by name.
  public static func named(_ name: String) -> Scenario? {
    catalog.first { $0.name == name }
  }
}
