import CalcCore
import CommandLineSupport
import Foundation

/// Where `calc-render`'s starting state comes from: a JSON state, the flags
/// that build one on the keypad screen, or the seed's start.
struct StartingState: Equatable, Sendable {
  /// The entered numbers.
  @Option(
    "--numbers", "LIST", help: "the entered numbers, comma-separated: 1,2,3",
    read: StartingState.numbers)
  var numbers: [Int]?
  /// The result text.
  @Option("--result", "TEXT", help: "the result text (default: derived from the numbers)")
  var result: String?
  /// Whether to start on the loading screen.
  @Flag("--loading", help: "start on the loading screen")
  var loading = false
  /// Whether a calculation is in progress.
  @Flag("--calculating", help: "show a calculation in progress")
  var calculating = false
  /// The path of a JSON state, or `-` for standard input.
  @Option("--state", "FILE", help: "read the state as JSON from FILE, or from stdin with -")
  var file: String?

  /// The options given that say what the start is.
  var givenOptions: [String] {
    let given = [
      ($file, file != nil), ($numbers, numbers != nil), ($result, result != nil),
      ($calculating, calculating),
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

  /// Reads `--numbers`: whole numbers, comma-separated; an empty list is none.
  private static func numbers(_ list: String) throws(ValueError) -> [Int] {
    guard !list.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
    var numbers: [Int] = []
    let items = list.split(separator: ",", omittingEmptySubsequences: false)
    for (index, item) in items.enumerated() {
      guard let number = Int(item.trimmingCharacters(in: .whitespaces)) else {
        throw .reason(
          CommandLineError.badNumber(in: list, item: index + 1, word: String(item)))
      }
      numbers.append(number)
    }
    return numbers
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
