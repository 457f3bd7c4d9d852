import Foundation

/// Learner code that may stop the program, run in a child process so the check survives it.
///
/// Swift stops a program on an arithmetic overflow, `removeLast()` on an empty array or a
/// force unwrap of `nil`; a check that called such code itself would stop too, and could not
/// say what happened. A probe runs it in the check's own program started again with
/// `--probe NAME`: the child prints a line per result with ``say(_:)``, and the check reads
/// them, or learns that the child stopped after the last one it printed.
///
/// ```swift
/// let totals = Probe("totals") {
///   for numbers in cases { Probe.say(String(describing: total(of: numbers))) }
/// }
/// await runChecks(expectations, probes: [totals])
/// // In an expectation: let outcome = totals.run()
/// ```
public struct Probe {
  /// What one run of a probe said, and whether the learner's code stopped it.
  public struct Outcome: Equatable {
    /// The lines the probe said, in order.
    public let lines: [String]
    /// Whether the child process stopped on a trap instead of finishing.
    public let trapped: Bool
    /// Whether the child was still running at ``Probe/limit`` and was stopped: code that
    /// never returns.
    public let timedOut: Bool
  }

  /// How long a probe may run before it is stopped: learner code that never returns.
  public static let limit: TimeInterval = 10

  /// The name the child is started with.
  public let name: String
  /// What the child runs.
  let body: @MainActor () -> Void

  /// Creates a probe.
  public init(_ name: String, _ body: @escaping @MainActor () -> Void) {
    self.name = name
    self.body = body
  }

  /// Writes one line for the check to read; call it from a probe's body only.
  public static func say(_ line: String) {
    let clean = line.replacingOccurrences(of: "\n", with: " ")
    FileHandle.standardOutput.write(Data((clean + "\n").utf8))
  }

  /// Runs the probe in a child process and returns what it said.
  ///
  /// A child that cannot be started counts as one that stopped before saying anything.
  public func run() -> Outcome {
    let process = Process()
    process.executableURL =
      Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--probe", name]
    // The runtime's backtrace of a trap takes seconds and says nothing the check does not.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return Outcome(lines: [], trapped: true, timedOut: false)
    }
    // A probe says a few short lines, far less than a pipe holds, so the child never waits
    // on its output while this waits for it to end.
    let deadline = Date(timeIntervalSinceNow: Self.limit)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    let timedOut = process.isRunning
    if timedOut { process.terminate() }
    process.waitUntilExit()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    let finished = process.terminationReason == .exit && process.terminationStatus == 0
    return Outcome(lines: lines, trapped: !finished && !timedOut, timedOut: timedOut)
  }

  /// Runs the probe the arguments name and exits, when the check was started as a child.
  @MainActor
  static func runIfAsked(_ probes: [Probe]) {
    let arguments = CommandLine.arguments
    guard let flag = arguments.firstIndex(of: "--probe"), flag + 1 < arguments.count else {
      return
    }
    let name = arguments[flag + 1]
    guard let probe = probes.first(where: { $0.name == name }) else { exit(2) }
    probe.body()
    exit(0)
  }
}
