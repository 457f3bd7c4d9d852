import CalcCore
import CommandLineSupport
import Foundation

/// Where `calc-render`'s starting state comes from: a JSON state, the flags
/// that build one on the keypad screen, or the seed's start.
struct StartingState: Equatable, Sendable {
  /// The path of a JSON state, or `-` for standard input.
  var file: String?
  /// The entered numbers.
  var numbers: [Int]?
  /// The result text.
  var result: String?
  /// Whether to start on the loading screen.
  var loading = false
  /// Whether a calculation is in progress.
  var calculating = false

  /// Starts from the seed's start: the loading screen.
  init() {}

  /// Reads the options that give the starting state.
  init(_ values: ParsedValues) throws(UsageError) {
    typealias Options = CalcRender.Options
    file = try values.value(of: Options.state)
    numbers = try values.value(of: Options.numbers)
    result = try values.value(of: Options.result)
    loading = values.contains(Options.loading)
    calculating = values.contains(Options.calculating)
  }

  /// The options given that say what the start is, in the order help lists them.
  var givenOptions: [String] {
    typealias Options = CalcRender.Options
    let given = [
      (Options.state.spec, file != nil), (Options.numbers.spec, numbers != nil),
      (Options.result.spec, result != nil), (Options.calculating.spec, calculating),
    ]
    return given.filter(\.1).map(\.0.name)
  }

  /// Whether a state was given, so a scenario's own start does not replace it.
  var isGiven: Bool { !givenOptions.isEmpty }

  /// Whether flags describe a state on the keypad screen.
  private var buildsState: Bool { numbers != nil || result != nil || calculating }

  /// The state: read from its file when one is named, then changed by the flags.
  func state(strings: CalculatorStrings, console: Console) throws(CommandLineError)
    -> CalculatorData
  {
    var state: CalculatorData
    if let file {
      state = try Self.read(file, strings: strings, console: console)
    } else {
      state = CalculatorData(isLoadingOnStart: !buildsState, strings: strings)
    }
    if let numbers {
      state.numbers = numbers
      state.result = strings.entry(numbers)
    }
    if let result { state.result = result }
    if loading { state.isLoadingOnStart = true }
    if calculating { state.isCalculating = true }
    return state
  }

  private static func read(_ path: String, strings: CalculatorStrings, console: Console)
    throws(CommandLineError) -> CalculatorData
  {
    let source: CommandLineError.InputSource = path == "-" ? .standardInput : .file(path)
    let name = path == "-" ? "stdin" : path
    let data: Data
    do throws(ReadFailure) {
      data = path == "-" ? try console.readStandardInput() : try console.readFile(path)
    } catch {
      throw .unreadable(source, error)
    }
    guard data.count <= Console.inputLimit else {
      throw .tooLarge(source: name, limit: Console.inputLimit)
    }
    guard let text = String(data: data, encoding: .utf8) else { throw .notUTF8(source: name) }
    return try StateReader(strings: strings).read(text, source: name)
  }
}
