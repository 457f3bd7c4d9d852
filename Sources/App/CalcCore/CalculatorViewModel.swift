import Observation

/// The calculator's view model: it receives every event from the view and
/// decides how the data changes.
///
/// The view only draws `state` and forwards taps; every rule lives here.
/// It is the seed's `CalcViewModel` after the review: early exits with `guard`,
/// `reduce` instead of a `forEach` loop, `onFirstLoading()` as an `async`
/// function for SwiftUI's `.task`, and every wait on the clock it is given.
/// It is `@Observable` where the seed's is an `ObservableObject`: Observation
/// ships with Swift 5.9 and later toolchains, Linux and Windows included, and
/// with the macOS 14 and iOS 17 SDKs, while `ObservableObject` is Combine's,
/// which only Apple's platforms have. It is `@MainActor`, so the view and the
/// model touch `state` on one actor.
///
/// ```swift
/// let model = CalculatorViewModel(clock: ManualClock())
/// model.onAddNumber(1)
/// model.onAddNumber(2)
/// print(model.state.result)
/// // Prints "Введите числа" ("Enter numbers"): taps are ignored until loading ends.
/// ```
@MainActor
@Observable
public final class CalculatorViewModel {
  /// What the screen shows; only the view model changes it.
  public private(set) var state: CalculatorData
  /// The strings the view model writes into `state.result`: the language of its state.
  public var strings: CalculatorStrings { state.strings }
  /// How long loading and calculating take.
  public let timing: CalculatorTiming
  private let clock: any Clock<Duration>
  /// The calculation `onSubmit()` started: the model keeps it, and `onDisappear()` cancels it.
  private var calculation: Task<Void, Never>?

  /// Creates a view model.
  ///
  /// - Parameters:
  ///   - state: The data to start from; `nil` starts on the loading screen.
  ///   - strings: The language of the results and of the screen, which the state takes;
  ///     `nil` keeps the state's own (the seed's Russian when there is no state).
  ///   - timing: How long loading and calculating take.
  ///   - clock: The clock every wait goes through; tests pass a `ManualClock`.
  public init(
    state: CalculatorData? = nil,
    strings: CalculatorStrings? = nil,
    timing: CalculatorTiming = .seed,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    var start = state ?? CalculatorData(strings: strings ?? .russian)
    start.strings = strings ?? start.strings
    self.state = start
    self.timing = timing
    self.clock = clock
  }

  /// Switches the calculator on: waits for the loading time, then shows the keypad.
  ///
  /// Call it from SwiftUI's `.task`, which cancels it when the view goes away;
  /// a cancelled load leaves the calculator loading, ready to load again.
  public func onFirstLoading() async {
    guard state.isLoadingOnStart else { return }
    do {
      try await clock.sleep(for: timing.loading)
    } catch {
      return
    }
    state.isLoadingOnStart = false
  }

  /// Appends a tapped digit to the entry.
  ///
  /// Ignored while the calculator is loading or calculating.
  public func onAddNumber(_ number: Int) {
    guard !state.isLoadingOnStart, !state.isCalculating else { return }

    state.numbers.append(number)
    state.result = strings.entry(state.numbers)
  }

  /// Starts adding the entered digits up.
  ///
  /// With no digits the result says so at once. Otherwise the calculator
  /// calculates for `timing.calculation`, then shows the sum and clears the
  /// entry. Ignored while loading or calculating.
  ///
  /// - Returns: The calculation it started, which the model keeps for
  ///   ``onDisappear()`` to cancel; `nil` when nothing was started. A cancelled
  ///   calculation keeps the entry and is never left calculating.
  @discardableResult
  public func onSubmit() -> Task<Void, Never>? {
    guard !state.isLoadingOnStart, !state.isCalculating else { return nil }
    guard !state.numbers.isEmpty else {
      state.result = strings.noNumbers
      return nil
    }

    state.isCalculating = true
    let calculation = Task { await calculateSum() }
    self.calculation = calculation
    return calculation
  }

  /// Stops the calculation when the view goes away; the entry stays for when it comes back.
  ///
  /// Call it from SwiftUI's `.onDisappear`, so the view owns the calculation as
  /// its `.task` owns the loading: work for a screen that is gone stops.
  public func onDisappear() {
    calculation?.cancel()
    calculation = nil
  }

  /// Clears the entry and shows the prompt again.
  ///
  /// Ignored while loading or calculating.
  public func onReset() {
    guard !state.isLoadingOnStart, !state.isCalculating else { return }

    state.numbers = []
    state.result = strings.enterNumbers
  }

  private func calculateSum() async {
    defer { state.isCalculating = false }
    do {
      try await clock.sleep(for: timing.calculation)
    } catch {
      state.result = strings.entry(state.numbers)
      return
    }
    // lesson:reduce begin
    let sum = state.numbers.reduce(CheckedSum.zero, +)
    state.result = sum.value.map(strings.sum) ?? strings.sumTooLarge
    state.numbers = []
    // lesson:reduce end
  }
}
