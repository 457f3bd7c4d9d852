import CalcCore
import CalcScreens
import CommandLineSupport
import TextUI

/// How the screen is shown, for `calc-render` and `calc-render play`: its
/// language, its keypad's layout, its border and its width.
///
/// Both commands store one, so its options are theirs, in the order declared here.
struct Display: Sendable {
  /// Which port of the seed's view to draw.
  @Option var layout: CalculatorLayout
  /// The border.
  @Option var style: BorderStyle
  /// The width in columns; `nil` when none was given.
  @Option var width: Int?
  /// The language of every string on screen.
  @Option var strings: CalculatorStrings

  /// Declares the display's options; `widthHelp` is the command's own help for
  /// `--width`, which says its default.
  init(widthHelp: String) {
    _layout = Option(wrappedValue: .grid, "--layout", help: "the keypad layout (default: grid)")
    _style = Option(wrappedValue: .ascii, "--style", help: "the border style (default: ascii)")
    _width = Option("--width", in: ScreenRenderer.widthRange, help: widthHelp)
    _strings = Option(
      wrappedValue: .russian, "--locale", Self.codes.joined(separator: "|"),
      help: "the language on screen (default: ru)", read: Self.strings(code:))
  }

  /// The width and the border, for the renderer.
  var options: RenderOptions {
    var options = RenderOptions()
    options.style = style
    if let width { options.width = width }
    return options
  }

  /// Whether a width was given; `play` then keeps it whatever the terminal's width.
  var isWidthGiven: Bool { width != nil }

  private static let codes = CalculatorStrings.all.map(\.code)

  /// Reads `--locale`: a language's code.
  private static func strings(code: String) throws(ValueError) -> CalculatorStrings {
    guard let strings = CalculatorStrings.named(code) else { throw .oneOf(codes) }
    return strings
  }
}
