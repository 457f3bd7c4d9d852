import CalcCore
import CalcScreens
import CalcSeed
import TestSupport
import Testing
import TextSnapshots
import TextUI

@testable import CalcScenarios

/// The scenarios recorded in more than one layout and language.
let keyScenarios = ["loading", "entry", "calculating", "result", "empty-submit", "reset"]
  .compactMap(Scenario.named)

@MainActor
@Suite("Storyboards", .backstopTimeLimit)
struct StoryboardTests {
  @Test("Every scenario in the grid layout, in Russian", arguments: Scenario.catalog)
  func gridRussian(scenario: Scenario) async {
    let board = await Storyboard.record(scenario)
    expectSnapshot(of: board.text, as: .lines, named: scenario.name)
  }

  @Test("The key scenarios in the seed's layout", arguments: keyScenarios)
  func seedLayout(scenario: Scenario) async {
    let board = await Storyboard.record(scenario, layout: .seed)
    expectSnapshot(of: board.text, as: .lines, named: scenario.name)
  }

  @Test("The key scenarios in English, with a Unicode border", arguments: keyScenarios)
  func english(scenario: Scenario) async {
    let board = await Storyboard.record(
      scenario, strings: .english, options: RenderOptions(style: .unicode))
    expectSnapshot(of: board.text, as: .lines, named: scenario.name)
  }

  @Test(
    "The scenarios that hide or replace the screen, on the seed's view model",
    arguments: lifetimeScenarios)
  func seedModel(scenario: Scenario) async {
    let board = await Storyboard.record(scenario, on: ScenarioRunner.seed())
    expectSnapshot(of: board.text, as: .lines, named: scenario.name)
  }
}

/// The scenarios in which the screen is hidden or replaced, where SwiftUI's lifetimes matter.
let lifetimeScenarios = Scenario.catalog.filter { scenario in
  scenario.steps.contains { $0 == .disappear || $0 == .replace }
}

/// The scenarios the seed's view model can play: it starts only on the loading screen.
let seedPlayable = Scenario.catalog.filter { $0.start == nil }

@MainActor
@Suite("Before and after give the same storyboards", .backstopTimeLimit)
struct StoryboardProofTests {
  @Test(
    "Every scenario draws the same frames on the seed's model and the refactored one",
    arguments: seedPlayable.filter { !lifetimeScenarios.contains($0) },
    CalculatorLayout.allCases)
  func sameStoryboards(scenario: Scenario, layout: CalculatorLayout) async {
    let after = await Storyboard.record(scenario, layout: layout)
    let before = await Storyboard.record(scenario, on: ScenarioRunner.seed(), layout: layout)
    #expect(before == after)
  }

  @Test("Hiding while loading tells them apart on screen: the seed's .onAppear load runs on")
  func leavingWhileLoadingDiffers() async throws {
    let scenario = try #require(Scenario.named("cancel-loading"))
    let after = await Storyboard.record(scenario)
    let before = await Storyboard.record(scenario, on: ScenarioRunner.seed())
    let firstDifference = before.frames.indices.first { before.frames[$0] != after.frames[$0] }
    let index = try #require(firstDifference)
    #expect(scenario.steps[index - 1] == .wait(.seconds(2)))
    #expect(scenario.steps[index - 2] == .disappear)
    #expect(before.frames[index].state.isLoadingOnStart == false)
    #expect(after.frames[index].state.isLoadingOnStart == true)
  }

  @Test("Replacing while loading draws the same screens; only the removed models differ")
  func replacingWhileLoadingDiffers() async throws {
    let scenario = try #require(Scenario.named("replace-loading"))
    let after = await Storyboard.record(scenario)
    let before = await Storyboard.record(scenario, on: ScenarioRunner.seed())
    #expect(before.frames.map(\.screen) == after.frames.map(\.screen))
    #expect(before.frames.map(\.state) == after.frames.map(\.state))
    let firstDifference = before.frames.indices.first { before.frames[$0] != after.frames[$0] }
    let index = try #require(firstDifference)
    #expect(before.frames[index].time == .seconds(3), "the seed's old load ends at 3 s")
    #expect(before.frames[index].removed.map(\.isLoadingOnStart) == [false])
    #expect(after.frames[index].removed.map(\.isLoadingOnStart) == [true])
  }

  @Test("Hiding mid-sum tells them apart on screen: the kit's .onDisappear cancels the sum")
  func leavingWhileCalculatingDiffers() async throws {
    let scenario = try #require(Scenario.named("leave-calculating"))
    let after = await Storyboard.record(scenario)
    let before = await Storyboard.record(scenario, on: ScenarioRunner.seed())
    let firstDifference = before.frames.indices.first { before.frames[$0] != after.frames[$0] }
    let index = try #require(firstDifference)
    #expect(scenario.steps[index - 1] == .disappear)
    #expect(before.frames[index].state.isCalculating, "the seed's sum runs on")
    #expect(after.frames[index].state == CalculatorData(isLoadingOnStart: false, numbers: [6, 7]))
  }

  @Test("Replacing mid-sum draws the same screens; only the removed models differ")
  func replacingWhileCalculatingDiffers() async throws {
    let scenario = try #require(Scenario.named("replace-calculating"))
    let after = await Storyboard.record(scenario)
    let before = await Storyboard.record(scenario, on: ScenarioRunner.seed())
    #expect(before.frames.map(\.screen) == after.frames.map(\.screen))
    let removedBefore = try #require(before.frames.last?.removed)
    let removedAfter = try #require(after.frames.last?.removed)
    #expect(removedBefore.map(\.result) == ["Сумма чисел: 13"], "the seed's sum landed there")
    #expect(removedAfter == [CalculatorData(isLoadingOnStart: false, numbers: [6, 7])])
  }
}
