import Foundation

/// A program to run as a child process, and how: its arguments, environment, folder,
/// standard input, where its output goes and how long it may take.
///
/// Every tool and test in the kit that starts a program goes through this one runner.
/// `run()` starts the program and reads standard output and standard error at the same time
/// as it writes standard input, so a child that fills one pipe while another is read cannot
/// stall; it returns once the program has ended and its pipes are read. Called from a task,
/// `run()` waits on a thread of its own. Only the program itself may take as long as it
/// likes, and only when it has no ``timeLimit``: a program past its limit is stopped, and
/// pipes a grandchild still holds open are read for ``drainLimit`` more, no longer. Bad
/// input, such as a missing program or folder or a zero byte in an argument, throws a
/// ``ChildProcessError``; nothing here traps.
///
/// ```swift
/// let script = ChildProcess("/bin/sh", ["-c", "echo hello; echo oops >&2; exit 3"])
/// let result = try script.run()
/// print([result.stdout, result.stderr, "\(result.status)"])
/// // Prints "["hello\n", "oops\n", "3"]"
/// ```
///
/// The program starts with its signals at their defaults and none blocked, and with no
/// descriptor of this process but the standard streams it is given. It runs in this
/// process's process group, so a terminal's Ctrl-C reaches it as it would from a shell.
package struct ChildProcess: Sendable {
  /// What the program reads on standard input.
  package enum Input: Sendable, Equatable {
    /// Nothing: the null device, so a program that reads gets the end at once.
    case nothing
    /// This process's own standard input, such as the terminal.
    case inherited
    /// These bytes, after which standard input ends.
    case bytes(Data)
  }

  /// Where the program's standard output goes.
  package enum Output: Sendable, Equatable {
    /// Into the result's ``RunResult/standardOutput``.
    case captured
    /// Nowhere: the null device.
    case discarded
    /// To this process's own standard output, such as the terminal.
    case inherited
  }

  /// Where the program's standard error goes.
  package enum ErrorOutput: Sendable, Equatable {
    /// Into the result's ``RunResult/standardError``.
    case captured
    /// Nowhere: the null device.
    case discarded
    /// To this process's own standard error, such as the terminal.
    case inherited
    /// Wherever standard output goes, in the order the two were written, as `2>&1` does.
    case toStandardOutput
  }

  /// The program's path, absolute or relative to this process's folder; `PATH` is not
  /// searched, so run `/usr/bin/env` with the name first to find a program there.
  package var executable: String
  /// The arguments after the program's name.
  package var arguments: [String]
  /// The program's whole environment; this process's own when `nil`.
  package var environment: [String: String]?
  /// The folder the program runs in; this process's own when `nil`.
  package var workingDirectory: URL?
  /// What the program reads on standard input.
  package var standardInput: Input
  /// Where its standard output goes.
  package var standardOutput: Output
  /// Where its standard error goes.
  package var standardError: ErrorOutput
  /// How long the program may run before it is stopped; no limit when `nil`.
  ///
  /// A program past its limit gets SIGTERM, then SIGKILL ``stopGrace`` later if it is
  /// still running, and its result says ``RunResult/timedOut``.
  package var timeLimit: Duration?

  /// How long a program stopped for its time limit has between SIGTERM and SIGKILL.
  package static let stopGrace = Duration.seconds(2)

  /// How long the pipes are read after the program ends, for output a program it started
  /// still writes; a pipe still open then is left unread.
  package static let drainLimit = Duration.seconds(5)

  /// Describes a program to run.
  ///
  /// - Parameters:
  ///   - executable: The program's path.
  ///   - arguments: Its arguments.
  ///   - environment: Its whole environment; this process's own by default.
  ///   - workingDirectory: The folder it runs in; this process's own by default.
  ///   - standardInput: What it reads; nothing by default.
  ///   - standardOutput: Where its output goes; into the result by default.
  ///   - standardError: Where its errors go; into the result by default.
  ///   - timeLimit: How long it may run; without a limit by default.
  package init(
    _ executable: String, _ arguments: [String] = [], environment: [String: String]? = nil,
    workingDirectory: URL? = nil, standardInput: Input = .nothing,
    standardOutput: Output = .captured, standardError: ErrorOutput = .captured,
    timeLimit: Duration? = nil
  ) {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
    self.workingDirectory = workingDirectory
    self.standardInput = standardInput
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.timeLimit = timeLimit
  }

  /// The program and its arguments as one line, for messages.
  package var commandLine: String {
    ([executable] + arguments).joined(separator: " ")
  }

  /// Runs the program to its end, blocking the calling thread.
  ///
  /// - Parameter onOutput: Receives each piece of captured standard output as it is read,
  ///   on the calling thread, before it is added to the result.
  /// - Returns: How the program ended and what it wrote.
  /// - Throws: ``ChildProcessError`` when the program cannot be started.
  package func run(onOutput: ((Data) -> Void)? = nil) throws(ChildProcessError) -> RunResult {
    var spawned = try SpawnedProcess.start(self)
    return spawned.finish(onOutput: onOutput)
  }

  /// Runs the program to its end on a thread of its own, so the wait holds up none of the
  /// few threads Swift's concurrency runs tasks on.
  ///
  /// - Parameter onOutput: Receives each piece of captured standard output as it is read,
  ///   on the runner's thread.
  /// - Returns: How the program ended and what it wrote.
  /// - Throws: ``ChildProcessError`` when the program cannot be started.
  package func run(onOutput: (@Sendable (Data) -> Void)? = nil) async throws(ChildProcessError)
    -> RunResult
  {
    let outcome = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<RunResult, ChildProcessError>, Never>) in
      Thread {
        continuation.resume(
          returning: Result { () throws(ChildProcessError) in try run(onOutput: onOutput) })
      }.start()
    }
    return try outcome.get()
  }
}
