import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program running in a real terminal, in a tmux server of its own, that a
/// test types into and reads from as a person would.
///
/// The pane's output is piped through a FIFO that the test reads with
/// blocking reads, so waiting for the screen to change takes no sleeping and
/// no polling. The command runs under `timeout`, so a test whose expectation
/// is never met ends when the program is stopped and the pipe closes.
final class TmuxSession {
  /// tmux, when it is installed.
  static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  private let socket = "calc-kit-\(UUID().uuidString.prefix(8))"
  private let folder: URL
  private var reader: Int32 = -1
  private var output = Data()
  private var consumed = 0

  /// Starts `command` in a 70×45 pane once the pane's output is being read.
  init(command: String) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
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
  func send(_ keys: String...) throws {
    try tmux(["send-keys", "-t", "main"] + keys)
  }

  /// Reads the pane's output until `text` appears after what earlier waits
  /// consumed; `false` when the output ends first.
  @discardableResult
  func wait(for text: String) -> Bool {
    let needle = Data(text.utf8)
    while true {
      if let range = output.range(of: needle, in: consumed..<output.endIndex) {
        consumed = range.upperBound
        return true
      }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = read(reader, &chunk, chunk.count)
      guard count > 0 else { return false }
      output.append(contentsOf: chunk[..<count])
    }
  }

  /// Everything the pane's program wrote so far.
  var transcript: String { String(decoding: output, as: UTF8.self) }

  /// Runs one tmux command and waits for it.
  ///
  /// It spawns tmux directly rather than through `Process`, whose exit
  /// notification needs a run loop that a busy test thread may not turn.
  private func tmux(_ arguments: [String]) throws {
    guard let tmux = Self.tmux else { throw TmuxError.missing }
    let words = [tmux, "-L", socket, "-f", "/dev/null"] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    let status = Self.spawn(words, environment: environment.map { "\($0.key)=\($0.value)" })
    guard status == 0 || arguments == ["kill-server"] else {
      throw TmuxError.failed(arguments.joined(separator: " "))
    }
  }

  /// Spawns a program and waits for it; returns its exit status, or -1.
  private static func spawn(_ words: [String], environment: [String]) -> Int32 {
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
      for descriptor: Int32 in 0...2 {
        posix_spawn_file_actions_addinherit_np(&actions, descriptor)
      }
    #else
      _ = spawnCloseFrom(&actions, 3)
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

#if os(Linux)
  /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which
  /// Swift's Glibc module does not export.
  @_silgen_name("posix_spawn_file_actions_addclosefrom_np")
  private func spawnCloseFrom(
    _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ from: Int32
  ) -> Int32
#endif

/// Why a tmux session could not be driven.
enum TmuxError: Error {
  case missing
  case fifo(String)
  case failed(String)
}
