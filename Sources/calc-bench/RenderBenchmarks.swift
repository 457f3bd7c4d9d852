import CalcCore
import CalcRendering

/// Screens drawn per second, for each layout and border style.
enum RenderBenchmarks {
  /// An entry on the keypad screen: the screen a person sees most.
  static let state = CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3])

  @MainActor
  static func run(_ stopwatch: inout Stopwatch, into report: inout Report) async {
    for layout in CalculatorLayout.allCases {
      for style in BorderStyle.allCases {
        let renderer = ScreenRenderer(options: RenderOptions(style: style))
        let screen = CalculatorScreen(state: state, layout: layout)
        let lines = renderer.render(screen).split(separator: "\n").map(String.init)
        let render = Benchmark("render/\(layout)/\(style)", batch: 100) {
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
    }
  }
}
