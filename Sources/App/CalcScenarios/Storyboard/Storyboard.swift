import CalcCore
import CalcScreens
import TextUI

/// Every frame of a scenario, so you read the whole story at once.
///
/// Recording runs the scenario's steps through the real view model on a
/// manual clock and draws the screen after each step. Its `text` is what the
/// storyboard snapshots hold: a change in behaviour or layout shows up as a
/// small diff in the frame where it happens. After a `replace` the screen
/// draws the new view's model; a frame also lists what the step changed in the
/// removed ones, which no screen shows.
///
/// ```swift
/// let board = await Storyboard.record(try #require(Scenario.named("entry")))
/// print(board.frames.count)
/// // Prints "6": the start, then one frame per step.
/// ```
public struct Storyboard: Equatable, Sendable {
  /// The scenario's name.
  public let name: String
  /// The scenario's one-sentence summary.
  public let summary: String
  /// The layout, language and render options the screens were drawn with.
  public let layout: CalculatorLayout
  /// The language of every string on screen.
  public let strings: CalculatorStrings
  /// How the screens were drawn.
  public let options: RenderOptions
  /// The starting frame, then one frame per step.
  public let frames: [StoryboardFrame]

  /// How often the spinner turns, in clock time.
  public static let spinnerPeriod = Duration.milliseconds(250)

  /// Runs a scenario on the refactored view model and draws every frame.
  ///
  /// - Parameters:
  ///   - scenario: The scenario to run.
  ///   - strings: The language of every string on screen.
  ///   - layout: Which port of the seed's view to draw.
  ///   - options: The width and border style; the spinner frame follows the clock.
  /// - Returns: The starting frame and one frame per step.
  @MainActor
  public static func record(
    _ scenario: Scenario, strings: CalculatorStrings = .russian,
    layout: CalculatorLayout = .grid, options: RenderOptions = RenderOptions()
  ) async -> Storyboard {
    let runner = ScenarioRunner(state: scenario.start, strings: strings)
    return await record(scenario, on: runner, layout: layout, options: options)
  }

  /// Runs a scenario on a runner you give, such as one over the seed's view model.
  ///
  /// The screens are in the language of the runner's data, chosen where the runner was made.
  @MainActor
  public static func record(
    _ scenario: Scenario, on runner: ScenarioRunner, layout: CalculatorLayout = .grid,
    options: RenderOptions = RenderOptions()
  ) async -> Storyboard {
    let strings = runner.state.strings
    func frame(_ step: Step?, _ previous: CalculatorData?) -> StoryboardFrame {
      var frameOptions = options
      frameOptions.spinnerFrame = Int(runner.elapsed / spinnerPeriod)
      let state = runner.state
      let screen = ScreenRenderer(options: frameOptions).render(
        CalculatorScreen(state: state, layout: layout))
      return StoryboardFrame(
        step: step, time: runner.elapsed, state: state,
        changes: previous.map { state.changes(from: $0) } ?? [], screen: screen,
        removed: runner.removedStates)
    }
    var frames = [frame(nil, nil)]
    for step in scenario.steps {
      let previous = runner.state
      await runner.send(step)
      frames.append(frame(step, previous))
    }
    return Storyboard(
      name: scenario.name, summary: scenario.summary, layout: layout, strings: strings,
      options: options, frames: frames)
  }

  /// The whole storyboard as one readable text: a header, then every frame.
  public var text: String {
    let header = """
      Storyboard: \(name)
      \(summary)
      Layout \(layout.rawValue), locale \(strings.code), width \(options.width), \
      \(options.style.rawValue) border.

      """
    return header
      + frames.enumerated().map { index, frame in
        let previous = index > 0 ? frames[index - 1] : nil
        return "\n" + Self.heading(index, frame) + "\n" + Self.newModel(frame, after: previous)
          + Self.describe(frame) + Self.describeRemoved(frame, after: previous) + frame.screen
      }.joined()
  }

  private static func heading(_ index: Int, _ frame: StoryboardFrame) -> String {
    let step = frame.step.map { "\($0)" } ?? "start"
    return "#\(index) \(step) · t = \(Step.format(frame.time))"
  }

  private static func describe(_ frame: StoryboardFrame) -> String {
    guard frame.step != nil else {
      return frame.state.printedFields.map { "  \($0.field) = \($0.value)\n" }.joined()
    }
    guard !frame.changes.isEmpty else { return "  (no change)\n" }
    return frame.changes.map { "  \($0)\n" }.joined()
  }

  /// Says that the screen now draws a new view model, when a step replaced the view.
  private static func newModel(_ frame: StoryboardFrame, after previous: StoryboardFrame?)
    -> String
  {
    guard let previous, frame.removed.count > previous.removed.count else { return "" }
    return "  new view model; the old one is removed model \(frame.removed.count)\n"
  }

  /// What a step changed in the view models a `replace` discarded, which no screen shows.
  private static func describeRemoved(_ frame: StoryboardFrame, after previous: StoryboardFrame?)
    -> String
  {
    guard let previous else { return "" }
    return zip(previous.removed, frame.removed).enumerated().flatMap { index, pair in
      pair.1.changes(from: pair.0).map { "  removed model \(index + 1): \($0)\n" }
    }.joined()
  }
}
