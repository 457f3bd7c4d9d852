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
        """)

    /// How the screen is shown.
    var display = Display(widthHelp: "the screen width, 24 to 200 (default: 40, or the terminal's)")
    /// How long switching on takes.
    @Option(
      "--load-time", "DURATION", help: "how long switching on takes (default: 3s)",
      read: Play.duration)
    var loadTime = Duration.seconds(3)
    /// How long each sum takes.
    @Option(
      "--calc-time", "DURATION", help: "how long a sum takes (default: 3s)", read: Play.duration)
    var calcTime = Duration.seconds(3)

    /// Plays until a quit key, a stop signal or the end of input; returns the exit status.
    func run(_ console: Console) async throws(CommandLineError) -> ExitCode {
      guard let terminal = await SystemTerminal.open() else { throw .notATerminal }
      defer { terminal.close() }
      let session = PlaySession(
        strings: display.strings, layout: display.layout, options: display.options,
        fitsTerminal: !display.isWidthGiven,
        timing: CalculatorTiming(loading: loadTime, calculation: calcTime),
        painter: ScreenPainter(colour: console.usesColour), clock: ContinuousClock(),
        terminal: terminal)
      return await session.run()
    }

    /// Reads a duration as a script's `wait` reads one: `3s`, `1.5s`, `500ms`.
    private static func duration(_ text: String) throws(ValueError) -> Duration {
      guard let duration = StepScript.duration(text) else {
        throw .expected("a duration like 3s, 1.5s or 500ms, up to 86400s")
      }
      return duration
    }
  }
}
