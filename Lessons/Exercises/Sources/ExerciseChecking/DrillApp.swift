import CalcCore
import CalcScenarios
import CalcScreens
import TextUI

/// A drill's copy of the app as its equivalence judge runs it: its string tables, its timing,
/// and the screens it draws for a state.
///
/// A drill's check builds two: the learner's, from the drill's target, and the wanted one, the
/// reference with exactly the change the requirement asks for. ``DrillApp/failure(against:)``
/// runs both through every path of events and compares them after every step.
///
/// ```swift
/// let wanted = DrillApp(tables: [russian, .english]) { state in DrillApp.kitScreens(state) }
/// let yours = DrillApp(tables: appStrings) { state in DrillApp.kitScreens(state) }
/// let failure = await yours.failure(against: wanted)
/// ```
@MainActor
public struct DrillApp {
  /// One screen an app draws for a state: its text, its buttons and its layout in points.
  public struct Drawn {
    /// What the screen is, in the messages: `the grid layout`.
    public let name: String
    /// The screen as the port draws it.
    public let text: String
    /// Each button: its label, and the cell and size it is drawn in.
    public let buttons: [String]
    /// The layout as written, in points (``LayoutPoints``), or none when both sides draw the
    /// kit's own views.
    public let points: [String]

    /// Draws a view: its text and buttons, and with `points` its layout in points.
    public init(_ name: String, of view: some View, points: Bool = true) {
      let renderer = ScreenRenderer()
      self.name = name
      text = renderer.render(view)
      buttons = renderer.buttons(in: view).map { button in
        "`\(button.label)` at line \(button.line + 1), column \(button.column + 1), "
          + "\(button.width) wide and \(button.height) tall"
      }
      self.points = points ? LayoutPoints.facts(of: view) : []
    }
  }

  /// Every string table, in the order the app keeps them.
  public let tables: [CalculatorStrings]
  /// How long switching on and a sum take.
  public let timing: CalculatorTiming
  /// The screens drawn for a state, in the language of `state.strings`.
  public let draw: @MainActor (CalculatorData) -> [Drawn]

  /// Creates an app; the seed's timing unless it says otherwise.
  public init(
    tables: [CalculatorStrings], timing: CalculatorTiming = .seed,
    draw: @escaping @MainActor (CalculatorData) -> [Drawn]
  ) {
    self.tables = tables
    self.timing = timing
    self.draw = draw
  }

  /// The kit's calculator screen for a state, in both layouts; its views are the kit's on
  /// both sides, so their points are not compared.
  public static func kitScreens(_ state: CalculatorData) -> [Drawn] {
    CalculatorLayout.allCases.map { layout in
      Drawn(
        "the \(layout.rawValue) layout", of: CalculatorScreen(state: state, layout: layout),
        points: false)
    }
  }
}
