import CalcCore
import CalcScenarios
import CalcScreens
import CommandLineSupport
import Foundation
import TextUI

/// `calc-render play`: the calculator in your terminal, with real time.
enum PlayCommand {
  /// The options `play` accepts.
  static let options: [OptionSpec] = [
    .value("--layout", "grid|seed", "the keypad layout (default: grid)"),
    .value("--style", "ascii|unicode", "the border style (default: ascii)"),
    .value("--width", "N", "the screen width, 24 to 200 (default: 40, or the terminal's)"),
    .value("--locale", "ru|en", "the language on screen (default: ru)"),
    .value("--load-time", "DURATION", "how long switching on takes (default: 3s)"),
    .value("--calc-time", "DURATION", "how long a sum takes (default: 3s)"),
    .flag("--help", "show this help"),
  ]

  /// Runs `play` with its arguments; returns the exit status.
  @MainActor
  static func run(_ arguments: [String], io: CommandIO) async throws(CommandLineError) -> Int32 {
    let parsed = try OptionReader(options: options).parse(arguments)
    if parsed.has("--help") {
      io.write(Usage.play)
      return 0
    }
    if let word = parsed.positionals.first {
      throw .unexpectedArgument(word, suggestion: nil)
    }
    let request = try RenderRequest.make(from: parsed, io: io)
    let timing = CalculatorTiming(
      loading: try duration(parsed, "--load-time"), calculation: try duration(parsed, "--calc-time")
    )
    guard let terminal = await SystemTerminal.open() else { throw .notATerminal }
    defer { terminal.close() }
    let painter = ScreenPainter(
      colour: ScreenPainter.wantsColour(
        environment: ProcessInfo.processInfo.environment,
        isTerminal: TerminalMode.isOutputInteractive))
    let session = PlaySession(
      strings: request.strings, layout: request.layout, options: request.options,
      fitsTerminal: parsed.values["--width"] == nil, timing: timing, painter: painter,
      clock: ContinuousClock(), terminal: terminal)
    return await session.run()
  }

  private static func duration(_ parsed: ParsedArguments, _ option: String)
    throws(CommandLineError) -> Duration
  {
    guard let text = parsed.values[option] else { return .seconds(3) }
    guard let duration = StepScript.duration(text) else {
      throw .invalidValue(
        option: option, value: text,
        expected: "a duration like 3s, 1.5s or 500ms, up to 86400s")
    }
    return duration
  }
}
