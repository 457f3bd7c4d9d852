import CalcCore
import CalcScenarios
import CommandLineSupport
import TestSupport
import Testing
import TextUI

@testable import CalcCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A play session on a manual clock in a scripted terminal, and the task running it.
@MainActor
struct PlayHarness {
  let clock = ManualClock()
  let terminal = ScriptedTerminal()
  let session: PlaySession
  let run: Task<ExitCode, Never>

  init(
    loading: Duration = .zero, calculation: Duration = .seconds(1), width: Int = 40,
    fitsTerminal: Bool = true
  ) {
    let session = PlaySession(
      strings: .english, layout: .grid, options: RenderOptions(width: width),
      fitsTerminal: fitsTerminal,
      timing: CalculatorTiming(loading: loading, calculation: calculation),
      painter: ScreenPainter(colour: false), clock: clock, terminal: terminal)
    let terminal = terminal
    self.session = session
    run = Task {
      let status = await session.run()
      terminal.sessionDidEnd()
      return status
    }
  }

  /// Starts the session and waits until the calculator has switched on and is reading keys.
  static func switchedOn(
    width: Int = 40, fitsTerminal: Bool = true, calculation: Duration = .seconds(1)
  ) async -> PlayHarness {
    let harness = PlayHarness(
      calculation: calculation, width: width, fitsTerminal: fitsTerminal)
    await harness.terminal.waitForScreen { $0.contains("Enter numbers") }
    await harness.terminal.waitUntilReading()
    return harness
  }

  /// Presses keys and waits until the session has handled them.
  func press(_ keys: Key...) async {
    for key in keys { terminal.press(key) }
    await terminal.waitUntilReading()
  }

  /// Ends the session with `q` and returns its exit status.
  func quit() async -> ExitCode {
    terminal.press(.quit)
    return await run.value
  }
}

/// The widths of a screen's lines.
private func lineWidths(_ screen: String) -> Set<Int> {
  Set(screen.split(separator: "\n").dropLast().map(\.count))
}

// The time limit is a backstop: nothing here waits on real time, so a test
// that reaches it is stuck, and fails instead of hanging the run.
@Suite("Play session, in memory on a manual clock", .backstopTimeLimit)
@MainActor
struct PlaySessionTests {
  @Test("Switches on after the loading time, turning the spinner until then")
  func switchesOn() async throws {
    let harness = PlayHarness(loading: .seconds(3))
    await harness.terminal.waitUntilReading()
    await harness.clock.waitForSleepers(count: 2)
    #expect(harness.terminal.screens.count == 1)
    #expect(harness.terminal.screen.contains("Please wait"))
    let first = harness.terminal.screen

    harness.clock.advance(by: Spinner.period)
    await harness.terminal.waitForScreens(count: 2)
    #expect(harness.terminal.screen.contains("Please wait"))
    #expect(harness.terminal.screen != first, "the spinner turned")

    await harness.clock.waitForSleepers(count: 2)
    harness.clock.advance(by: .seconds(3))
    await harness.terminal.waitForScreen { $0.contains("Enter numbers") }
    #expect(harness.terminal.screen.contains("Enter numbers"))
    #expect(await harness.quit() == .success)
  }

  @Test(
    "Draws the keypad when the load ends, though no key was pressed and nothing awaits the load")
  func drawsWhenTheLoadEnds() async throws {
    let harness = PlayHarness(loading: .seconds(3), calculation: .seconds(1))
    await harness.terminal.waitUntilReading()
    await harness.clock.waitForSleepers(count: 2)
    #expect(!harness.terminal.screens.contains { $0.contains("Enter numbers") })

    harness.clock.advance(by: .seconds(3))
    await harness.terminal.waitForScreen { $0.contains("Enter numbers") }
    #expect(harness.terminal.screen.contains("Enter numbers"))
    #expect(harness.terminal.changes == [.entered], "no key, no resize, no continue")
    #expect(await harness.quit() == .success)
  }

  @Test("Redraws when the view model changes without any key, and draws nothing when it does not")
  func drawsWhatTheModelChanges() async throws {
    let harness = await PlayHarness.switchedOn()
    let before = harness.terminal.screens.count

    harness.session.model.onAddNumber(5)
    await harness.terminal.waitForScreens(count: before + 1)
    #expect(harness.terminal.screen.contains("|                  5                   |"))

    await harness.press(.digit(6))
    #expect(harness.terminal.screens.count == before + 2, "one key, one drawing")
    #expect(harness.terminal.screen.contains("5 + 6"))
    #expect(await harness.quit() == .success)
  }

  @Test("Taps digits, sums after the calculation time, and resets")
  func playsARound() async throws {
    let harness = await PlayHarness.switchedOn()
    await harness.press(.digit(1), .digit(2))
    #expect(harness.terminal.screen.contains("1 + 2"))

    await harness.press(.submit)
    await harness.clock.waitForSleepers(count: 2)
    harness.clock.advance(by: .seconds(1))
    await harness.terminal.waitForScreen { $0.contains("Sum of numbers: 3") }
    #expect(harness.terminal.screen.contains("Sum of numbers: 3"))

    await harness.press(.digit(7))
    #expect(harness.terminal.screen.contains("|                  7                   |"))
    await harness.press(.reset)
    #expect(harness.terminal.screen.contains("Enter numbers"))
    #expect(await harness.quit() == .success)
  }

  @Test("Ignores taps while calculating: they change nothing and draw nothing, then or after")
  func ignoresTapsWhileCalculating() async throws {
    let harness = await PlayHarness.switchedOn()
    await harness.press(.digit(4), .submit)
    let calculating = harness.terminal.screens.count

    await harness.press(.digit(5), .reset, .submit)
    #expect(harness.terminal.screens.count == calculating, "the taps drew nothing")

    await harness.clock.waitForSleepers(count: 2)
    harness.clock.advance(by: .seconds(1))
    await harness.terminal.waitForScreen { $0.contains("Sum of numbers: 4") }
    await harness.terminal.waitUntilReading()
    // Taps handled after the sum would have shown 5, then the prompt.
    #expect(harness.terminal.screen.contains("Sum of numbers: 4"))
    #expect(!harness.terminal.screens.contains { $0.contains("|                  5 ") })
    #expect(await harness.quit() == .success)
  }

  @Test("Shows the spinner turning while calculating")
  func spinnerWhileCalculating() async throws {
    let harness = await PlayHarness.switchedOn()
    await harness.press(.digit(4), .submit)
    await harness.clock.waitForSleepers(count: 2)
    let before = harness.terminal.screen
    let drawn = harness.terminal.screens.count

    harness.clock.advance(by: Spinner.period)
    await harness.terminal.waitForScreens(count: drawn + 1)
    #expect(harness.terminal.screen != before)
    #expect(!harness.terminal.screen.contains("Sum of numbers"))
    #expect(await harness.quit() == .success)
  }

  @Test("Draws again at the new width when the terminal is resized")
  func resized() async throws {
    let harness = await PlayHarness.switchedOn()
    #expect(lineWidths(harness.terminal.screen) == [40])

    harness.terminal.columns = 30
    harness.terminal.type(.resized)
    await harness.terminal.waitUntilReading()
    #expect(lineWidths(harness.terminal.screen) == [30])

    harness.terminal.columns = 120
    harness.terminal.type(.resized)
    await harness.terminal.waitUntilReading()
    #expect(lineWidths(harness.terminal.screen) == [40], "no wider than asked")
    #expect(await harness.quit() == .success)
  }

  @Test("Keeps a width given with --width whatever the terminal's size")
  func fixedWidth() async throws {
    let harness = await PlayHarness.switchedOn(width: 50, fitsTerminal: false)
    harness.terminal.columns = 30
    harness.terminal.type(.resized)
    await harness.terminal.waitUntilReading()
    #expect(lineWidths(harness.terminal.screen) == [50])
    #expect(await harness.quit() == .success)
  }

  @Test(
    "Gives the terminal back on a stop and takes it again on continue",
    arguments: [TerminalEvent.key(.suspend), .suspendRequested])
  func suspendAndContinue(stop: TerminalEvent) async throws {
    let harness = await PlayHarness.switchedOn()
    await harness.press(.digit(8))
    harness.terminal.type(stop)
    await harness.terminal.waitUntilReading()
    #expect(harness.terminal.changes == [.entered, .suspended])
    let drawn = harness.terminal.screens.count

    harness.terminal.type(.continued)
    await harness.terminal.waitUntilReading()
    #expect(harness.terminal.changes == [.entered, .suspended, .entered])
    #expect(harness.terminal.screens.count == drawn + 1)
    #expect(harness.terminal.screen.contains("|                  8                   |"))
    #expect(await harness.quit() == .success)
    #expect(harness.terminal.changes.last == .left)
  }

  @Test(
    "Ends on quit, end of input, a stop signal or a lost screen, and always leaves",
    arguments: [
      (TerminalEvent.key(.quit), .success), (.stopSignal(SIGINT), ExitCode(rawValue: 130)),
      (.stopSignal(SIGTERM), ExitCode(rawValue: 143)),
      (.stopSignal(SIGHUP), ExitCode(rawValue: 129)),
      (.stopSignal(SIGUSR1), ExitCode(rawValue: 128 + SIGUSR1)),
      (.outputFailed, .ioError),
    ] as [(TerminalEvent, ExitCode)])
  func ends(event: TerminalEvent, status: ExitCode) async throws {
    let harness = PlayHarness(loading: .seconds(3))
    await harness.terminal.waitUntilReading()
    await harness.clock.waitForSleepers(count: 2)
    harness.terminal.type(event)
    #expect(await harness.run.value == status)
    #expect(harness.terminal.changes == [.entered, .left])
    #expect(harness.clock.pending.isEmpty, "loading and the spinner were cancelled")
  }

  @Test("Ends with status 0 when input ends, mid-calculation, and cancels the sum")
  func inputEnds() async throws {
    let harness = await PlayHarness.switchedOn()
    await harness.press(.digit(2), .submit)
    await harness.clock.waitForSleepers(count: 2)
    let drawn = harness.terminal.screens.count
    harness.terminal.endInput()
    #expect(await harness.run.value == .success)
    #expect(harness.terminal.changes == [.entered, .left])
    #expect(harness.clock.pending.isEmpty)
    // The cancelled sum changed the state as it ended, before the session left;
    // that change drew nothing.
    #expect(!harness.session.model.state.isCalculating)
    #expect(harness.session.model.state.result == "2")
    #expect(harness.terminal.screens.count == drawn, "nothing drawn after the input ended")
  }

  @Test(
    "A wait for a screen that never comes ends when its task is cancelled, as a time limit does")
  func cancelledWaitEnds() async {
    let terminal = ScriptedTerminal()
    let screen = Task { await terminal.waitForScreen { $0.contains("never drawn") } }
    let reading = Task {
      terminal.enter()
      await terminal.waitUntilReading()
    }
    screen.cancel()
    reading.cancel()
    await screen.value
    await reading.value
    #expect(terminal.screens.isEmpty)
  }
}
