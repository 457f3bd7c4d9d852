import CalcCore
import CalcScenarios
import CalcScreens
import Foundation
import ProcessRunner
import TestSupport
import Testing
import TextUI

@testable import CalcCommandLine

@MainActor
@Suite("calc-render with events, scenarios and JSON", .backstopTimeLimit)
struct CalcRenderEventsTests {
  /// The last screen of a scenario, drawn by the library directly.
  func lastScreen(
    _ steps: [Step], start: CalculatorData? = nil, strings: CalculatorStrings = .russian,
    layout: CalculatorLayout = .grid, options: RenderOptions = RenderOptions()
  ) async -> String {
    let scenario = Scenario(name: "x", summary: "x.", start: start, steps: steps)
    let board = await Storyboard.record(
      scenario, strings: strings, layout: layout, options: options)
    return board.frames.last?.screen ?? ""
  }

  @Test("Runs a script from the start screen and prints the last screen")
  func events() async {
    let result = await runCalcRender(["--events", "wait 3s 1 2 submit wait 3s"])
    #expect(result.status == .success)
    #expect(result.stderr == "")
    let expected = await lastScreen(
      [.appear, .wait(.seconds(3)), .tap(1), .tap(2), .submit, .wait(.seconds(3))])
    #expect(result.stdout == expected)
    #expect(result.stdout.contains("Сумма чисел: 3"))
  }

  /// What calc-render prints for a script of `count` steps.
  func drawing(steps count: Int, storyboard: Bool = false) async -> RunResult {
    let script =
      "wait 3s " + Array(repeating: "1 reset", count: (count - 1) / 2).joined(separator: " ")
    return await runCalcRender(["--events", script] + (storyboard ? ["--storyboard"] : []))
  }

  /// The frames of a printed storyboard: each opens with a `#N` heading.
  func frames(of board: RunResult) -> Int {
    board.stdout.split(separator: "\n").filter { $0.hasPrefix("#") }.count
  }

  /// A script of 100 steps already tells one frame from one a step; the complete run
  /// keeps 1,000.
  @Test("Prints the last screen alone, or a storyboard with one frame a step")
  func manySteps() async {
    let steps = EndToEnd.isEnabled ? 1_001 : 101
    let lastOnly = await drawing(steps: steps)
    #expect(lastOnly.status == .success)
    #expect(lastOnly.stdout == (await lastScreen([.appear, .wait(.seconds(3)), .tap(1), .reset])))

    let board = await drawing(steps: 21, storyboard: true)
    let longer = await drawing(steps: 41, storyboard: true)
    #expect(frames(of: board) == 23, "the start, the screen appearing and each step")
    #expect(frames(of: longer) - frames(of: board) == 20, "each step more prints one frame more")
  }

  @Test(
    "Prints the final state as JSON",
    arguments: [
      (
        "wait 3s 1 2",
        #"{"isLoadingOnStart":false,"numbers":[1,2],"result":"1 + 2","isCalculating":false}"#
      ),
      (
        "wait,3s,1,2,submit",
        #"{"isLoadingOnStart":false,"numbers":[1,2],"result":"1 + 2","isCalculating":true}"#
      ),
      (
        "wait submit 1 submit wait",
        #"{"isLoadingOnStart":false,"numbers":[],"result":"Сумма чисел: 1","isCalculating":false}"#
      ),
      (
        "",
        #"{"isLoadingOnStart":true,"numbers":[],"result":"Введите числа","isCalculating":false}"#
      ),
      (
        "1 2 wait 2999ms",
        #"{"isLoadingOnStart":true,"numbers":[],"result":"Введите числа","isCalculating":false}"#
      ),
      (
        "wait 3s submit",
        #"{"isLoadingOnStart":false,"numbers":[],"result":"Числа не вводились","isCalculating":false}"#
      ),
    ])
  func json(script: String, json: String) async {
    let result = await runCalcRender(["--events", script, "--format", "json"])
    #expect(result == RunResult(status: .success, stdout: json + "\n", stderr: ""))
  }

  @Test("Starts the script from a state given with flags or a file")
  func startingState() async {
    let flags = await runCalcRender([
      "--numbers", "4", "--events", "5 submit wait", "--format=json",
    ])
    #expect(
      flags.stdout
        == #"{"isLoadingOnStart":false,"numbers":[],"result":"Сумма чисел: 9","isCalculating":false}"#
        + "\n")
    let json = Data(#"{"isLoadingOnStart":false,"numbers":[8]}"#.utf8)
    let file = CapturedConsole(files: ["s.json": json])
    let fromFile = await runCalcRender(
      ["--state", "s.json", "--events", "1", "--format", "json", "--locale", "en"], capture: file)
    #expect(fromFile.stdout.contains(#""numbers":[8,1],"result":"8 + 1""#))
  }

  @Test("A storyboard prints every frame, as text or one JSON state per line")
  func storyboard() async throws {
    let text = await runCalcRender(["--events", "wait 3s 7", "--storyboard", "--width", "30"])
    let scenario = Scenario(
      name: "events", summary: "The steps given with --events.",
      steps: [.appear, .wait(.seconds(3)), .tap(7)])
    let board = await Storyboard.record(scenario, options: RenderOptions(width: 30))
    #expect(text.stdout == board.text)
    #expect(text.stdout.contains("#3 7 · t = 3s\n  numbers: [] → [7]\n"))

    let json = await runCalcRender(["--events", "wait 3s 7", "--storyboard", "--format", "json"])
    let lines = json.stdout.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(try #require(lines.last).contains(#""numbers":[7]"#))
  }

  @Test("Runs a named scenario, in any layout and language")
  func scenario() async throws {
    let scenario = try #require(Scenario.named("empty-submit"))
    let result = await runCalcRender(
      ["--scenario", "empty-submit", "--locale", "en", "--layout", "seed", "--style", "unicode"])
    let expected = await lastScreen(
      scenario.steps, strings: .english, layout: .seed, options: RenderOptions(style: .unicode))
    #expect(result.stdout == expected)
    #expect(result.stdout.contains("No numbers were entered"))
  }

  @Test("A scenario with its own start runs from it")
  func scenarioWithStart() async {
    let result = await runCalcRender(["--scenario", "overflow", "--format", "json"])
    #expect(result.stdout.contains("Сумма слишком велика"))
  }

  @Test("--help names every step a script takes and says how disappear and replace differ")
  func helpNamesTheSteps() async {
    let help = await runCalcRender(["--help"]).stdout
    let words = help.split { $0 == " " || $0 == "\n" }.joined(separator: " ")
    let steps: [Step] = [.submit, .reset, .appear, .disappear, .replace]
    for step in steps { #expect(words.contains(" \(step),"), "\(step)") }
    #expect(words.contains("disappear hides the screen"))
    #expect(words.contains("it keeps its view model for the next appear"))
    #expect(words.contains("replace removes it and shows a new one"))
  }

  @Test("Lists the scenarios with their summaries")
  func listScenarios() async {
    let result = await runCalcRender(["--list-scenarios"])
    #expect(result.status == .success)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first == "Scenarios (run one with --scenario NAME):")
    #expect(lines.count == Scenario.catalog.count + 1)
    for scenario in Scenario.catalog {
      #expect(result.stdout.contains("  \(scenario.name)  "))
      #expect(result.stdout.contains(scenario.summary))
    }
  }

  @Test(
    "Rejects bad scripts and combinations with one line and status 64",
    arguments: [
      (
        ["--events", "1 2 sumbit"],
        "Invalid value for '--events': step 3 'sumbit' is not a step (did you mean 'submit'?); "
          + "expected a digit 0-9, submit, reset, appear, disappear, replace, or wait [DURATION]"
      ),
      (
        ["--events", "wait 3"],
        "Invalid value for '--events': step 1 'wait 3' has an invalid duration; expected whole or "
          + "decimal seconds like 3s or 1.5s, or milliseconds like 500ms, up to 86400s"
      ),
      (
        ["--events", "10"],
        "Invalid value for '--events': step 1 '10' is not a step; expected a digit 0-9, submit, "
          + "reset, appear, disappear, replace, or wait [DURATION]"
      ),
      (
        ["--events", "1", "--scenario", "entry"],
        "Options '--events' and '--scenario' cannot be used together"
      ),
      (
        ["--scenario", "entyr"],
        "Unknown scenario 'entyr'. Did you mean 'entry'? See 'calc-render --list-scenarios'"
      ),
      (["--storyboard"], "Option '--storyboard' needs --events or --scenario"),
      (["--format", "yaml"], "Invalid value 'yaml' for '--format': expected one of screen, json"),
      (["plya"], "Unknown subcommand 'plya'. Did you mean 'play'?"),
      (
        ["play", "--load-time", "3"],
        "Invalid value '3' for '--load-time': expected a duration like 3s, 1.5s or 500ms, "
          + "up to 86400s"
      ),
      (["play", "now"], "Unexpected argument 'now'"),
    ] as [([String], String)])
  func rejects(arguments: [String], message: String) async {
    let usage = arguments.first == "play" ? BadInput.playUsage : BadInput.toolUsage
    #expect(
      await runCalcRender(arguments)
        == RunResult(
          status: .usage, stdout: "", stderr: "Error: \(message)\nUsage: \(usage)\n"))
  }

  @Test("play prints its help")
  func playHelp() async {
    let result = await runCalcRender(["play", "--help"])
    #expect(result.status == .success)
    #expect(result.stdout.hasPrefix("OVERVIEW: Play the calculator in your terminal"))
    #expect(result.stdout.contains("--load-time DURATION"))
  }
}
