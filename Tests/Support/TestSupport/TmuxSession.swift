import Foundation
import ProcessRunner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program running in a real terminal, in a tmux server of its own, that a
/// test types into and reads from as a person would.
///
/// The pane's output is piped through a FIFO that the test reads. Every wait
/// has a deadline: when the text has not come by then, or the program ended
/// first, the wait throws with what the pane showed last, so a broken
/// expectation fails in seconds instead of hanging the suite. The server's
/// socket lives in the session's own temporary folder, and the server is
/// killed and the folder removed when the session goes away.
package final class TmuxSession {
  /// tmux, when it is installed.
  package static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  /// How long a wait gives the pane, generous for a busy machine.
  package static let patience = Duration.seconds(10)

  /// A shell command line that runs `command`, then prints `exit=STATUS restored=yes` when
  /// the terminal's settings after it equal those before it, or `restored=no`.
  package static func reportingRestore(_ command: String) -> String {
    "before=$(stty -g); \(command); status=$?; after=$(stty -g); "
      + "if [ \"$before\" = \"$after\" ]; then same=yes; else same=no; fi; "
      + "echo \"exit=$status restored=$same\""
  }

  private let folder: URL
  private var socket: String { folder.appendingPathComponent("socket").path }
  private var reader: Int32 = -1
  private var output = Data()
  private var consumed = 0

  /// Starts `command` in a 70×45 pane once the pane's output is being read.
  ///
  /// - Parameter command: A shell command line.
  /// - Throws: ``TmuxError`` when tmux is missing or will not start the pane.
  package init(command: String) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("calc-kit-tmux-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let fifo = folder.appendingPathComponent("pane").path
    guard mkfifo(fifo, 0o600) == 0 else { throw TmuxError.fifo(fifo) }
    // `read` holds the command back until the pipe is attached, so no output is lost.
    try tmux(["new-session", "-d", "-s", "main", "-x", "70", "-y", "45", "read go; \(command)"])
    try tmux(["pipe-pane", "-t", "main", "-o", "cat > '\(fifo)'"])
    reader = open(fifo, O_RDONLY | O_CLOEXEC)
    try send("Enter")
  }

  deinit {
    try? tmux(["kill-server"])
    if reader >= 0 { close(reader) }
    try? FileManager.default.removeItem(at: folder)
  }

  /// Presses keys, in tmux's names: `1`, `Enter`, `C-c`.
  package func send(_ keys: String...) throws {
    try tmux(["send-keys", "-t", "main"] + keys)
  }

  /// Makes the window `columns` wide, which sends the program SIGWINCH.
  package func resize(columns: Int) throws {
    try tmux(["resize-window", "-t", "main", "-x", "\(columns)", "-y", "45"])
  }

  /// Reads the pane's output until `text` appears after what earlier waits consumed.
  ///
  /// - Throws: ``TmuxError/timedOut(waitingFor:screen:)`` when the text has not
  ///   come within ``patience`` or the program ended first.
  package func wait(for text: String) throws {
    let needle = Data(text.utf8)
    let deadline = ContinuousClock.now + Self.patience
    while true {
      if let range = output.range(of: needle, in: consumed..<output.endIndex) {
        consumed = range.upperBound
        return
      }
      let left = ContinuousClock.now.duration(to: deadline)
      guard left > .zero, readMore(within: left) else {
        throw TmuxError.timedOut(waitingFor: text, screen: lastScreen())
      }
    }
  }

  /// Waits for `prefix`, then returns the rest of its line.
  package func line(after prefix: String) throws -> String {
    try wait(for: prefix)
    let start = consumed
    try wait(for: "\n")
    return String(decoding: output[start..<consumed], as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Everything the pane's program wrote so far.
  package var transcript: String { String(decoding: output, as: UTF8.self) }

  /// The settings of the pane's terminal, as `stty -a` prints them.
  package func terminalSettings() throws -> String {
    let tty = try tmuxOutput(["display-message", "-p", "-t", "main", "#{pane_tty}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    #if canImport(Darwin)
      return try run("/bin/stty", ["-f", tty, "-a"])
    #else
      return try run("/bin/stty", ["-F", tty, "-a"])
    #endif
  }

  /// Reads what is ready, waiting at most `time`; `false` when nothing came or the output ended.
  private func readMore(within time: Duration) -> Bool {
    let milliseconds = Int32(min(time.components.seconds * 1000 + 1, 60_000))
    var descriptor = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
    var chunk = [UInt8](repeating: 0, count: 4096)
    let count = read(reader, &chunk, chunk.count)
    guard count > 0 else { return false }
    output.append(contentsOf: chunk[..<count])
    return true
  }

  /// What the pane shows now or, when it has closed, the end of its output
  /// with escape sequences made visible.
  private func lastScreen() -> String {
    if let pane = try? tmuxOutput(["capture-pane", "-p", "-t", "main"]), !pane.isEmpty {
      return pane
    }
    return String(transcript.suffix(2000)).replacingOccurrences(of: "\u{1B}", with: "␛")
  }

  private func tmux(_ arguments: [String]) throws {
    _ = try tmuxOutput(arguments)
  }

  /// Runs one tmux command on this session's server and returns what it printed.
  private func tmuxOutput(_ arguments: [String]) throws -> String {
    guard let tmux = Self.tmux else { throw TmuxError.missing }
    do {
      return try run(tmux, ["-S", socket, "-f", "/dev/null"] + arguments)
    } catch TmuxError.failed where arguments == ["kill-server"] {
      return ""
    }
  }

  /// Runs a program, waits for it, and returns its standard output.
  ///
  /// What it says on standard error goes into the error it throws, never into the test
  /// run's output: tmux saying "no server running" after the program quit is expected, not
  /// news. The tmux server lives on after the command that starts it; ``ChildProcess``
  /// gives it none of the test process's descriptors, so no pipe of a test stays open in
  /// it, and none of the signals a test's thread blocks, so it sees kill-server's SIGTERM.
  private func run(_ program: String, _ arguments: [String]) throws -> String {
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    let process = ChildProcess(
      program, arguments, environment: environment, timeLimit: Self.patience)
    let result: RunResult
    do {
      result = try process.run()
    } catch {
      throw TmuxError.failed(arguments.joined(separator: " "), said: error.description)
    }
    guard result.termination == .exit(0) else {
      throw TmuxError.failed(
        arguments.joined(separator: " "),
        said: result.stderr.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return result.stdout
  }
}

/// Why a tmux session could not be driven.
package enum TmuxError: Error, CustomStringConvertible {
  /// tmux is not installed.
  case missing
  /// The FIFO the pane's output goes through could not be made.
  case fifo(String)
  /// A tmux command failed; what tmux said on standard error.
  case failed(String, said: String)
  /// The text did not appear in time; what the pane showed instead.
  case timedOut(waitingFor: String, screen: String)

  /// What went wrong, with the pane's screen for a wait that timed out.
  package var description: String {
    switch self {
    case .missing: "tmux is not installed"
    case .fifo(let path): "cannot make the FIFO \(path)"
    case .failed(let command, let said): "'\(command)' failed" + (said.isEmpty ? "" : ": \(said)")
    case .timedOut(let text, let screen):
      "'\(text.replacingOccurrences(of: "\u{1B}", with: "␛"))' did not appear within "
        + "\(TmuxSession.patience); the pane shows:\n\(screen)"
    }
  }
}
