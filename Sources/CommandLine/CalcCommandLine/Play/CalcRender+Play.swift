import CalcCore
import CalcScenarios
import CommandLineSupport

extension CalcRender {
  /// `calc-render play`: the calculator in your terminal, with real time.
  struct Play: Command {
    static let configuration = CommandConfiguration(
      name: "play", abstract: "Play the calculator in your terminal, with real time.",
      discussion: """
        Keys: \(Key.help).
        The screen redraws whenever the view model's state changes.
        """,
      options: [
        Display.Options.layout, Display.Options.style, width, Display.Options.locale, loadTime,
        calcTime,
      ])

    static let width = Display.Options.width(
      "the screen width, 24 to 200 (default: 40, or the terminal's)")
    static let loadTime = duration("--load-time", "how long switching on takes (default: 3s)")
    static let calcTime = duration("--calc-time", "how long a sum takes (default: 3s)")

    /// How the screen is shown.
    var display: Display
    /// How long switching on and each sum take.
    var timing: CalculatorTiming

    init(_ values: ParsedValues) throws(UsageError) {
      display = try Display(values, width: Self.width)
      timing = CalculatorTiming(
        loading: try values.value(of: Self.loadTime) ?? .seconds(3),
        calculation: try values.value(of: Self.calcTime) ?? .seconds(3))
    }

    /// Plays until a quit key, a stop signal or the end of input; returns the exit status.
    func run(_ console: Console) async throws(CommandLineError) -> Int32 {
      guard let terminal = await SystemTerminal.open() else { throw .notATerminal }
      defer { terminal.close() }
      let session = PlaySession(
        strings: display.strings, layout: display.layout, options: display.options,
        fitsTerminal: !display.isWidthGiven, timing: timing,
        painter: ScreenPainter(colour: console.usesColour), clock: ContinuousClock(),
        terminal: terminal)
      return await session.run()
    }

    /// A duration option, read as a script's `wait` reads one: `3s`, `1.5s`, `500ms`.
    private static func duration(_ name: String, _ help: String) -> Option<Duration> {
      Option(name, "DURATION", help) { text throws(ValueError) in
        guard let duration = StepScript.duration(text) else {
          throw .expected("a duration like 3s, 1.5s or 500ms, up to 86400s")
        }
        return duration
      }
    }
  }
}
