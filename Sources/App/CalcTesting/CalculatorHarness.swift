import CalcCore
import CalcScenarios
import Testing
import TextSnapshots

/// Drives the calculator in a test and insists that you describe every change.
///
/// In the style of an exhaustive test store: each `send` runs one step through
/// the real view model on a manual clock, and you say how the data changes.
/// Any other change fails the test with a field diff, as TextSnapshots'
/// `expectDifference` shows one: the harness is that check, one step at a time.
/// At the end, `finish()` (or the harness going away) fails the test when a
/// sleep is still pending, so no work is forgotten.
///
/// ```swift
/// let harness = CalculatorHarness(state: CalculatorData(isLoadingOnStart: false))
/// await harness.send(.tap(1)) {
///   $0.numbers = [1]
///   $0.result = "1"
/// }
/// await harness.send(.submit) { $0.isCalculating = true }
/// await harness.send(.wait(.seconds(3))) {
///   $0.numbers = []
///   $0.result = "Сумма чисел: 1"
///   $0.isCalculating = false
/// }
/// harness.finish()
/// ```
@MainActor
public final class CalculatorHarness {
  /// The runner that plays each step.
  public let runner: ScenarioRunner
  private let clock: ManualClock
  private var isFinished = false
  private let creation: SourceLocation

  /// Creates a harness.
  ///
  /// - Parameters:
  ///   - state: The data to start from; `nil` starts on the loading screen.
  ///   - strings: The language of the results.
  ///   - timing: How long loading and calculating take.
  ///   - sourceLocation: Where a sleep left pending is reported if you never
  ///     call `finish()`.
  public init(
    state: CalculatorData? = nil, strings: CalculatorStrings = .russian,
    timing: CalculatorTiming = .seed, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    runner = ScenarioRunner(state: state, strings: strings, timing: timing)
    clock = runner.clock
    creation = sourceLocation
  }

  /// The data now.
  public var state: CalculatorData { runner.state }

  /// Sends a step and checks that the data changed exactly as `update` says.
  ///
  /// - Parameters:
  ///   - step: The step to send.
  ///   - sourceLocation: Where a mismatch is reported.
  ///   - update: Applies the change you expect to the data before the step;
  ///     leave it out when you expect no change.
  public func send(
    _ step: Step, sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout CalculatorData) -> Void = { _ in }
  ) async {
    let failure = await Changes.difference(
      runner.state, operation: { await runner.send(step) }, changes: update)
    guard let failure else { return }
    Issue.record(Comment(rawValue: "After '\(step)': \(failure)"), sourceLocation: sourceLocation)
  }

  /// Ends the test: fails it when a sleep is still pending on the clock.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    isFinished = true
    Self.checkNothingPending(clock, at: sourceLocation)
  }

  // Not `isolated`: an isolated deinit runs later, outside the test, where an
  // issue could not be attributed to it. A deinit has the harness to itself, so it
  // reads `isFinished` as any method of the harness does.
  deinit {
    guard !isFinished else { return }
    Self.checkNothingPending(clock, at: creation)
  }

  nonisolated private static func checkNothingPending(
    _ clock: ManualClock, at location: SourceLocation
  ) {
    let pending = clock.pending
    guard !pending.isEmpty else { return }
    let deadlines = pending.map { "\($0.deadline.offset)" }.joined(separator: ", ")
    Issue.record(
      Comment(
        rawValue: "\(pending.count) sleep(s) still pending at the end of the test, "
          + "due at \(deadlines); send a wait step to let them finish"),
      sourceLocation: location)
  }
}
