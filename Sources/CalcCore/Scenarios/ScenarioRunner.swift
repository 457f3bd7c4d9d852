/// Runs steps against a view model on a manual clock, the way the view would
/// send them.
///
/// Like the seed's view, it offers no buttons on the loading screen: taps,
/// submits and resets sent while loading are dropped before the view model
/// sees them. After each step, every piece of work the step started is either
/// finished or asleep on the clock, so the data it returns is settled.
///
/// ```swift
/// let runner = ScenarioRunner()
/// for step in [Step.appear, .wait(.seconds(3)), .tap(1), .tap(2)] {
///   await runner.send(step)
/// }
/// print(runner.state.result)
/// // Prints "1 + 2"
/// ```
@MainActor
public final class ScenarioRunner {
  /// The clock the view model waits on; only the runner moves it.
  public let clock: ManualClock
  private let model: any CalculatorModel
  private var sleeping: [Int: Work] = [:]

  /// Creates a runner over the refactored view model.
  ///
  /// - Parameters:
  ///   - state: The data to start from; `nil` starts on the loading screen.
  ///   - strings: The language of the results.
  ///   - timing: How long loading and calculating take.
  public init(
    state: CalculatorData? = nil, strings: CalculatorStrings = .russian,
    timing: CalculatorTiming = .seed
  ) {
    let clock = ManualClock()
    self.clock = clock
    model = CalculatorViewModel(state: state, strings: strings, timing: timing, clock: clock)
  }

  /// Creates a runner over the seed's view model, the lessons' "before".
  ///
  /// The seed's model always starts on the loading screen, in Russian, with
  /// its own 3-second waits. Use it to compare the two models, never to run
  /// the app: a cancelled calculation leaves it calculating for ever.
  public static func seed() -> ScenarioRunner {
    let clock = ManualClock()
    return ScenarioRunner(model: CalcViewModel(clock: clock), clock: clock)
  }

  init(model: any CalculatorModel, clock: ManualClock) {
    self.model = model
    self.clock = clock
  }

  /// The view model's data now.
  public var state: CalculatorData { model.data }

  /// The time on the clock since the runner started.
  public var elapsed: Duration { clock.now.offset }

  /// Whether any work is asleep on the clock.
  public var isIdle: Bool { sleeping.isEmpty }

  /// Sends one step and returns once everything it started has settled.
  @discardableResult
  public func send(_ step: Step) async -> CalculatorData {
    switch step {
    case .appear: await settle(model.appear())
    case .disappear: await cancelAll()
    case .tap(let digit) where hasButtons: model.tap(digit)
    case .submit where hasButtons: await settle(model.submit())
    case .reset where hasButtons: model.reset()
    case .tap, .submit, .reset: break
    case .wait(let duration): await finish(clock.advance(by: duration))
    case .waitUntilIdle:
      var resumed = clock.run()
      while !resumed.isEmpty {
        await finish(resumed)
        resumed = clock.run()
      }
    }
    return state
  }

  /// Sends every step in order and returns the data after each one.
  @discardableResult
  public func run(_ steps: [Step]) async -> [CalculatorData] {
    var states: [CalculatorData] = []
    for step in steps { states.append(await send(step)) }
    return states
  }

  private var hasButtons: Bool { !model.data.isLoadingOnStart }

  private func settle(_ work: StartedWork) async {
    switch work {
    case .nothing: break
    case .finishes(let work): await work.finish()
    case .sleeps(let work):
      let known = Set(clock.pending.map(\.id))
      let pending = await clock.waitForSleepers(count: known.count + 1)
      for sleeper in pending where !known.contains(sleeper.id) { sleeping[sleeper.id] = work }
    }
  }

  /// Cancels every sleeping task, as SwiftUI cancels a view's `.task` when it
  /// goes away, and waits for each to end.
  private func cancelAll() async {
    let cancelled = sleeping.sorted { $0.key < $1.key }.map(\.value)
    sleeping = [:]
    for work in cancelled {
      work.cancel()
      await work.finish()
    }
  }

  private func finish(_ resumed: [ManualClock.Sleeper]) async {
    for sleeper in resumed {
      await sleeping.removeValue(forKey: sleeper.id)?.finish()
    }
  }
}
