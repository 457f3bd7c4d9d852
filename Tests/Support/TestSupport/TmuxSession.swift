import Foundation

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
public final class TmuxSession {
  /// tmux, when it is installed.
  public static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  /// How long a wait gives the pane, generous for a busy machine.
  public static let patience = Duration.seconds(10)

  /// A shell command line that runs `command`, then prints `exit=STATUS restored=yes` when
  /// the terminal's settings after it equal those before it, or `restored=no`.
  public static func reportingRestore(_ command: String) -> String {
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
  public init(command: String) throws {
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
  public func send(_ keys: String...) throws {
    try tmux(["send-keys", "-t", "main"] + keys)
  }

  /// Makes the window `columns` wide, which sends the program SIGWINCH.
  public func resize(columns: Int) throws {
    try tmux(["resize-window", "-t", "main", "-x", "\(columns)", "-y", "45"])
  }

  /// Reads the pane's output until `text` appears after what earlier waits consumed.
  ///
  /// - Throws: ``TmuxError/timedOut(waitingFor:screen:)`` when the text has not
  ///   come within ``patience`` or the program ended first.
  public func wait(for text: String) throws {
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
  public func line(after prefix: String) throws -> String {
    try wait(for: prefix)
    let start = consumed
    try wait(for: "\n")
    return String(decoding: output[start..<consumed], as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Everything the pane's program wrote so far.
  public var transcript: String { String(decoding: output, as: UTF8.self) }

  /// The settings of the pane's terminal, as `stty -a` prints them.
  public func terminalSettings() throws -> String {
    let tty = try tmuxOutput(["display-message", "-p", "-t", "main", "#{pane_tty}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    #if canImport(Darwin)
      let words = ["/bin/stty", "-f", tty, "-a"]
    #else
      let words = ["/bin/stty", "-F", tty, "-a"]
    #endif
    return try run(words)
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
      return try run([tmux, "-S", socket, "-f", "/dev/null"] + arguments)
    } catch TmuxError.failed where arguments == ["kill-server"] {
      return ""
    }
  }

  /// Runs a program, waits for it, and returns its standard output.
  ///
  /// It spawns the program directly rather than through `Process`, whose exit
  /// notification needs a run loop that a busy test thread may not turn. What it
  /// says on standard error goes into the error it throws, never into the test
  /// run's output: tmux saying "no server running" after the program quit is
  /// expected, not news.
  private func run(_ words: [String]) throws -> String {
    let captured = folder.appendingPathComponent("output").path
    let errors = folder.appendingPathComponent("errors").path
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    let status = Self.spawn(
      words, environment: environment.map { "\($0.key)=\($0.value)" }, output: captured,
      errors: errors)
    guard status == 0 else {
      let said = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
      throw TmuxError.failed(
        words.dropFirst().joined(separator: " "),
        said: said.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return (try? String(contentsOfFile: captured, encoding: .utf8)) ?? ""
  }

  /// Spawns a program with its standard output and standard error in files and
  /// waits for it; returns its exit status, or -1.
  private static func spawn(
    _ words: [String], environment: [String], output: String, errors: String
  ) -> Int32 {
    let argv = words.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    // The tmux server lives on after this call, so it must not inherit the test
    // process's descriptors: a pipe it held open would never reach end of file.
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    // A test runs on a worker thread that blocks signals; the server must not
    // inherit that mask, or it would never see the SIGTERM of kill-server.
    var noSignals = sigset_t()
    var allSignals = sigset_t()
    sigemptyset(&noSignals)
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    var flags = Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
    #if canImport(Darwin)
      flags |= Int16(POSIX_SPAWN_CLOEXEC_DEFAULT)
      posix_spawn_file_actions_addinherit_np(&actions, 0)
    #else
      for descriptor in openDescriptors() where descriptor > 2 {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    #endif
    posix_spawnattr_setflags(&attributes, flags)
    var pid = pid_t()
    guard posix_spawn(&pid, words[0], &actions, &attributes, argv, envp) == 0 else {
      return -1
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { return -1 }
    }
    return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
  }
}

#if !canImport(Darwin)
  /// The descriptors this process has open now, as Linux lists them in `/proc/self/fd`.
  ///
  /// Darwin's spawn closes every descriptor but those it is told to keep
  /// (`POSIX_SPAWN_CLOEXEC_DEFAULT`). glibc's `posix_spawn_file_actions_addclosefrom_np`
  /// would too, but it is declared only for `_GNU_SOURCE`, which Swift's Glibc module
  /// does not define; so, as Foundation's `Process` does on Linux, the child is told to
  /// close each descriptor open when it is spawned. One that another thread opens
  /// between this listing and the spawn is inherited unless it is close-on-exec.
  private func openDescriptors() -> [Int32] {
    let listed = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    // The listing's own descriptor is listed, and closed by now.
    return listed.compactMap { Int32($0) }.filter { fcntl($0, F_GETFD) != -1 }
  }
#endif

/// Why a tmux session could not be driven.
public enum TmuxError: Error, CustomStringConvertible {
  /// tmux is not installed.
  case missing
  /// The FIFO the pane's output goes through could not be made.
  case fifo(String)
  /// A tmux command failed; what tmux said on standard error.
  case failed(String, said: String)
  /// The text did not appear in time; what the pane showed instead.
  case timedOut(waitingFor: String, screen: String)

  /// What went wrong, with the pane's screen for a wait that timed out.
  public var description: String {
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
