import CalcCore
import CalcRendering
import Foundation

/// What `calc-render` was asked to draw: a state and how to draw it.
struct RenderRequest: Equatable {
  /// The data to draw.
  var state: CalculatorData
  /// The language of every string on screen.
  var strings: CalculatorStrings
  /// Which port of the seed's view to draw.
  var layout: CalculatorLayout
  /// How to draw the screen: width, border, spinner frame.
  var options: RenderOptions

  /// The options that build a state or say how to draw it.
  static let options: [OptionSpec] = [
    .value("--numbers", "LIST", "the entered numbers, comma-separated: 1,2,3"),
    .value("--result", "TEXT", "the result text (default: derived from the numbers)"),
    .flag("--loading", "show the loading screen"),
    .flag("--calculating", "show the calculation in progress"),
    .value("--state", "FILE", "read the state as JSON from FILE, or from stdin with -"),
    .value("--layout", "grid|seed", "the keypad layout (default: grid)"),
    .value("--style", "ascii|unicode", "the border style (default: ascii)"),
    .value("--width", "N", "the screen width in columns (default: 40)"),
    .value("--locale", "ru|en", "the language on screen (default: ru)"),
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
    let width = try choice(arguments, "--width", default: RenderOptions().width) { text in
      Int(text).flatMap { ScreenRenderer.widthRange.contains($0) ? $0 : nil }
    }
    let state = try makeState(arguments, strings: strings, io: io)
    return RenderRequest(
      state: state, strings: strings, layout: layout,
      options: RenderOptions(width: width, style: style))
  }

  /// The screen, drawn.
  func render() -> String {
    ScreenRenderer(options: options).render(
      CalculatorScreen(state: state, strings: strings, layout: layout))
  }

  private static func makeState(
    _ arguments: ParsedArguments, strings: CalculatorStrings, io: CommandIO
  ) throws(CommandLineError) -> CalculatorData {
    let buildsState =
      ["--numbers", "--result"].contains { arguments.values[$0] != nil }
      || arguments.has("--calculating")
    var state: CalculatorData
    if let path = arguments.values["--state"] {
      state = try readState(path, strings: strings, io: io)
    } else {
      state = CalculatorData(isLoadingOnStart: !buildsState, strings: strings)
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

  private static func readState(_ path: String, strings: CalculatorStrings, io: CommandIO)
    throws(CommandLineError) -> CalculatorData
  {
    let source = path == "-" ? "stdin" : path
    let data: Data
    if path == "-" {
      data = io.readStandardInput()
    } else {
      do {
        data = try io.readFile(path)
      } catch {
        throw .cannotRead(path: path, reason: FileFailure.reason(for: error, path: path))
      }
    }
    guard let text = String(data: data, encoding: .utf8) else { throw .notUTF8(source: source) }
    return try StateReader(strings: strings).read(text, source: source)
  }

  private static func numbers(_ list: String) throws(CommandLineError) -> [Int] {
    let items = list.split(separator: ",", omittingEmptySubsequences: false)
    guard !list.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
    var numbers: [Int] = []
    for item in items {
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
