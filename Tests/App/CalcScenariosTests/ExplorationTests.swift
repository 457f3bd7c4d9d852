import CalcCore
import CalcScreens
import TestSupport
import Testing
import TextUI
import TextWidth

@testable import CalcScenarios

/// Every event sequence from the loaded keypad, checked against the app's invariants.
@MainActor
@Suite("Exhaustive exploration", .backstopTimeLimit)
struct ExplorationTests {
  static let alphabet: [Step] = [
    .tap(0), .tap(9), .submit, .reset, .wait(.seconds(1)), .wait(.seconds(3)),
  ]

  /// How many steps a path may have: 7 in the complete run (480 states), 5 in a plain
  /// `swift test` (118 states, a quarter of the time).
  ///
  /// Depth 5 already takes every step from every kind of state that depth 7 reaches:
  /// the prompt, an entry of one, two or more digits, a calculation with 3, 2 or 1 s to
  /// go (the third `wait 1s`, which brings the sum, is step 5), a sum, and the message
  /// of an empty submit.
  /// So a rule that breaks on any one event, such as a tap while calculating or a
  /// submit after a sum, breaks within 5 steps; depths 6 and 7 add only longer paths
  /// through the same kinds of state.
  static let depth = EndToEnd.isEnabled ? 7 : 5

  /// The first broken invariant stops the exploration and is its one failure,
  /// on a shortest path to it, with the data before and after its last step.
  @Test("Every state up to depth 5, 7 in the complete run, keeps the invariants")
  func invariants() async throws {
    let strings = CalculatorStrings.russian
    let explorer = Explorer(alphabet: Self.alphabet, depth: Self.depth)
    var drawn: Set<CalculatorData> = []
    var screens: [(data: CalculatorData, context: Context)] = []
    let report = try await explorer.explore { transition in
      let (before, step, after) = (transition.before, transition.step, transition.after)
      let context = Context(transition: transition)
      // lesson:invariants begin
      if before.isCalculating && after.isCalculating {
        try #require(
          after.numbers == before.numbers, "numbers changed while calculating \(context)")
      }
      try #require(Self.resultMatches(after, strings), "result does not match the state \(context)")
      if step == .wait(.seconds(3)) {
        try #require(!after.isCalculating, "still calculating 3 s later \(context)")
        try #require(transition.isIdleAfter, "a sleep is pending 3 s later \(context)")
      }
      try #require(!after.isLoadingOnStart, "loading came back \(context)")
      // lesson:invariants end
      if drawn.insert(after).inserted { screens.append((after, context)) }
    }
    try await Self.checkScreens(screens)
    #expect(report.depth == Self.depth)
    #expect(report.states > (EndToEnd.isEnabled ? 300 : 100))
  }

  /// Draws each state in both layouts, in the order the walk first reached them, so the
  /// first screen that does not fit its width is on a shortest path to it.
  ///
  /// The walk needs the main actor, where the view models run; drawing does not, so it
  /// runs afterwards on the shared pool and leaves the main actor to the other tests.
  nonisolated static func checkScreens(
    _ screens: [(data: CalculatorData, context: Context)]
  ) async throws {
    for (data, context) in screens {
      for layout in CalculatorLayout.allCases {
        let screen = ScreenRenderer().render(
          CalculatorScreen(state: data, layout: layout))
        let widths = Set(screen.split(separator: "\n").map { TerminalWidth.columns(of: $0) })
        try #require(widths == [40], "a screen does not fit its width \(context)")
      }
    }
  }

  /// A transition's description, built only when a failure message shows it.
  struct Context: CustomStringConvertible, Sendable {
    let transition: Explorer.Transition
    var description: String { ExplorationTests.describe(transition) }
  }

  /// Where a transition leads: its steps from the start, and the data before and after the last.
  nonisolated static func describe(_ transition: Explorer.Transition) -> String {
    func fields(_ data: CalculatorData) -> String {
      data.printedFields.map { "\($0.field) = \($0.value)" }.joined(separator: ", ")
    }
    let steps = (transition.path + [transition.step]).map(\.description).joined(separator: " ")
    return
      "after '\(steps)'\n  before: \(fields(transition.before))\n  after: \(fields(transition.after))"
  }

  /// Whether the result text is what the data says it should be.
  static func resultMatches(_ data: CalculatorData, _ strings: CalculatorStrings) -> Bool {
    guard data.numbers.isEmpty else { return data.result == strings.entry(data.numbers) }
    if [strings.enterNumbers, strings.noNumbers, strings.sumTooLarge].contains(data.result) {
      return true
    }
    guard data.result.hasPrefix(strings.sumPrefix) else { return false }
    return Int(data.result.dropFirst(strings.sumPrefix.count)) != nil
  }
}
