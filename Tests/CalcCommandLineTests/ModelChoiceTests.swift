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
    "leaving while loading: the seed's .onAppear load runs on, the kit's .task load is cancelled",
    arguments: [
      ([String](), true),
      (["--model", "after"], true),
      (["--model", "before"], false),
    ])
  func leavingWhileLoading(model: [String], stillLoading: Bool) async {
    let run = await run(model + ["--events", "wait 1s disappear wait 2s", "--format", "json"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("{\"isLoadingOnStart\":\(stillLoading),"))
  }

  @Test(
    "the seed's model starts only on the loading screen, in Russian, and only steps show it",
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
    #expect(run.status == 64)
    #expect(run.errors == "Error: \(message)\nUsage: calc-render [<options>] [<subcommand>]\n")
    #expect(run.output.isEmpty)
  }
}
