import CalcCore
import CalcScreens
import CommandLineSupport
import Foundation
import ProcessRunner
import TestSupport
import Testing
import TextUI
import TextWidth

@testable import CalcCommandLine

@MainActor
func runCalcRender(_ arguments: [String], capture: CapturedConsole = CapturedConsole()) async
  -> RunResult
{
  let status = await CalcRender.main(arguments, console: capture.console)
  return RunResult(status: status, stdout: capture.stdout, stderr: capture.stderr)
}

/// The screen the renderer draws for a state, in its language, to compare the command with.
@MainActor
func screen(
  _ state: CalculatorData, layout: CalculatorLayout = .grid,
  options: RenderOptions = RenderOptions()
) -> String {
  ScreenRenderer(options: options).render(CalculatorScreen(state: state, layout: layout))
}

@MainActor
@Suite("calc-render, run in memory", .backstopTimeLimit)
struct CalcRenderTests {
  @Test("With no options draws the start screen")
  func startScreen() async {
    let result = await runCalcRender([])
    #expect(result == RunResult(status: .success, stdout: screen(CalculatorData()), stderr: ""))
    #expect(result.stdout.contains("Пожалуйста, подождите"))
  }

  @Test(
    "Builds a state from flags",
    arguments: [
      (["--numbers", "4,5"], CalculatorData(isLoadingOnStart: false, numbers: [4, 5])),
      (["--numbers= 4 , 5 "], CalculatorData(isLoadingOnStart: false, numbers: [4, 5])),
      (["--numbers", ""], CalculatorData(isLoadingOnStart: false)),
      (
        ["--result", "Сумма чисел: 9"],
        CalculatorData(isLoadingOnStart: false, result: "Сумма чисел: 9")
      ),
      (
        ["--numbers", "1", "--result", "x"],
        CalculatorData(isLoadingOnStart: false, numbers: [1], result: "x")
      ),
      (
        ["--calculating", "--numbers", "7"],
        CalculatorData(isLoadingOnStart: false, numbers: [7], isCalculating: true)
      ),
      (["--loading"], CalculatorData()),
      (["--loading", "--numbers", "1"], CalculatorData(numbers: [1])),
      (
        ["--numbers", "-3,9223372036854775807"],
        CalculatorData(isLoadingOnStart: false, numbers: [-3, Int.max])
      ),
    ] as [([String], CalculatorData)])
  func buildsState(arguments: [String], state: CalculatorData) async {
    #expect(
      await runCalcRender(arguments)
        == RunResult(status: .success, stdout: screen(state), stderr: ""))
  }

  @Test(
    "Draws in the layout, style, width and language it is given",
    arguments: [
      (["--layout", "seed"], CalculatorStrings.russian, CalculatorLayout.seed, RenderOptions()),
      (["--layout=grid", "--style", "unicode"], .russian, .grid, RenderOptions(style: .unicode)),
      (["--width", "24"], .russian, .grid, RenderOptions(width: 24)),
      (["--width=200", "--locale", "en"], .english, .grid, RenderOptions(width: 200)),
      (
        ["--locale", "EN", "--layout", "seed", "--style", "ascii"], .english, .seed, RenderOptions()
      ),
    ] as [([String], CalculatorStrings, CalculatorLayout, RenderOptions)])
  func display(
    arguments: [String], strings: CalculatorStrings, layout: CalculatorLayout,
    options: RenderOptions
  ) async {
    let state = CalculatorData(isLoadingOnStart: false, numbers: [2], strings: strings)
    let result = await runCalcRender(arguments + ["--numbers", "2"])
    #expect(result.stdout == screen(state, layout: layout, options: options))
    #expect(result.status == .success)
  }

  @Test("Reads a state file, and flags override its fields")
  func stateFile() async {
    let json = Data(#"{"isLoadingOnStart": false, "numbers": [1, 2]}"#.utf8)
    let capture = CapturedConsole(files: ["s.json": json])
    let result = await runCalcRender(["--state", "s.json", "--calculating"], capture: capture)
    let state = CalculatorData(isLoadingOnStart: false, numbers: [1, 2], isCalculating: true)
    #expect(result == RunResult(status: .success, stdout: screen(state), stderr: ""))
  }

  @Test("Reads a state from standard input with -")
  func stateFromStandardInput() async {
    let json = Data(#"{"isLoadingOnStart": false, "result": "Sum of numbers: 3"}"#.utf8)
    let result = await runCalcRender(
      ["--state", "-", "--locale", "en"], capture: CapturedConsole(standardInput: json))
    let state = CalculatorData(
      isLoadingOnStart: false, result: "Sum of numbers: 3", strings: .english)
    #expect(result.stdout == screen(state))
  }

  @Test("Prints help and version")
  func helpAndVersion() async {
    for flag in ["--help", "-h"] {
      let help = await runCalcRender([flag])
      #expect(help.status == .success)
      #expect(help.stdout.hasPrefix("OVERVIEW: Draws the calculator's screen as text.\n"))
      let options = [
        "--numbers", "--result", "--loading", "--calculating", "--state", "--events",
        "--scenario", "--storyboard", "--list-scenarios", "--format", "--layout", "--style",
        "--width", "--locale", "--model", "--version",
      ]
      for option in options {
        #expect(help.stdout.contains("  \(option) "))
      }
    }
    #expect(
      await runCalcRender(["--version"])
        == RunResult(status: .success, stdout: "calc-render 0.1.0\n", stderr: ""))
  }

  @Test(
    "Rejects bad input with one line on stderr and the right status",
    arguments: [
      (
        ["--widht", "30"], .usage,
        "Unknown option '--widht'. Did you mean '--width'?"
      ),
      (
        ["--width", "10"], .usage,
        "Invalid value '10' for '--width': expected a whole number from 24 to 200"
      ),
      (
        ["--width", "99999999999999999999999"], .usage,
        "Invalid value '99999999999999999999999' for '--width': expected a whole number from 24 to 200"
      ),
      (
        ["--width", "4O"], .usage,
        "Invalid value '4O' for '--width': expected a whole number from 24 to 200"
      ),
      (["--width"], .usage, "Missing value for '--width N'"),
      (
        ["--layout", "list"], .usage,
        "Invalid value 'list' for '--layout': expected one of grid, seed"
      ),
      (
        ["--style", "fancy"], .usage,
        "Invalid value 'fancy' for '--style': expected one of ascii, unicode"
      ),
      (["--locale", "de"], .usage, "Invalid value 'de' for '--locale': expected one of ru, en"),
      (
        ["--numbers", "1,,2"], .usage,
        "Invalid value for '--numbers': item 2 of '1,,2' is empty; expected whole numbers from "
          + "-9223372036854775808 to 9223372036854775807, comma-separated, like 1,2,3"
      ),
      (["--loading=yes"], .usage, "Option '--loading' takes no value, but was given 'yes'"),
      (["render"], .usage, "Unknown subcommand 'render'"),
      (["--state", "missing.json"], .noInput, "Cannot read 'missing.json': no such file"),
    ] as [([String], ExitCode, String)])
  func rejects(arguments: [String], status: ExitCode, message: String) async {
    let usage = status == .usage ? "Usage: \(BadInput.toolUsage)\n" : ""
    #expect(
      await runCalcRender(arguments)
        == RunResult(status: status, stdout: "", stderr: "Error: \(message)\n" + usage))
  }

  @Test(
    "Rejects a bad state on standard input with status 65",
    arguments: [
      (Data([0xFF, 0xFE, 0x7B]), "stdin is not UTF-8 text: expected a JSON state"),
      (
        Data("{\"numbers\": [1,".utf8),
        "stdin:1:16: invalid JSON: unexpected end of input, expected a value"
      ),
      (
        Data(#"{"numbers": [1e400]}"#.utf8),
        "stdin: field numbers[0]: expected a whole number, got 1e400"
      ),
      (Data(), "stdin:1:1: invalid JSON: unexpected end of input, expected a value"),
    ])
  func rejectsBadState(input: Data, message: String) async {
    let result = await runCalcRender(
      ["--state", "-"], capture: CapturedConsole(standardInput: input))
    #expect(result == RunResult(status: .data, stdout: "", stderr: "Error: \(message)\n"))
  }

  @Test("Every screen line has the width asked for, whatever the state")
  func widthsHold() async {
    let long = String(repeating: "9,", count: 60) + "9"
    for width in [24, 33, 80] {
      let result = await runCalcRender([
        "--numbers", long, "--width", "\(width)", "--style", "unicode",
      ])
      let lines = result.stdout.split(separator: "\n")
      #expect(lines.allSatisfy { TerminalWidth.columns(of: $0) == width })
      #expect(result.stdout.filter { $0 == "+" }.count == 60, "nothing is cut")
    }
  }
}
