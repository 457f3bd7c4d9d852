import CalcCore
import CalcSeed
import Testing

@testable import CalcScenarios

@MainActor
@Suite("Where the seed's view model and the kit's differ")
struct ScenarioRunnerTests {
  @Test("Difference: the seed's .onAppear load runs on after the screen goes away")
  func seedLoadRunsOn() async {
    let steps: [Step] = [.appear, .wait(.seconds(1)), .disappear, .wait(.seconds(2))]
    let after = await ScenarioRunner().run(steps)
    let before = await ScenarioRunner.seed().run(steps)
    #expect(after.last?.isLoadingOnStart == true, "the kit's .task load was cancelled")
    #expect(before.last?.isLoadingOnStart == false, "the seed's Task {} finished at 3 s")
  }
  // tutorial: from differs-appear

  @Test("Difference: appearing again starts a second seed load but restarts the kit's")
  func appearingTwice() async {
    let seed = ScenarioRunner.seed()
    await seed.run([.appear, .wait(.seconds(1)), .disappear, .appear])
    #expect(seed.clock.pending.map(\.deadline.offset) == [.seconds(3), .seconds(4)])
    let kit = ScenarioRunner()
    await kit.run([.appear, .wait(.seconds(1)), .disappear, .appear])
    #expect(kit.clock.pending.map(\.deadline.offset) == [.seconds(4)])
  }
  // tutorial: from differs-replace

  @Test("Difference: the seed's old load runs on, into the removed model nobody sees")
  func seedLoadWritesIntoTheRemovedModel() async {
    let steps: [Step] = [.appear, .wait(.seconds(1)), .replace, .wait(.seconds(2))]
    let kit = ScenarioRunner()
    let seed = ScenarioRunner.seed()
    #expect(await kit.run(steps) == (await seed.run(steps)), "both show a new view, loading")
    #expect(kit.removedStates.map(\.isLoadingOnStart) == [true], "its .task was cancelled")
    #expect(seed.removedStates.map(\.isLoadingOnStart) == [false], "its Task {} ran on")
    #expect(seed.clock.pending.map(\.deadline.offset) == [.seconds(4)], "the new load")
  }
  // tutorial: end
}
