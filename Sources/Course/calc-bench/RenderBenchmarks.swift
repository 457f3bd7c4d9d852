import CalcCore
import CalcScreens
import TextUI

/// Screens drawn per second, for each layout and border style.
enum RenderBenchmarks {
  /// The most a screen may take, in seconds: a test suite draws a few
  /// thousand screens, so no one needs them faster, and the renderer is
  /// written to be read rather than to be fast.
  static let budget = 150e-6

  /// An entry on the keypad screen: the screen a person sees most.
  static let state = CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3])

  /// One row of the render group: a layout in a border style, named `layout/style`.
  struct Row {
    let layout: CalculatorLayout
    let style: BorderStyle
    var name: String { "\(layout)/\(style)" }
    var renderer: ScreenRenderer { ScreenRenderer(options: RenderOptions(style: style)) }
    var screen: CalculatorScreen { CalculatorScreen(state: RenderBenchmarks.state, layout: layout) }
  }

  /// Every row, grid before seed, ASCII before Unicode.
  static let rows = CalculatorLayout.allCases.flatMap { layout in
    BorderStyle.allCases.map { Row(layout: layout, style: $0) }
  }

  @MainActor
  static func run(_ stopwatch: inout Stopwatch, into report: inout Report) async {
    for row in rows {
      let (renderer, screen) = (row.renderer, row.screen)
      let lines = renderer.render(screen).split(separator: "\n").map(String.init)
      let render = Benchmark("render/\(row.name)", batch: 100) {
        var total = 0
        for _ in 0..<100 { total &+= renderer.render(screen).utf8.count }
        return total
      }
      let join = Benchmark("join \(lines.count) lines", batch: 100) {
        var total = 0
        for _ in 0..<100 { total &+= (lines.joined(separator: "\n") + "\n").utf8.count }
        return total
      }
      report.rows.append(await stopwatch.row(render, baseline: join))
    }
    let slowest =
      report.rows.filter { $0.name.hasPrefix("render/") }.map(\.timing.median).max() ?? 0
    report.notes.append(
      "render: budget \(Timing.format(budget)) a screen; slowest median \(Timing.format(slowest)), "
        + (slowest <= budget ? "within it" : "over it"))
  }

  /// Draws `count` screens of the row named `row`, untimed, and returns their bytes.
  ///
  /// Run under callgrind with two counts, the difference in instructions
  /// divided by the difference in counts is the instructions per screen,
  /// the same in every phase of the machine.
  @MainActor
  static func draw(row name: String, count: Int) -> Int {
    guard let row = rows.first(where: { $0.name == name }) else { return 0 }
    let (renderer, screen) = (row.renderer, row.screen)
    var total = 0
    for _ in 0..<count { total &+= renderer.render(screen).utf8.count }
    return total
  }
}
