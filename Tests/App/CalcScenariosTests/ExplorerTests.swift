import CalcCore
import TestSupport
import Testing

@testable import CalcScenarios

/// The kit's view model, but its calculation runs in a task of its own that cancelling the
/// one `submit` hands back does not reach: a cancellation swallowed.
@MainActor
private final class Swallowing: CalculatorModel {
  let model: CalculatorViewModel
  init(_ model: CalculatorViewModel) { self.model = model }
  var data: CalculatorData { model.state }
  var appearance: Appearance { model.appearance }
  func tap(_ digit: Int) { model.onAddNumber(digit) }
  func submit() -> Task<Void, Never>? { model.onSubmit().map { work in Task { await work.value } } }
  func reset() { model.onReset() }
}

/// The kit's view model, but its view loads only the first time it appears: a flag its data
/// does not show.
@MainActor
private final class LoadsOnce: CalculatorModel {
  let model: CalculatorViewModel
  var started = false
  init(_ model: CalculatorViewModel) { self.model = model }
  var data: CalculatorData { model.state }
  var appearance: Appearance {
    .task {
      guard !self.started else { return }
      self.started = true
      await self.model.onFirstLoading()
    }
  }
  func tap(_ digit: Int) { model.onAddNumber(digit) }
  func submit() -> Task<Void, Never>? { model.onSubmit() }
  func reset() { model.onReset() }
}

/// A model that only loads, and looks at cancellation again once its sleep is over: a view
/// that disappears in the same turn as the sleep's end leaves it loading, where the kit's
/// model, whose sleep did end, switches on.
@MainActor
private final class ChecksCancellationLate: CalculatorModel {
  let clock: ManualClock
  var data = CalculatorData()
  init(clock: ManualClock) { self.clock = clock }
  var appearance: Appearance {
    .task {
      do { try await self.clock.sleep(for: .seconds(3)) } catch { return }
      guard !Task.isCancelled else { return }
      self.data.isLoadingOnStart = false
    }
  }
  func tap(_ digit: Int) {}
  func submit() -> Task<Void, Never>? { nil }
  func reset() {}
}

@MainActor
@Suite("Explorer", .backstopTimeLimit)
struct ExplorerTests {
  @Test(
    "Counts distinct states and the transitions tried from each",
    arguments: [
      ([Step.reset], 3, 1, 1, 0),
      ([.tap(1)], 3, 4, 3, 3),
      ([.tap(1), .reset], 2, 3, 4, 2),
      ([.tap(1), .submit, .wait(.seconds(3))], 2, 5, 9, 2),
    ] as [([Step], Int, Int, Int, Int)])
  func counts(alphabet: [Step], depth: Int, states: Int, transitions: Int, reached: Int) async {
    let report = await Explorer(alphabet: alphabet, depth: depth).explore { _ in }
    #expect(report == Explorer.Report(states: states, transitions: transitions, depth: reached))
  }

  @Test("Stops at the first transition that breaks an invariant, on a shortest path to it")
  func stopsAtTheFirstBrokenInvariant() async throws {
    struct Broken: Error, Equatable {
      let steps: [Step]
    }
    let explorer = Explorer(alphabet: [.tap(1), .submit, .wait(.seconds(3))], depth: 5)
    let everything = await explorer.explore { _ in }
    var visited = 0
    let broken = await #expect(throws: Broken.self) {
      try await explorer.explore { transition in
        visited += 1
        if transition.after.result == "Сумма чисел: 1" {
          throw Broken(steps: transition.path + [transition.step])
        }
      }
    }
    #expect(broken == Broken(steps: [.tap(1), .submit, .wait(.seconds(3))]))
    #expect(visited < everything.transitions, "it stopped there")
  }

  @Test("Visits each transition with the data before and after it")
  func visits() async {
    var seen: [String] = []
    _ = await Explorer(alphabet: [.tap(2), .submit], depth: 2).explore { transition in
      seen.append(
        "\(transition.path) \(transition.step): \(transition.before.result) → "
          + "\(transition.after.result) idle \(transition.isIdleAfter)")
    }
    #expect(
      seen == [
        "[] 2: Введите числа → 2 idle true",
        "[] submit: Введите числа → Числа не вводились idle true",
        "[2] 2: 2 → 2 + 2 idle true",
        "[2] submit: 2 → 2 idle false",
        "[submit] 2: Числа не вводились → 2 idle true",
        "[submit] submit: Числа не вводились → Числа не вводились idle true",
      ])
  }

  @Test("Compared with itself, the kit's model never differs, and the whole space is covered")
  func comparesWithItself() async {
    let explorer = Explorer(alphabet: [], depth: 4, start: CalculatorData())
    let moves: [Move] = [
      .step(.appear), .step(.disappear), .step(.tap(1)), .step(.submit), .cancelCalculation,
      .step(.wait(.seconds(3))),
    ]
    let (difference, report) = await explorer.compare(
      { CalculatorViewModel(state: $0, clock: $1) }, with: moves)
    #expect(difference == nil)
    #expect(report.states > 5)
    #expect(report.depth == 4)
  }

  @Test("A swallowed cancellation is found on a shortest path, with both data")
  func findsASwallowedCancellation() async throws {
    let explorer = Explorer(alphabet: [], depth: 4)
    let (found, _) = await explorer.compare(
      { Swallowing(CalculatorViewModel(state: $0, clock: $1)) },
      with: [.step(.tap(1)), .step(.submit), .step(.wait(.seconds(3))), .cancelCalculation])
    let difference = try #require(found)
    #expect(difference.words == "1, submit, cancel the calculation")
    #expect(difference.expected.isCalculating == false)
    #expect(difference.actual.isCalculating == true)
  }

  @Test("State the data does not show is found when the same data comes back on a longer path")
  func findsHiddenState() async throws {
    let explorer = Explorer(alphabet: [], depth: 4, start: CalculatorData())
    let (found, _) = await explorer.compare(
      { LoadsOnce(CalculatorViewModel(state: $0, clock: $1)) },
      with: [.step(.appear), .step(.disappear), .step(.wait(.seconds(3)))])
    let difference = try #require(found)
    #expect(difference.words == "appear, disappear, appear, wait 3s")
    #expect(difference.actual.isLoadingOnStart)
  }

  @Test(
    "An event in the same turn as a sleep's end is found, where a wait and then the event is not")
  func findsAnEventAtASleepsEnd() async throws {
    let explorer = Explorer(alphabet: [], depth: 3, start: CalculatorData())
    let apart: [Move] = [.step(.appear), .step(.disappear), .step(.wait(.seconds(3)))]
    let (none, _) = await explorer.compare({ ChecksCancellationLate(clock: $1) }, with: apart)
    #expect(none == nil)
    let (found, _) = await explorer.compare(
      { ChecksCancellationLate(clock: $1) },
      with: apart + [.waitThen(.seconds(3), .step(.disappear))])
    let difference = try #require(found)
    #expect(difference.words == "appear, wait 3s, disappear at once")
    #expect(difference.expected.isLoadingOnStart == false)
    #expect(difference.actual.isLoadingOnStart)
  }
}
