import CalcCore
import CalcScenarios
import CalcScreens
import ExerciseChecking

@testable import Drill14

/// The wanted change: the seed's timing, switching on in 2 seconds.
let wantedTiming = CalculatorTiming(loading: .seconds(2), calculation: .seconds(3))
/// The teammate's change, as the drill starts: a sum in 2 seconds too.
let cameTiming = CalculatorTiming(loading: .seconds(2), calculation: .seconds(2))

/// The suite: storyboards of switching on, of a sum, and of both in one run.
@MainActor
func shots(_ timing: CalculatorTiming) async -> [Drill.Shot] {
  let second = Step.wait(.seconds(1))
  let loaded = CalculatorData(isLoadingOnStart: false, numbers: [1, 2])
  let scenarios = [
    Scenario(
      name: "switching-on", summary: "The calculator switches on, a second at a time.",
      steps: [.appear, second, second, second]),
    Scenario(
      name: "sum", summary: "1 + 2 is added up, a second at a time.", start: loaded,
      steps: [.submit, second, second, second]),
    Scenario(
      name: "whole-run", summary: "Taps 1 at 2 s, then adds it up, a second at a time.",
      steps: [.appear, .wait(.seconds(2)), .tap(1), .submit, second, second, second]),
  ]
  var shots: [Drill.Shot] = []
  for scenario in scenarios {
    let runner = ScenarioRunner(state: scenario.start, timing: timing)
    let board = await Storyboard.record(scenario, on: runner)
    shots.append(Drill.Shot(scenario.name, board.text))
  }
  return shots
}

await runDrill(
  Drill(
    number: 14, source: "Lessons/Exercises/Sources/Drill14/Timing.swift",
    wanted: "the calculator switched on in the frame at t = 2s instead of t = 3s",
    regression:
      "a sum whose result comes a second early, at 2 s after the submit instead of 3: the requirement changes only how long switching on takes",
    shots: await shots(appTiming), wantedShots: await shots(wantedTiming),
    cameShots: await shots(cameTiming),
    judge: {
      await DrillApp(tables: [.russian], timing: appTiming, draw: DrillApp.kitScreens)
        .failure(
          against: DrillApp(tables: [.russian], timing: wantedTiming, draw: DrillApp.kitScreens))
    }))
