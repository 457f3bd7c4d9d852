import CalcCore
import CalcScenarios
import KitSupport
import Testing
import TextUI

@testable import CalcScreens

/// Every event sequence from the loaded keypad, checked against the app's invariants.
@MainActor
@Suite("Exhaustive exploration")
struct ExplorationTests {
  static let alphabet: [Step] = [
    .tap(0), .tap(9), .submit, .reset, .wait(.seconds(1)), .wait(.seconds(3)),
  ]

  @Test("Every state up to depth 7 keeps the invariants")
  func invariants() async {
    let strings = CalculatorStrings.russian
    let explorer = Explorer(alphabet: Self.alphabet, depth: 7)
    var drawn: Set<CalculatorData> = []
    let report = await explorer.explore { transition in
      let (before, step, after) = (transition.before, transition.step, transition.after)
      let path = (transition.path + [step]).map(\.description).joined(separator: " ")
      // lesson:invariants begin
      if before.isCalculating && after.isCalculating {
        #expect(after.numbers == before.numbers, "numbers changed while calculating: \(path)")
      }
      #expect(Self.resultMatches(after, strings), "result does not match the state: \(path)")
      if step == .wait(.seconds(3)) {
        #expect(!after.isCalculating, "still calculating 3 s later: \(path)")
        #expect(transition.isIdleAfter, "a sleep is pending 3 s later: \(path)")
      }
      #expect(!after.isLoadingOnStart, "loading came back: \(path)")
      // lesson:invariants end
      guard drawn.insert(after).inserted else { return }
      for layout in CalculatorLayout.allCases {
        let screen = ScreenRenderer().render(
          CalculatorScreen(state: after, strings: strings, layout: layout))
        let widths = Set(screen.split(separator: "\n").map { TerminalWidth.columns(of: $0) })
        #expect(widths == [40], "a screen does not fit its width: \(path)")
      }
    }
    print(
      "Explored \(report.states) states and \(report.transitions) transitions; "
        + "drew \(drawn.count) distinct screens in each layout")
    #expect(report.depth == 7)
    #expect(report.states > 300)
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
