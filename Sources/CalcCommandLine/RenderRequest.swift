import CalcCore
import CalcScenarios
import CalcScreens
import CommandLineSupport
import Foundation
import KitSupport
import TextUI

/// What `calc-render` was asked to do: a starting state, steps to run from it,
/// and how to print the result.
struct RenderRequest: Equatable {
  /// The data to start from.
  var state: CalculatorData
  /// The steps to run after the screen appears; `nil` draws `state` as it is.
  var scenario: Scenario?
  /// Whether to print every frame instead of the last one.
  var storyboard: Bool
  /// Whether to print screens or JSON.
  var format: OutputFormat
  /// The language of every string on screen.
  var strings: CalculatorStrings
  /// Which port of the seed's view to draw.
  var layout: CalculatorLayout
  /// How to draw the screen: width and border.
  var options: RenderOptions
  /// The view model the steps run on.
  var model: ModelChoice = .after

  /// The options that build a state, run steps, or say how to print.
  static let options: [OptionSpec] = [
    .value("--numbers", "LIST", "the entered numbers, comma-separated: 1,2,3"),
    .value("--result", "TEXT", "the result text (default: derived from the numbers)"),
    .flag("--loading", "start on the loading screen"),
    .flag("--calculating", "show a calculation in progress"),
    .value("--state", "FILE", "read the state as JSON from FILE, or from stdin with -"),
    .value("--events", "SCRIPT", "run steps after the screen appears: \"wait 3s 1 2 submit\""),
    .value("--scenario", "NAME", "run one of the kit's scenarios (see --list-scenarios)"),
    .flag("--storyboard", "print every frame of --events or --scenario, not just the last"),
    .flag("--list-scenarios", "list the scenarios with what each shows"),
    .value("--format", "screen|json", "print screens, or states as JSON (default: screen)"),
    .value("--layout", "grid|seed", "the keypad layout (default: grid)"),
    .value("--style", "ascii|unicode", "the border style (default: ascii)"),
    .value("--width", "N", "the screen width in columns, 24 to 200 (default: 40)"),
    .value("--locale", "ru|en", "the language on screen (default: ru)"),
    .value(
      "--model", "after|before",
      "run the steps on the refactored view model or the seed's (default: after)"),
  ]

  /// Builds a request from parsed arguments, reading a state file if one is named.
  static func make(from arguments: ParsedArguments, io: CommandIO) throws(CommandLineError)
    -> RenderRequest
  {
    let strings = try choice(arguments, "--locale", default: .russian) {
      CalculatorStrings.named($0)
    }
    let layout = try choice(arguments, "--layout", default: .grid) {
      CalculatorLayout(rawValue: $0)
    }
    let style = try choice(arguments, "--style", default: .ascii) { BorderStyle(rawValue: $0) }
    let format = try choice(arguments, "--format", default: .screen) {
      OutputFormat(rawValue: $0)
    }
    let width = try choice(arguments, "--width", default: RenderOptions().width) { text in
      Int(text).flatMap { ScreenRenderer.widthRange.contains($0) ? $0 : nil }
    }
    let scenario = try makeScenario(arguments, strings: strings)
    if arguments.has("--storyboard"), scenario == nil {
      throw .needsOption(option: "--storyboard", needs: "--events or --scenario")
    }
    let givesState = arguments.values["--state"] != nil || buildsState(arguments)
    var state = try makeState(arguments, strings: strings, io: io)
    if !givesState, let start = scenario?.start { state = start }
    let model = try choice(arguments, "--model", default: .after) { ModelChoice(rawValue: $0) }
    try checkSeedStart(model, arguments, scenario: scenario, strings: strings)
    return RenderRequest(
      state: state,
      scenario: scenario, storyboard: arguments.has("--storyboard"), format: format,
      strings: strings, layout: layout, options: RenderOptions(width: width, style: style),
      model: model)
  }

  /// The seed's view model starts only on the loading screen, in Russian, and
  /// only steps show it.
  private static func checkSeedStart(
    _ model: ModelChoice, _ arguments: ParsedArguments, scenario: Scenario?,
    strings: CalculatorStrings
  ) throws(CommandLineError) {
    guard model == .before else { return }
    guard let scenario else {
      throw .needsOption(option: "--model", needs: "--events or --scenario")
    }
    let starts = ["--state", "--numbers", "--result", "--calculating"].filter {
      arguments.values[$0] != nil || arguments.has($0)
    }
    if let option = starts.first { throw .conflictingOptions("--model before", option) }
    if scenario.start != nil {
      throw .conflictingOptions("--model before", "--scenario \(scenario.name)")
    }
    if strings != .russian {
      throw .conflictingOptions("--model before", "--locale \(strings.code)")
    }
  }

  /// The starting state, drawn, without running any steps.
  func render() -> String {
    format == .json ? JSONWriter.object(state) + "\n" : screen(state)
  }

  /// Runs the steps, if any, and writes what was asked for.
  ///
  /// Only the frames that are printed are drawn: without `--storyboard` the
  /// steps run and the last screen alone is drawn, so the cost grows with the
  /// number of steps, not with steps times screens. A JSON storyboard writes
  /// each state as its step ends and keeps none.
  @MainActor
  func output(to io: CommandIO) async {
    guard let scenario else { return io.write(render()) }
    let runner = model.runner(state: state, strings: strings)
    switch (format, storyboard) {
    case (.screen, true):
      let board = await Storyboard.record(
        scenario, on: runner, strings: strings, layout: layout, options: options)
      io.write(board.text)
    case (.json, true):
      io.write(JSONWriter.object(runner.state) + "\n")
      for step in scenario.steps {
        io.write(JSONWriter.object(await runner.send(step)) + "\n")
      }
    case (.screen, false):
      for step in scenario.steps { await runner.send(step) }
      var last = options
      last.spinnerFrame = Int(runner.elapsed / Storyboard.spinnerPeriod)
      io.write(screen(runner.state, options: last))
    case (.json, false):
      for step in scenario.steps { await runner.send(step) }
      io.write(JSONWriter.object(runner.state) + "\n")
    }
  }

  private func screen(_ state: CalculatorData, options: RenderOptions? = nil) -> String {
    ScreenRenderer(options: options ?? self.options).render(
      CalculatorScreen(state: state, strings: strings, layout: layout))
  }

  private static func makeScenario(_ arguments: ParsedArguments, strings: CalculatorStrings)
    throws(CommandLineError) -> Scenario?
  {
    switch (arguments.values["--events"], arguments.values["--scenario"]) {
    case (.some, .some):
      throw .conflictingOptions("--events", "--scenario")
    case (let script?, nil):
      let steps: [Step]
      do {
        steps = try StepScript.parse(script)
      } catch {
        throw .invalidScript(error)
      }
      return Scenario(
        name: "events", summary: "The steps given with --events.", steps: [.appear] + steps)
    case (nil, let name?):
      guard let scenario = Scenario.named(name) else {
        let names = Scenario.catalog.map(\.name)
        throw .unknownScenario(name, suggestion: Suggestion.closest(to: name, in: names))
      }
      return scenario
    case (nil, nil):
      return nil
    }
  }

  private static func makeState(
    _ arguments: ParsedArguments, strings: CalculatorStrings, io: CommandIO
  ) throws(CommandLineError) -> CalculatorData {
    var state: CalculatorData
    if let path = arguments.values["--state"] {
      state = try readState(path, strings: strings, io: io)
    } else {
      state = CalculatorData(isLoadingOnStart: !buildsState(arguments), strings: strings)
    }
    if let list = arguments.values["--numbers"] {
      state.numbers = try numbers(list)
      state.result = strings.entry(state.numbers)
    }
    if let result = arguments.values["--result"] { state.result = result }
    if arguments.has("--loading") { state.isLoadingOnStart = true }
    if arguments.has("--calculating") { state.isCalculating = true }
    return state
  }

  /// Whether flags describe a state on the keypad screen.
  private static func buildsState(_ arguments: ParsedArguments) -> Bool {
    ["--numbers", "--result"].contains { arguments.values[$0] != nil }
      || arguments.has("--calculating")
  }

  private static func readState(_ path: String, strings: CalculatorStrings, io: CommandIO)
    throws(CommandLineError) -> CalculatorData
  {
    let source = path == "-" ? "stdin" : path
    let data: Data
    do {
      data = path == "-" ? try io.readStandardInput() : try io.readFile(path)
    } catch let error as CommandLineError {
      throw error
    } catch {
      throw path == "-"
        ? .readFailed(source: source, reason: SystemReason.describe(error))
        : .cannotRead(path: path, reason: FileFailure.reason(for: error, path: path))
    }
    guard data.count <= CommandIO.inputLimit else {
      throw .tooLarge(source: source, limit: CommandIO.inputLimit)
    }
    guard let text = String(data: data, encoding: .utf8) else { throw .notUTF8(source: source) }
    return try StateReader(strings: strings).read(text, source: source)
  }

  private static func numbers(_ list: String) throws(CommandLineError) -> [Int] {
    guard !list.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
    var numbers: [Int] = []
    for item in list.split(separator: ",", omittingEmptySubsequences: false) {
      guard let number = Int(item.trimmingCharacters(in: .whitespaces)) else {
        throw .invalidValue(
          option: "--numbers", value: list,
          expected: "whole numbers from \(Int.min) to \(Int.max), comma-separated, like 1,2,3")
      }
      numbers.append(number)
    }
    return numbers
  }

  private static func choice<Value>(
    _ arguments: ParsedArguments, _ option: String, default fallback: Value,
    _ convert: (String) -> Value?
  ) throws(CommandLineError) -> Value {
    guard let text = arguments.values[option] else { return fallback }
    guard let value = convert(text) else {
      let spec = Self.options.first { $0.name == option }
      throw .invalidValue(option: option, value: text, expected: expectation(for: option, spec))
    }
    return value
  }

  private static func expectation(for option: String, _ spec: OptionSpec?) -> String {
    if option == "--width" {
      let range = ScreenRenderer.widthRange
      return "a whole number from \(range.lowerBound) to \(range.upperBound)"
    }
    let names = (spec?.valueName ?? "").split(separator: "|")
    return "one of " + names.joined(separator: ", ")
  }
}
