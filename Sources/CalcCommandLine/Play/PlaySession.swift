import CalcCore
import CalcScreens
import TextUI

/// The calculator running live in a terminal.
///
/// One loop on the main actor takes the terminal's events in order: keys go
/// to the view model, a resize or a continue draws again, a stop signal or
/// `q` ends the session. The session draws whenever the state it shows has
/// changed, after a key and after the loading or the sum that the view model
/// ran, and turns the spinner on its clock while the calculator loads or
/// calculates. The clock and the terminal are given to it, so tests run it in
/// memory with a ``ManualClock`` and scripted keys.
@MainActor
final class PlaySession {
  /// How often the spinner turns.
  static let spinnerPeriod = Duration.milliseconds(120)

  private let model: CalculatorViewModel
  private let strings: CalculatorStrings
  private let layout: CalculatorLayout
  private var options: RenderOptions
  private let fitsTerminal: Bool
  private let painter: ScreenPainter
  private let clock: any Clock<Duration>
  private let terminal: any PlayTerminal
  private var drawn: CalculatorData?
  private var isRunning = false

  /// The view model's loading, with the drawing after it, once `run()` has started it.
  private(set) var loading: Task<Void, Never>?
  /// The last sum the view model started, with the drawing after it.
  private(set) var calculation: Task<Void, Never>?

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - strings: The language on screen.
  ///   - layout: The keypad's layout.
  ///   - options: The width, border style and spinner frame to draw with.
  ///   - fitsTerminal: Whether the screen narrows to the terminal's width,
  ///     as it does when no `--width` was given.
  ///   - timing: How long loading and sums take.
  ///   - painter: What turns a screen into what the terminal is sent.
  ///   - clock: The clock that loading, sums and the spinner wait on.
  ///   - terminal: Where keys come from and the screen goes.
  init(
    strings: CalculatorStrings, layout: CalculatorLayout, options: RenderOptions,
    fitsTerminal: Bool, timing: CalculatorTiming, painter: ScreenPainter,
    clock: any Clock<Duration>, terminal: any PlayTerminal
  ) {
    model = CalculatorViewModel(strings: strings, timing: timing, clock: clock)
    self.strings = strings
    self.layout = layout
    self.options = options
    self.fitsTerminal = fitsTerminal
    self.painter = painter
    self.clock = clock
    self.terminal = terminal
  }

  /// Runs until a quit key, a stop signal or the end of input, and puts the
  /// terminal back whichever comes.
  ///
  /// - Returns: The exit status: 0 for `q` or the end of input, 128 plus the
  ///   signal's number for a stop signal, 74 when the screen cannot be written.
  func run() async -> Int32 {
    terminal.enter()
    isRunning = true
    defer {
      // A cancelled sum still ends, and must not draw on the restored screen.
      isRunning = false
      terminal.leave()
    }
    draw()
    loading = Task {
      await model.onFirstLoading()
      drawIfChanged()
    }
    let spinner = Task { await turnSpinner() }
    defer {
      loading?.cancel()
      spinner.cancel()
      calculation?.cancel()
    }
    while let event = await terminal.nextEvent() {
      if let status = handle(event) { return status }
    }
    return 0
  }

  /// Handles one event; returns the exit status when it ends the session.
  private func handle(_ event: TerminalEvent) -> Int32? {
    switch event {
    case .key(.quit): return 0
    case .key(.suspend), .suspendRequested: terminal.suspend()
    case .key(let key): press(key)
    case .resized: draw()
    case .continued:
      terminal.enter()
      draw()
    case .stopSignal(let number): return 128 + number
    case .outputFailed: return 74
    }
    return nil
  }

  private func press(_ key: Key) {
    switch key {
    case .digit(let digit): model.onAddNumber(digit)
    case .submit: submit()
    case .reset: model.onReset()
    case .quit, .suspend: break
    }
    drawIfChanged()
  }

  private func submit() {
    guard let sum = model.onSubmit() else { return }
    calculation = Task {
      await withTaskCancellationHandler {
        await sum.value
      } onCancel: {
        sum.cancel()
      }
      drawIfChanged()
    }
  }

  private func turnSpinner() async {
    while !Task.isCancelled {
      do {
        try await clock.sleep(for: Self.spinnerPeriod)
      } catch {
        return
      }
      guard model.state.isLoadingOnStart || model.state.isCalculating else { continue }
      options.spinnerFrame += 1
      draw()
    }
  }

  private func drawIfChanged() {
    guard model.state != drawn else { return }
    draw()
  }

  /// Draws the screen, as wide as asked or, when it fits the terminal, no wider than it.
  private func draw() {
    guard isRunning else { return }
    var frameOptions = options
    if fitsTerminal, let columns = terminal.columns {
      frameOptions.width = max(ScreenRenderer.widthRange.lowerBound, min(options.width, columns))
    }
    let screen = ScreenRenderer(options: frameOptions).render(
      CalculatorScreen(state: model.state, strings: strings, layout: layout))
    drawn = model.state
    terminal.write(painter.frame(screen: screen))
  }
}
