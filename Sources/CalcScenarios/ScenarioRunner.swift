import CalcCore

/// Runs steps against a view model on a manual clock, the way the view would
/// send them.
///
/// Like the seed's view, it offers no buttons on the loading screen: taps,
/// submits and resets sent while loading are dropped before the view model
/// sees them. After each step, every piece of work the step started is either
/// finished or asleep on the clock, so the data it returns is settled.
///
/// It keeps lifetimes as SwiftUI has them. `appear` runs what the model's
/// view runs when it appears: the kit's `.task`, whose work `disappear`
/// cancels, or the seed's `.onAppear`, whose `Task {}` runs on. A `Task {}`
/// started by a button is never cancelled either. The runner holds no handle
/// to a task the view model starts; it sees them through `WorkTag`.
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
  private let monitor = WorkMonitor()
  private var viewTasks: [Task<Void, Never>] = []

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
  /// its own 3-second waits. Its view loads from `.onAppear`, so `disappear`
  /// cancels nothing and every `appear` starts another load.
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

  /// Whether no work is asleep on the clock.
  public var isIdle: Bool { clock.pending.isEmpty }

  /// Sends one step and returns once everything it started has settled.
  @discardableResult
  public func send(_ step: Step) async -> CalculatorData {
    switch step {
    case .appear: start(appear)
    case .disappear: disappear()
    case .tap(let digit) where hasButtons: start { model.tap(digit) }
    case .submit where hasButtons: start(model.submit)
    case .reset where hasButtons: start(model.reset)
    case .tap, .submit, .reset: break
    case .wait(let duration): clock.advance(by: duration)
    case .waitUntilIdle:
      while !clock.pending.isEmpty {
        clock.run()
        await monitor.settled()
      }
    }
    await monitor.settled()
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

  /// Runs an event with a fresh tag that only the tasks it starts keep.
  private func start(_ event: () -> Void) {
    let tag = monitor.makeTag()
    WorkTag.$current.withValue(tag, operation: event)
  }

  private func appear() {
    switch model.appearance {
    case .onAppear(let action): action()
    case .task(let work): viewTasks.append(Task { await work() })
    }
  }

  /// Cancels the view's `.task` work, as SwiftUI does when a view goes away.
  ///
  /// Tasks started by `.onAppear` or by buttons run on: SwiftUI never had them.
  private func disappear() {
    for task in viewTasks { task.cancel() }
    viewTasks = []
  }
}
