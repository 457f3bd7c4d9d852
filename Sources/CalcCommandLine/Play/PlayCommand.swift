import CalcCore
import Dispatch
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
    let parsed = try ArgumentParser(options: options).parse(arguments)
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
    guard TerminalMode.isInteractive, let mode = TerminalMode.enterKeyMode() else {
      throw .notATerminal
    }
    var options = request.options
    if parsed.values["--width"] == nil, let columns = TerminalMode.columns {
      options.width = max(ScreenRenderer.widthRange.lowerBound, min(options.width, columns))
    }
    let painter = ScreenPainter(
      colour: ScreenPainter.wantsColour(
        environment: ProcessInfo.processInfo.environment,
        isTerminal: TerminalMode.isOutputInteractive))
    let signals = restoreOnSignals(mode, io: io)
    io.write(ScreenPainter.enter)
    let session = PlaySession(
      strings: request.strings, layout: request.layout, options: options, timing: timing,
      painter: painter, write: io.write)
    await session.run(keys: keys())
    io.write(ScreenPainter.leave)
    mode.restore()
    signals.forEach { $0.cancel() }
    return 0
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

  /// Bytes typed on standard input, read on a thread of their own.
  private static func keys() -> AsyncStream<UInt8> {
    AsyncStream { continuation in
      let reader = Thread {
        var byte: UInt8 = 0
        while read(STDIN_FILENO, &byte, 1) == 1 { continuation.yield(byte) }
        continuation.finish()
      }
      reader.start()
    }
  }

  /// Puts the terminal back and exits when the process is told to stop.
  private static func restoreOnSignals(_ mode: TerminalMode, io: CommandIO)
    -> [any DispatchSourceSignal]
  {
    [SIGTERM, SIGHUP, SIGQUIT].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler {
        io.write(ScreenPainter.leave)
        mode.restore()
        exit(128 + number)
      }
      source.resume()
      return source
    }
  }
}
