import CalcCore
import CalcScenarios
import CalcScreens
import CommandLineSupport
import TextUI

extension CalcRender {
  /// The state to start from: read from its file if one was named, changed by
  /// the flags, or the scenario's own start when neither gave one.
  func startingState(reading console: Console) throws(CommandLineError) -> CalculatorData {
    var state = try start.state(strings: display.strings, console: console)
    if !start.isGiven, let first = scenario?.start { state = first }
    return state
  }

  /// A state drawn as asked, without running any steps: a screen, or a line of JSON.
  func render(_ state: CalculatorData) -> String {
    format == .json ? JSONWriter.object(state) + "\n" : screen(state)
  }

  /// Runs the steps from `state`, if any, and writes what was asked for.
  ///
  /// Only the frames that are printed are drawn: without `--storyboard` the
  /// steps run and the last screen alone is drawn, so the cost grows with the
  /// number of steps, not with steps times screens. A JSON storyboard writes
  /// each state as its step ends and keeps none.
  @MainActor
  func draw(from state: CalculatorData, to console: Console) async {
    guard let scenario else { return console.write(render(state)) }
    let runner = model.runner(state: state, strings: display.strings)
    switch (format, storyboard) {
    case (.screen, true):
      let board = await Storyboard.record(
        scenario, on: runner, layout: display.layout, options: display.options)
      console.write(board.text)
    case (.json, true):
      console.write(JSONWriter.object(runner.state) + "\n")
      for step in scenario.steps {
        console.write(JSONWriter.object(await runner.send(step)) + "\n")
      }
    case (.screen, false):
      for step in scenario.steps { await runner.send(step) }
      var last = display.options
      last.spinnerFrame = Int(runner.elapsed / Storyboard.spinnerPeriod)
      console.write(screen(runner.state, options: last))
    case (.json, false):
      for step in scenario.steps { await runner.send(step) }
      console.write(JSONWriter.object(runner.state) + "\n")
    }
  }

  private func screen(_ state: CalculatorData, options: RenderOptions? = nil) -> String {
    ScreenRenderer(options: options ?? display.options).render(
      CalculatorScreen(state: state, layout: display.layout))
  }
}
