import CalcCore
import CalcScreens
import CommandLineSupport
import KitSupport
import Observation
import TextUI

/// The calculator running live in a terminal, redrawn the way SwiftUI redraws a view.
///
/// One loop on the main actor takes the terminal's events in order: keys go
/// to the view model, a resize or a continue draws again, a stop signal or
/// `q` ends the session. Drawing reads the view model's state and the
/// spinner's frame inside `withObservationTracking`, as SwiftUI reads them in
/// `body`. The first change to either after a drawing marks the screen stale
/// and asks the main actor for a redraw, and that drawing tracks again. So
/// the screen is redrawn when what it shows has changed, whoever changed it:
/// a key, the load or the sum ending, the spinner turning; a key that changes
/// nothing draws nothing. SwiftUI updates stale views before its run loop
/// waits for the next event, and so does the loop here.
///
/// The clock and the terminal are given to it, so tests run it in memory with
/// a `ManualClock` and scripted keys.
@MainActor
final class PlaySession {
  /// The view model the keys drive and the screen shows.
  let model: CalculatorViewModel
  private let spinner = Spinner()
  private let layout: CalculatorLayout
  private let options: RenderOptions
  private let fitsTerminal: Bool
  private let painter: ScreenPainter
  private let clock: any Clock<Duration>
  private let terminal: any PlayTerminal
  private var isRunning = false
  /// Whether what the screen shows changed since it was drawn, so the next
  /// drawing must track again; Observation sets it from the code making the change.
  private let isStale = Locked(true)
  /// The load and the sums the session started, cancelled and awaited when it
  /// ends, as SwiftUI cancels a view's `.task` when the view goes away.
  private var work: [Task<Void, Never>] = []

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - strings: The language on screen.
  ///   - layout: The keypad's layout.
  ///   - options: The width and border style to draw with.
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
  func run() async -> ExitCode {
    terminal.enter()
    isRunning = true
    draw()
    work.append(Task { await model.onFirstLoading() })
    work.append(
      Task {
        await spinner.turn(on: clock) {
          model.state.isLoadingOnStart || model.state.isCalculating
        }
      })
    let status = await handleEvents()
    // A cancelled sum still changes the state as it ends; none of it may draw
    // on the screen the shell gets back.
    isRunning = false
    for task in work { task.cancel() }
    for task in work { await task.value }
    terminal.leave()
    return status
  }

  /// Takes events until one ends the session; returns its exit status.
  private func handleEvents() async -> ExitCode {
    while true {
      if isStale.withLock({ $0 }) { draw() }
      guard let event = await terminal.nextEvent() else { return .success }
      switch event {
      case .key(.quit): return .success
      case .key(.suspend), .suspendRequested: terminal.suspend()
      case .key(let key): press(key)
      case .resized: draw()
      case .continued:
        terminal.enter()
        draw()
      case .stopSignal(let number): return .signalled(number)
      case .outputFailed: return .ioError
      }
    }
  }

  /// Sends a key to the view model; what it changes, Observation reports.
  private func press(_ key: Key) {
    switch key {
    case .digit(let digit): model.onAddNumber(digit)
    case .submit:
      if let sum = model.onSubmit() { work.append(sum) }
    case .reset: model.onReset()
    case .quit, .suspend: break
    }
  }

  /// Draws the screen; when it is stale, the drawing also tracks what it reads,
  /// so the first change to any of it marks the screen stale again.
  private func draw() {
    guard isRunning else { return }
    let tracks = isStale.withLock { isStale in
      defer { isStale = false }
      return isStale
    }
    guard tracks else { return drawScreen() }
    withObservationTracking {
      drawScreen()
    } onChange: { [isStale, weak self] in
      // Called before the change is made, on the main actor that makes it:
      // mark the screen stale now, and draw once the change is made.
      isStale.withLock { $0 = true }
      Task { @MainActor in self?.redrawIfStale() }
    }
  }

  private func redrawIfStale() {
    if isStale.withLock({ $0 }) { draw() }
  }

  /// Draws what the model and the spinner show, as wide as asked or, when it
  /// fits the terminal, no wider than it.
  private func drawScreen() {
    var frameOptions = options
    frameOptions.spinnerFrame = spinner.frame
    if fitsTerminal, let columns = terminal.columns {
      frameOptions.width = max(ScreenRenderer.widthRange.lowerBound, min(options.width, columns))
    }
    let screen = ScreenRenderer(options: frameOptions).render(
      CalculatorScreen(state: model.state, layout: layout))
    terminal.write(painter.frame(screen: screen))
  }
}
