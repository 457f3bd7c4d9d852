@testable import CalcCommandLine

/// A terminal in memory for `PlaySession`: the test types events into it and
/// reads back the screens the session drew.
///
/// The session reads events one at a time, handles each, and asks for the
/// next. ``waitUntilReading()`` returns once it is asking again with nothing
/// left to read, so every event typed before has been handled and drawn.
/// A change the session did not make for an event (the load or a sum ending,
/// the spinner turning) is drawn when the main actor next runs the session;
/// ``waitForScreen(where:)`` returns once such a screen has been drawn.
/// Nothing here waits on real time: every wait ends with the session at the
/// latest, and a cancelled wait ends at once, so the suite's time limit, which
/// cancels a test that runs too long, stops a session that never ends.
@MainActor
final class ScriptedTerminal: PlayTerminal {
  /// What happened to the terminal other than drawing, in order.
  enum Change: Equatable {
    case entered, left, suspended
  }

  var columns: Int? = 70
  /// Every screen drawn, without the escape codes that clear before it.
  private(set) var screens: [String] = []
  private(set) var changes: [Change] = []
  private var queue: [TerminalEvent] = []
  private var reader: CheckedContinuation<TerminalEvent?, Never>?
  private var idleWaiters: [(id: Int, waiter: CheckedContinuation<Void, Never>)] = []
  private var drawWaiters:
    [(id: Int, isDone: (ScriptedTerminal) -> Bool, waiter: CheckedContinuation<Void, Never>)] =
      []
  private var lastWaiterID = 0
  private var inputEnded = false
  private var sessionEnded = false

  /// The screen drawn last.
  var screen: String { screens.last ?? "" }

  func nextEvent() async -> TerminalEvent? {
    if !queue.isEmpty { return queue.removeFirst() }
    if inputEnded { return nil }
    return await withCheckedContinuation { continuation in
      reader = continuation
      resumeIdleWaiters()
    }
  }

  func write(_ text: String) {
    let clear = "\u{1B}[H\u{1B}[2J"
    guard text.hasPrefix(clear) else { return }
    screens.append(String(text.dropFirst(clear.count)))
    let ready = drawWaiters.filter { $0.isDone(self) }
    drawWaiters.removeAll { $0.isDone(self) }
    for (_, _, waiter) in ready { waiter.resume() }
  }

  func enter() { changes.append(.entered) }
  func leave() { changes.append(.left) }
  func suspend() { changes.append(.suspended) }

  /// Types events, as a person at the terminal (or a signal) would.
  func type(_ events: TerminalEvent...) {
    queue += events
    deliver()
  }

  /// Types keys.
  func press(_ keys: Key...) {
    queue += keys.map { .key($0) }
    deliver()
  }

  /// Closes the input, as Ctrl-D on an empty line or a closed pipe would.
  func endInput() {
    inputEnded = true
    deliver()
  }

  /// Returns once the session has handled every event typed so far and waits
  /// for more, or has ended.
  func waitUntilReading() async {
    guard !isIdle else { return }
    await cancellableWait { id, waiter in idleWaiters.append((id, waiter)) }
  }

  /// Returns once the screen drawn last matches, waiting for the session to
  /// draw one that does; returns when the session ends in any case.
  func waitForScreen(where matches: @escaping (String) -> Bool) async {
    await waitForDrawing { matches($0.screen) }
  }

  /// Returns once the session has drawn `count` screens in all, or has ended.
  func waitForScreens(count: Int) async {
    await waitForDrawing { $0.screens.count >= count }
  }

  private func waitForDrawing(until isDone: @escaping (ScriptedTerminal) -> Bool) async {
    guard !sessionEnded, !isDone(self) else { return }
    await cancellableWait { id, waiter in drawWaiters.append((id, isDone, waiter)) }
  }

  /// Suspends until `keep`'s waiter is resumed, or the waiting task is cancelled.
  private func cancellableWait(
    _ keep: (Int, CheckedContinuation<Void, Never>) -> Void
  ) async {
    lastWaiterID += 1
    let id = lastWaiterID
    await withTaskCancellationHandler {
      await withCheckedContinuation { keep(id, $0) }
    } onCancel: {
      Task { @MainActor in self.stopWaiting(id) }
    }
  }

  /// Resumes a waiter whose task was cancelled, if it still waits.
  private func stopWaiting(_ id: Int) {
    let idle = idleWaiters.filter { $0.id == id }.map(\.waiter)
    let drawing = drawWaiters.filter { $0.id == id }.map(\.waiter)
    idleWaiters.removeAll { $0.id == id }
    drawWaiters.removeAll { $0.id == id }
    for waiter in idle + drawing { waiter.resume() }
  }

  /// Tells waiters that the session has ended and will read and draw no more.
  func sessionDidEnd() {
    sessionEnded = true
    resumeIdleWaiters()
    let waiters = drawWaiters
    drawWaiters = []
    for (_, _, waiter) in waiters { waiter.resume() }
  }

  private var isIdle: Bool { sessionEnded || (reader != nil && queue.isEmpty) }

  private func deliver() {
    guard let waiting = reader, !queue.isEmpty || inputEnded else { return }
    reader = nil
    waiting.resume(returning: queue.isEmpty ? nil : queue.removeFirst())
  }

  private func resumeIdleWaiters() {
    let waiters = idleWaiters
    idleWaiters = []
    for (_, waiter) in waiters { waiter.resume() }
  }
}
