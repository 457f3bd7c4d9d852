import Testing
import TextWidth

@testable import TextUI

@Suite("Screen renderer")
struct ScreenRendererTests {
  @Test("A screen has an ASCII border, a blank line inside at top and bottom, and centred content")
  func asciiScreen() {
    let screen = ScreenRenderer(options: .init(width: 24)).render(Text("Сброс"))
    #expect(
      screen == """
        +----------------------+
        |                      |
        |        Сброс         |
        |                      |
        +----------------------+

        """)
  }

  @Test("The Unicode style draws box-drawing corners and rules")
  func unicodeScreen() {
    let options = RenderOptions(width: 24, style: .unicode)
    let screen = ScreenRenderer(options: options).render(Text("Итог").font(.title))
    #expect(
      screen == """
        ┌──────────────────────┐
        │                      │
        │         Итог         │
        │         ════         │
        │                      │
        └──────────────────────┘

        """)
  }

  @Test(
    "Widths outside the allowed range are clamped to it",
    arguments: [(0, 24), (23, 24), (24, 24), (100, 100), (200, 200), (201, 200), (-5, 24)])
  func clamped(requested: Int, actual: Int) throws {
    let renderer = ScreenRenderer(options: .init(width: requested))
    #expect(renderer.width == actual)
    let line = try #require(renderer.render(Text("a")).split(separator: "\n").first)
    #expect(TerminalWidth.columns(of: line) == actual)
  }

  @Test("The allowed widths start where the keypad still fits")
  func widthRange() {
    #expect(ScreenRenderer.widthRange == 24...200)
  }

  @Test("The screen ends with a line break and has no other trailing space")
  func trailingNewline() {
    let screen = ScreenRenderer().render(Text("a"))
    #expect(screen.hasSuffix("+\n"))
    #expect(!screen.hasSuffix("\n\n"))
  }

  @Test(
    "Every line is exactly the screen's width, whatever the script",
    arguments: [24, 25, 33, 40, 41, 80])
  func lineWidths(width: Int) {
    let view = VStack {
      Text("Пожалуйста, подождите, калькулятор включается...")
      Text("日本語のテキストはここで折り返されます。とても長い文です。")
      Text("한국어 텍스트도 줄 바꿈이 됩니다 😀 👨‍👩‍👧 🇺🇦 ❤️ e\u{301}")
      Button("計算する長いボタンのラベルはここにあります") {}
        .font(.title)
    }
    for style in BorderStyle.allCases {
      let screen = ScreenRenderer(options: .init(width: width, style: style)).render(view)
      for line in screen.split(separator: "\n") {
        #expect(TerminalWidth.columns(of: line) == width, "\(style): \(line)")
      }
    }
  }

  @Test("Text wider than the screen wraps and loses nothing")
  func wraps() {
    let text = "Калькулятор считает сумму чисел, очень длинная строка без конца"
    let screen = ScreenRenderer(options: .init(width: 24)).render(Text(text))
    let inside = screen.split(separator: "\n").dropFirst().dropLast()
    let content = inside.map { $0.dropFirst().dropLast() }.joined()
    #expect(content.filter { $0 != " " } == text.filter { $0 != " " })
  }

  @Test("Content that cannot be narrower continues on the next lines instead of being cut")
  func folds() {
    let view = HStack(spacing: 0) {
      Text("ab").frame(width: 40)
      Text("中").frame(width: 80)
    }
    let screen = ScreenRenderer(options: .init(width: 24)).render(view)
    let lines = screen.split(separator: "\n")
    for line in lines {
      #expect(TerminalWidth.columns(of: line) == 24)
    }
    #expect(screen.contains("ab"))
    #expect(screen.contains("中"))
    #expect(lines.count > 5)
  }

  /// Every scalar of the Unicode general category "format".
  ///
  /// A plain loop over the code points: a debug build walks a `ClosedRange`
  /// through its generic iterator, which made this table most of the test's time.
  static let formatScalars: [Unicode.Scalar] = {
    var scalars: [Unicode.Scalar] = []
    var value: UInt32 = 0
    while value <= 0x10FFFF {
      if let scalar = Unicode.Scalar(value), scalar.properties.generalCategory == .format {
        scalars.append(scalar)
      }
      value += 1
    }
    return scalars
  }()

  @Test(
    "No format character, before, after or between letters, breaks a screen's columns",
    arguments: ["a", " "])
  func formatCharacters(letter: String) {
    let renderer = ScreenRenderer(options: .init(width: 24))
    for scalar in Self.formatScalars {
      for text in [letter + String(scalar), String(scalar) + letter, "ab" + String(scalar) + "c"] {
        let lines = renderer.render(Text(text)).split(separator: "\n")
        #expect(lines.allSatisfy { TerminalWidth.columns(of: $0) == 24 }, "U+\(scalar.value)")
      }
    }
  }

  @Test("The spinner frame comes from the options", arguments: [0, 1, 2, 3])
  func spinnerFrame(frame: Int) {
    let screen = ScreenRenderer(options: .init(width: 24, spinnerFrame: frame))
      .render(ProgressView())
    let line = screen.split(separator: "\n")[2]
    #expect(
      line == "|" + String(repeating: " ", count: 10) + String(ProgressView.frame(frame))
        + String(repeating: " ", count: 11) + "|")
  }

  @Test("The default options are 40 columns, ASCII, spinner frame 0")
  func defaults() {
    let options = RenderOptions()
    #expect(options.width == 40)
    #expect(options.style == .ascii)
    #expect(options.spinnerFrame == 0)
  }

  @Test("Buttons are listed where the screen draws their brackets, and a text is not a button")
  func placesButtons() throws {
    var tapped: [String] = []
    let keypad = Grid(horizontalSpacing: 20, verticalSpacing: 10) {
      GridRow {
        Button("1") { tapped.append("1") }
        Text("[2]")
      }
      GridRow {
        Button("0") { tapped.append("0") }
          .gridCellColumns(2)
      }
    }
    let renderer = ScreenRenderer(options: .init(width: 30))
    let lines = renderer.render(keypad).split(separator: "\n").map(String.init)
    let buttons = renderer.buttons(in: keypad)
    #expect(buttons.map(\.label) == ["1", "0"])
    for button in buttons {
      let line = Array(lines[button.line])
      let drawn = String(line[button.column..<button.column + button.width])
      #expect(drawn == "[\(button.label)]", "\(button.label) is drawn where it is placed")
    }
    try #require(buttons.count == 2)
    buttons[1].tap()
    buttons[0].tap()
    #expect(tapped == ["0", "1"])
  }
}
