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
/// view runs when it appears: the kit's `.task`, or the seed's `.onAppear`,
/// whose `Task {}` nothing holds. SwiftUI tells two ways of leaving apart:
///
/// - `disappear`: the view is hidden but keeps its identity (another tab, a
///   view pushed on top). Its `.task` work is cancelled and its `.onDisappear`
///   runs (the kit's cancels the calculation); its `@State` or `@StateObject`
///   storage survives, so the next `appear` runs on the same view model and
///   its data.
/// - `replace`: the view is removed (popped, dismissed, an `if` turning false,
///   a new `.id`) and a new one is shown in its place. SwiftUI cancels the old
///   view's `.task` work, runs its `.onDisappear` and discards its storage; the
///   new view appears with a brand-new view model, loading from the start. Work
///   that nothing cancels runs on in the discarded model, which its `Task {}`
///   keeps alive (the closure captures `self`): the seed's `.onAppear` load and
///   its calculation write into a model no screen draws. ``removedStates``
///   shows what they wrote.
///
/// A sheet presented over the view, or the app going to the background, is
/// neither: the view stays where it is, gets no `onDisappear`, and its `.task`
/// is not cancelled, so no step stands for them.
///
/// The runner waits for the tasks the view model hands back, as `onSubmit()`
/// returns its calculation; a view would drop them, and so holding them
/// changes nothing the model does (the kit's model keeps its own).
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
  /// The view model of the view on screen.
  private var model: any CalculatorModel
  /// Makes the view model a new view starts with, as its `@State` default does.
  private let newModel: @MainActor () -> any CalculatorModel
  /// The view models `replace` discarded, oldest first.
  private var removed: [any CalculatorModel] = []
  /// The view's `.task` work, which SwiftUI cancels when the view goes away.
  private var viewTasks: [Task<Void, Never>] = []
  /// Every task started so far that has not been seen to end, the view's own included.
  private var running: [Task<Void, Never>] = []
  /// The calculations `submit` handed back, which ``perform(_:)`` may cancel.
  private var calculations: [Task<Void, Never>] = []

  /// Creates a runner over the refactored view model.
  ///
  /// - Parameters:
  ///   - state: The data to start from; `nil` starts on the loading screen.
  ///     A view that `replace` shows later starts on the loading screen
  ///     whatever this is, as a new view's `CalculatorViewModel()` does.
  ///   - strings: The language of the results.
  ///   - timing: How long loading and calculating take.
  public init(
    state: CalculatorData? = nil, strings: CalculatorStrings = .russian,
    timing: CalculatorTiming = .seed
  ) {
    let clock = ManualClock()
    self.clock = clock
    model = CalculatorViewModel(state: state, strings: strings, timing: timing, clock: clock)
    newModel = { CalculatorViewModel(strings: strings, timing: timing, clock: clock) }
  }

  /// Creates a runner over a view model you made; a view that `replace` shows
  /// gets the one `newModel` makes, waiting on the same `clock`.
  package init(
    model: any CalculatorModel, clock: ManualClock,
    newModel: @escaping @MainActor () -> any CalculatorModel
  ) {
    self.model = model
    self.clock = clock
    self.newModel = newModel
  }

  /// Creates a runner over a view model of your own, such as an exercise's.
  ///
  /// - Parameters:
  ///   - state: The data to start from; `nil` starts on the loading screen.
  ///   - model: Makes a view model that waits on the runner's clock: with
  ///     `state` for the first view, and with `nil` for each view `replace`
  ///     shows later.
  public init(
    state: CalculatorData? = nil,
    model: @escaping @MainActor (CalculatorData?, ManualClock) -> any CalculatorModel
  ) {
    let clock = ManualClock()
    self.clock = clock
    self.model = model(state, clock)
    newModel = { model(nil, clock) }
  }

  /// The view model's data now: the model of the view on screen.
  public var state: CalculatorData { model.data }

  /// The data of every view model that `replace` discarded, oldest first.
  ///
  /// No screen draws them, and SwiftUI keeps none: a discarded model lives on
  /// only while a `Task {}` that captured it runs, and what that task writes
  /// lands here. The runner keeps them so you can see it.
  public var removedStates: [CalculatorData] { removed.map(\.data) }

  /// The time on the clock since the runner started.
  public var elapsed: Duration { clock.now.offset }

  /// Whether no work is asleep on the clock.
  public var isIdle: Bool { clock.pending.isEmpty }

  /// Sends one step and returns once everything it started has settled.
  @discardableResult
  public func send(_ step: Step) async -> CalculatorData {
    switch step {
    case .appear: appear()
    case .disappear: disappear()
    case .replace: replace()
    case .tap(let digit) where hasButtons: model.tap(digit)
    case .submit where hasButtons:
      let calculation = model.submit()
      keep(calculation)
      if let calculation { calculations.append(calculation) }
    case .reset where hasButtons: model.reset()
    case .tap, .submit, .reset: break
    case .wait(let duration): clock.advance(by: duration)
    case .waitUntilIdle:
      while !clock.pending.isEmpty {
        clock.run()
        await settle()
      }
    }
    await settle()
    return state
  }

  /// Makes one move, a step, a delete, the cancelling of the calculations, or time passing
  /// with a move in the same turn, and returns once everything it started has settled.
  @discardableResult
  public func perform(_ move: Move) async -> CalculatorData {
    switch move {
    case .step(let step): return await send(step)
    case .delete:
      if hasButtons { model.delete() }
      await settle()
      return state
    case .cancelCalculation:
      for calculation in calculations { calculation.cancel() }
      calculations = []
      await settle()
      return state
    case .waitThen(let duration, let move):
      // No suspension between the two: the tasks the advance wakes run after the move.
      clock.advance(by: duration)
      return await perform(move)
    }
  }

  /// Sends every step in order and returns the data after each one.
  @discardableResult
  public func run(_ steps: [Step]) async -> [CalculatorData] {
    var states: [CalculatorData] = []
    for step in steps { states.append(await send(step)) }
    return states
  }

  private var hasButtons: Bool { !model.data.isLoadingOnStart }

  private func appear() {
    switch model.appearance {
    case .onAppear(let action):
      keep(action())
    case .task(let work):
      let task = Task { await work() }
      viewTasks.append(task)
      keep(task)
    }
  }

  /// Keeps a task an event started, so that each step waits for it to settle.
  private func keep(_ task: Task<Void, Never>?) {
    if let task { running.append(task) }
  }

  /// Cancels the view's `.task` work, as SwiftUI does when a view is hidden or
  /// removed, and runs its `.onDisappear`.
  ///
  /// Tasks started by `.onAppear` or by buttons run on, unless `.onDisappear`
  /// stops them: SwiftUI never had them.
  private func disappear() {
    for task in viewTasks { task.cancel() }
    viewTasks = []
    model.disappear()
  }

  /// Removes the view and shows a new one with a new view model, which appears.
  ///
  /// The old model is discarded with its view; only tasks that captured it
  /// still reach it.
  private func replace() {
    disappear()
    removed.append(model)
    model = newModel()
    appear()
  }

  /// Returns once every task started so far has ended or is asleep on the clock.
  ///
  /// A task sleeps one sleep at a time, and only the runner's tasks sleep on its
  /// clock, so the work is settled once as many sleeps are pending as tasks are
  /// running. Until then it waits for a task to end or for that many sleeps,
  /// whichever comes first, and forgets the tasks that ended.
  private func settle() async {
    while clock.pending.count < running.count {
      if let ended = await firstToEnd(of: running) {
        running.removeAll { $0 == ended }
      }
    }
  }

  /// The first of `tasks` to end, or `nil` when as many sleeps as there are tasks
  /// are pending on the clock first.
  ///
  /// Each side waits in a task of its own, so the loser never holds up the
  /// winner; the wait for sleepers is then cancelled, which ends it at once.
  private func firstToEnd(of tasks: [Task<Void, Never>]) async -> Task<Void, Never>? {
    let (outcomes, outcome) = AsyncStream.makeStream(of: Task<Void, Never>?.self)
    for task in tasks {
      Task {
        await task.value
        outcome.yield(task)
      }
    }
    let sleepers = Task { [clock] in
      await clock.waitForSleepers(count: tasks.count)
      outcome.yield(nil)
    }
    defer { sleepers.cancel() }
    for await first in outcomes { return first }
    return nil
  }
}
