import CalcScenarios
import Testing
import TextSnapshots

@testable import CalcScreens

@MainActor
@Suite("Storyboards")
struct StoryboardTests {
  @Test("Every scenario in the grid layout, in Russian", arguments: Scenario.catalog)
  func gridRussian(scenario: Scenario) async {
    let board = await Storyboard.record(scenario)
    // tutorial: until storyboard-snapshot
    #expect(!board.text.isEmpty)
    // tutorial: from storyboard-snapshot
    expectSnapshot(of: board.text, as: .lines, named: scenario.name)
    // tutorial: end
  }
}
