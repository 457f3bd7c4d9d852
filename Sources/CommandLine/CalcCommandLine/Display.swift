import CalcCore
import CalcScreens
import CommandLineSupport
import TextUI

/// How the screen is shown, for `calc-render` and `calc-render play`: its
/// language, its keypad's layout, its border and its width.
struct Display: Equatable, Sendable {
  /// The language of every string on screen.
  var strings = CalculatorStrings.russian
  /// Which port of the seed's view to draw.
  var layout = CalculatorLayout.grid
  /// The width and the border.
  var options = RenderOptions()
  /// Whether a width was given; `play` then keeps it whatever the terminal's width.
  var isWidthGiven = false

  /// The options both commands read, each with how its value is read.
  enum Options {
    static let locale = Option<CalculatorStrings>(
      "--locale", codes.joined(separator: "|"), "the language on screen (default: ru)"
    ) { code throws(ValueError) in
      guard let strings = CalculatorStrings.named(code) else { throw .oneOf(codes) }
      return strings
    }
    static let layout = Option<CalculatorLayout>("--layout", "the keypad layout (default: grid)")
    static let style = Option<BorderStyle>("--style", "the border style (default: ascii)")

    /// `--width N`, from 24 to 200; each command says its own default.
    static func width(_ help: String) -> Option<Int> {
      .integer("--width", in: ScreenRenderer.widthRange, help)
    }

    private static let codes = CalculatorStrings.all.map(\.code)
  }

  /// Creates the default display: Russian, the grid layout, ASCII, 40 columns.
  init() {}

  /// Reads the display from a command's values; `width` is the command's own `--width`.
  init(_ values: ParsedValues, width: Option<Int>) throws(UsageError) {
    strings = try values.value(of: Options.locale) ?? strings
    layout = try values.value(of: Options.layout) ?? layout
    options.style = try values.value(of: Options.style) ?? options.style
    if let columns = try values.value(of: width) {
      options.width = columns
      isWidthGiven = true
    }
  }
}
