import CalcCore
import CalcTesting  // test results name a string table by its language
import Testing
import TextSnapshots
import TextUI

@testable import CalcScreens

/// Every state of the grid layout, drawn at 40 columns with an ASCII border.
///
/// The screens are recorded in `Snapshots/CalcScreensTests/CalculatorScreenGridTests/`;
/// each was read line by line against the seed's `ContentView` when it was first
/// recorded, and a change to the layout shows up as a failing diff.
@Suite("Calculator screen in the grid layout")
struct CalculatorScreenGridTests {
  @Test(
    "Every state, in each language, draws its recorded screen",
    arguments: CalculatorStateFixture.allCases, CalculatorStrings.all)
  func screen(state: CalculatorStateFixture, strings: CalculatorStrings) {
    let screen = ScreenRenderer().render(
      CalculatorScreen(state: state.data(strings), layout: .grid))
    expectSnapshot(of: screen, as: .screen, named: "\(state).\(strings.code)")
  }
}
