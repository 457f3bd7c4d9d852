import CommandLineSupport
import Foundation
import LessonReading
import Testing

@testable import CalcCommandLine

@MainActor
@Suite("calc-render --model")
struct ModelChoiceTests {
  func run(_ arguments: [String]) async -> InMemoryRun {
    await InMemoryRun.calcRender(arguments, root: URL(fileURLWithPath: "/"))
  }

  @Test(
    "Leaving while loading: the seed's .onAppear load runs on, the kit's .task load is cancelled",
    arguments: [
      ([String](), true),
      (["--model", "after"], true),
      (["--model", "before"], false),
    ])
  func leavingWhileLoading(model: [String], stillLoading: Bool) async {
    let run = await run(model + ["--events", "wait 1s disappear wait 2s", "--format", "json"])
    #expect(run.status == .success)
    #expect(run.output.hasPrefix("{\"isLoadingOnStart\":\(stillLoading),"))
  }

  @Test(
    "A hidden screen keeps its view model; a replaced one shows a new view model, loading",
    arguments: [[String](), ["--model", "before"]],
    [
      (
        "wait 3s 1 2 disappear wait 5s appear",
        #"{"isLoadingOnStart":false,"numbers":[1,2],"result":"1 + 2","isCalculating":false}"#
      ),
      (
        "wait 3s 1 2 replace",
        #"{"isLoadingOnStart":true,"numbers":[],"result":"Введите числа","isCalculating":false}"#
      ),
      (
        "wait 3s 1 2 replace wait 3s",
        #"{"isLoadingOnStart":false,"numbers":[],"result":"Введите числа","isCalculating":false}"#
      ),
    ])
  func hideOrReplace(model: [String], events: (script: String, json: String)) async {
    let run = await run(model + ["--events", events.script, "--format", "json"])
    #expect(run.status == .success)
    #expect(run.errors.isEmpty)
    #expect(run.output == events.json + "\n")
  }

  @Test(
    "A storyboard lists what the removed view model still gets: the seed's old load, not the kit's",
    arguments: [([String](), false), (["--model", "before"], true)])
  func removedModelInStoryboard(model: [String], oldLoadRuns: Bool) async {
    let run = await run(model + ["--events", "wait 1s replace wait 2s", "--storyboard"])
    #expect(run.status == .success)
    #expect(
      run.output.contains("#3 replace · t = 1s\n  new view model; the old one is removed model 1\n")
    )
    #expect(
      run.output.contains(
        "#4 wait 2s · t = 3s\n  (no change)\n  removed model 1: "
          + "isLoadingOnStart: true → false\n") == oldLoadRuns)
  }

  @Test(
    "The seed's model starts only on the loading screen, in Russian, and only steps show it",
    arguments: [
      (["--model", "before"], "Option '--model' needs --events or --scenario"),
      (
        ["--model", "before", "--numbers", "1", "--events", "wait"],
        "Options '--model before' and '--numbers' cannot be used together"
      ),
      (
        ["--model", "before", "--calculating", "--events", "wait"],
        "Options '--model before' and '--calculating' cannot be used together"
      ),
      (
        ["--model", "before", "--scenario", "overflow"],
        "Options '--model before' and '--scenario overflow' cannot be used together"
      ),
      (
        ["--model", "before", "--locale", "en", "--events", "wait"],
        "Options '--model before' and '--locale en' cannot be used together"
      ),
      (
        ["--model", "middle", "--events", "wait"],
        "Invalid value 'middle' for '--model': expected one of after, before"
      ),
    ])
  func badUse(arguments: [String], message: String) async {
    let run = await run(arguments)
    #expect(run.status == .usage)
    #expect(run.errors == "Error: \(message)\nUsage: calc-render [<options>] [<subcommand>]\n")
    #expect(run.output.isEmpty)
  }
}
