import CalcCore
import CalcTesting  // test results name a string table by its language
import Testing
import TextWidth

@testable import CalcScreens
@testable import TextUI

@Suite("Calculator screen")
struct CalculatorScreenTests {
  static let widths = [24, 25, 30, 31, 40, 57, 80, 200]

  static func render(
    _ state: CalculatorStateFixture, _ strings: CalculatorStrings, _ layout: CalculatorLayout,
    width: Int = 40, style: BorderStyle = .ascii
  ) -> String {
    ScreenRenderer(options: .init(width: width, style: style)).render(
      CalculatorScreen(state: state.data(strings), layout: layout))
  }

  @Test(
    "Every line of every screen is exactly the screen's width",
    arguments: CalculatorLayout.allCases, widths)
  func lineWidths(layout: CalculatorLayout, width: Int) {
    for strings in CalculatorStrings.all {
      for state in CalculatorStateFixture.allCases {
        for style in BorderStyle.allCases {
          let lines = Self.render(state, strings, layout, width: width, style: style)
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
          #expect(lines.count > 4)
          for line in lines {
            #expect(TerminalWidth.columns(of: line) == width, "\(state) \(strings.code): \(line)")
          }
          let side: Character = style == .ascii ? "|" : "│"
          for line in lines.dropFirst().dropLast() {
            #expect(line.first == side && line.last == side, "\(state) \(strings.code): \(line)")
          }
        }
      }
    }
  }

  @Test(
    "Every word of every text on screen is drawn whole, even at the narrowest width",
    arguments: CalculatorLayout.allCases, CalculatorStrings.all)
  func nothingCut(layout: CalculatorLayout, strings: CalculatorStrings) {
    let texts: [CalculatorStateFixture: [String]] = [
      .loading: [strings.loading],
      .idle: [strings.enterNumbers, strings.title, strings.submit, strings.reset],
      .entry: ["1 + 2 + 3", strings.title, strings.submit, strings.reset],
      .calculating: [strings.title, strings.submit, strings.reset],
      .result: [strings.sum(6), strings.title, strings.submit, strings.reset],
    ]
    for (state, texts) in texts {
      let screen = Self.render(state, strings, layout, width: 24)
      for word in texts.flatMap({ $0.split(separator: " ") }) {
        #expect(screen.contains(word), "\(state): \(word)")
      }
    }
  }

  @Test("Loading shows the spinner and the loading text, and no keypad")
  func loading() {
    let screen = Self.render(.loading, .english, .grid)
    #expect(screen.contains("|                  |                   |"))
    #expect(!screen.contains("[ 1 ]"))
  }

  @Test("Calculating shows the spinner instead of the entry", arguments: CalculatorLayout.allCases)
  func calculating(layout: CalculatorLayout) {
    let screen = Self.render(.calculating, .russian, layout)
    #expect(!screen.contains("1 + 2 + 3"))
    #expect(screen.contains("|                  |                   |"))
  }

  @Test(
    "Zero sits under the middle column at every width",
    arguments: CalculatorLayout.allCases, widths)
  func zeroUnderTwo(layout: CalculatorLayout, width: Int) throws {
    let lines = Self.render(.idle, .russian, layout, width: width).split(separator: "\n")
    let two = try #require(lines.first { $0.contains("[ 2 ]") }?.firstRange(of: "[ 2 ]"))
    let zero = try #require(lines.first { $0.contains("[ 0 ]") }?.firstRange(of: "[ 0 ]"))
    let twoLine = try #require(lines.first { $0.contains("[ 2 ]") })
    let zeroLine = try #require(lines.first { $0.contains("[ 0 ]") })
    #expect(
      twoLine.distance(from: twoLine.startIndex, to: two.lowerBound)
        == zeroLine.distance(from: zeroLine.startIndex, to: zero.lowerBound))
  }

  @Test("The grid layout and Russian are the defaults")
  func defaults() {
    let state = CalculatorData(isLoadingOnStart: false, numbers: [4, 2])
    let renderer = ScreenRenderer()
    #expect(
      renderer.render(CalculatorScreen(state: state))
        == renderer.render(CalculatorScreen(state: state, layout: .grid)))
    #expect(
      renderer.render(CalculatorScreen(state: state))
        != renderer.render(CalculatorScreen(state: state, layout: .seed)))
  }

  /// The buttons of a laid-out view, in the order they are drawn.
  static func buttons(of view: some View, width: Int) -> [ButtonNode] {
    var nodes = ViewNodes(environment: RenderEnvironment())
    let root = nodes.single(view)
    func descend(_ node: any LayoutNode, in bounds: Rect) -> [ButtonNode] {
      if let button = node as? ButtonNode { return [button] }
      return node.place(in: bounds).flatMap { descend($0.node, in: $0.bounds) }
    }
    let size = root.size(proposed: Size(width: width, height: Size.unboundedHeight))
    return descend(root, in: Rect(origin: .zero, size: size))
  }

  @Test("Each button calls its action", arguments: CalculatorLayout.allCases)
  func actions(layout: CalculatorLayout) {
    var events: [String] = []
    let actions = CalculatorActions(
      tapDigit: { events.append(String($0)) },
      submit: { events.append("submit") },
      reset: { events.append("reset") })
    let screen = CalculatorScreen(
      state: CalculatorStateFixture.idle.data(.english), layout: layout,
      actions: actions)
    let buttons = Self.buttons(of: screen, width: 36)
    #expect(
      buttons.map(\.label) == [
        "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "Calculate the sum", "Reset",
      ])
    for button in buttons { button.action() }
    #expect(events == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "submit", "reset"])
  }

  @Test("No actions do nothing and are the default")
  func noActions() {
    let screen = CalculatorScreen(state: CalculatorStateFixture.idle.data(.russian))
    let buttons = Self.buttons(of: screen, width: 36)
    #expect(buttons.count == 12)
    for button in buttons { button.action() }
  }

  @Test("At the narrowest width the grid keeps its columns and wraps the title")
  func narrowGrid() {
    #expect(
      Self.render(.entry, .russian, .grid, width: 24) == """
        +----------------------+
        |                      |
        |      1 + 2 + 3       |
        |      =========       |
        |                      |
        | Калькулятор считает  |
        | сумму чисел          |
        |                      |
        | [ 1 ]  [ 2 ]  [ 3 ]  |
        |                      |
        | [ 4 ]  [ 5 ]  [ 6 ]  |
        |                      |
        | [ 7 ]  [ 8 ]  [ 9 ]  |
        |                      |
        |        [ 0 ]         |
        |                      |
        | [ Посчитать сумму ]  |
        |                      |
        |      [ Сброс ]       |
        |                      |
        +----------------------+

        """)
  }

  @Test("Unicode style draws the loading screen in box drawing, centred text wrapped")
  func unicodeLoading() {
    #expect(
      Self.render(.loading, .russian, .seed, width: 24, style: .unicode) == """
        ┌──────────────────────┐
        │                      │
        │          |           │
        │                      │
        │                      │
        │     Пожалуйста,      │
        │     подождите,       │
        │     калькулятор      │
        │    включается...     │
        │                      │
        └──────────────────────┘

        """)
  }
}
