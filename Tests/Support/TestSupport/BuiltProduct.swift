import CommandLineSupport
import Foundation

/// What a finished process printed and returned.
public struct RunResult: Equatable, Sendable {
  /// The exit status.
  public var status: ExitCode
  /// Everything written to standard output.
  public var stdout: String
  /// Everything written to standard error.
  public var stderr: String

  /// Creates a result.
  public init(status: ExitCode, stdout: String, stderr: String) {
    self.status = status
    self.stdout = stdout
    self.stderr = stderr
  }
}

/// Finds and runs an executable that `swift build` put beside the test bundle,
/// for end-to-end tests of the kit's command-line tools.
public enum BuiltProduct {
  /// The path of the named executable, looked for in the build products folder.
  public static func path(of name: String) -> String? {
    let starts =
      [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
      + Bundle.allBundles.map(\.bundleURL)
    for start in starts.compactMap({ $0 }) {
      var folder = start.deletingLastPathComponent()
      for _ in 0..<5 {
        let candidate = folder.appendingPathComponent(name).path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        folder = folder.deletingLastPathComponent()
      }
    }
    return nil
  }

  /// The test process's environment with `NO_COLOR` set, so output is plain.
  public static var plainEnvironment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    return environment
  }

  /// Runs an executable and waits for it, at most `timeLimit`.
  ///
  /// - Parameters:
  ///   - path: The executable.
  ///   - arguments: Its arguments.
  ///   - input: What it reads on standard input.
  ///   - directory: Where it runs; the test's own folder when `nil`.
  ///   - environment: Its whole environment.
  ///   - timeLimit: How long it may run; then it is stopped and the run throws.
  /// - Returns: Its exit status and everything it printed.
  /// - Throws: When the executable cannot be started, or ran out of time.
  public static func run(
    _ path: String, _ arguments: [String], input: Data = Data(), in directory: URL? = nil,
    environment: [String: String] = plainEnvironment, timeLimit: Duration = .seconds(120)
  ) throws -> RunResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.currentDirectoryURL = directory
    process.arguments = arguments
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    // A small input waits in the pipe before the program starts, so a program that ends
    // without reading it, as one that fails on its arguments does, cannot make a late
    // write raise SIGPIPE in the tests' process.
    let writesFirst = input.count <= Self.pipeCapacity
    if writesFirst { try send(input, to: stdin) }
    try process.run()
    // Each pipe is read on its own thread, so a chatty process cannot fill one while
    // the test waits on the other.
    let output = PipeReader(stdout.fileHandleForReading)
    let errors = PipeReader(stderr.fileHandleForReading)
    if !writesFirst { try send(input, to: stdin) }
    let (seconds, attoseconds) = timeLimit.components
    let limit = DispatchTimeInterval.milliseconds(
      Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
    guard finished.wait(timeout: .now() + limit) == .success else {
      process.terminate()
      _ = finished.wait(timeout: .now() + .seconds(5))
      throw RunError.timedOut(path: path, arguments: arguments, limit: timeLimit)
    }
    return RunResult(
      status: ExitCode(rawValue: process.terminationStatus),
      stdout: String(decoding: output.data(), as: UTF8.self),
      stderr: String(decoding: errors.data(), as: UTF8.self))
  }
}

extension BuiltProduct {
  /// The most bytes a pipe is sure to hold before anyone reads them, on Linux and macOS.
  static let pipeCapacity = 4096

  /// Writes all of `input` to a program's standard input, then closes it.
  private static func send(_ input: Data, to pipe: Pipe) throws {
    pipe.fileHandleForWriting.write(input)
    try pipe.fileHandleForWriting.close()
  }

  /// Runs `swift test` in another package, such as a fixture that depends on the kit
  /// by path, at most `timeLimit` for each build and run.
  ///
  /// SwiftPM keeps that package's build folder between runs; after a kit source file
  /// moves to another module, the folder still names the old path ("missing inputs"),
  /// so then the folder is cleaned once and the tests built again. SwiftPM also leaves
  /// lock files and empty folders in its TMPDIR on every run, so `swift` gets a
  /// temporary folder of its own, removed when it is done.
  ///
  /// - Parameters:
  ///   - package: The package folder.
  ///   - environment: The whole environment of `swift`, but for `TMPDIR`.
  ///   - arguments: More arguments for `swift test`, such as `--attachments-path DIR`.
  ///   - timeLimit: How long one `swift test` may take.
  /// - Returns: The exit status and output of the last `swift test`.
  /// - Throws: When `swift` cannot be started, or ran out of time.
  ///
  /// A build takes minutes, so the wait happens on a thread of its own: blocking one of
  /// the few threads Swift's concurrency runs every test on would hold up the other tests
  /// for that long, and make those with a time limit fail.
  public static func swiftTest(
    in package: URL, environment: [String: String], arguments: [String] = [],
    timeLimit: Duration = .seconds(900)
  ) async throws -> RunResult {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result {
            try waitForSwiftTest(
              in: package, environment: environment, arguments: arguments, timeLimit: timeLimit)
          })
      }.start()
    }
  }

  /// Runs `swift test` in `package` as ``swiftTest(in:environment:arguments:timeLimit:)``
  /// says, blocking the calling thread until it ends.
  private static func waitForSwiftTest(
    in package: URL, environment: [String: String], arguments: [String], timeLimit: Duration
  ) throws -> RunResult {
    let temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("swift-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: temporary) }
    var environment = environment
    environment["TMPDIR"] = temporary.path
    let test = ["swift", "test", "--package-path", package.path] + arguments
    let result = try run("/usr/bin/env", test, environment: environment, timeLimit: timeLimit)
    guard result.status != .success, (result.stdout + result.stderr).contains("missing inputs")
    else {
      return result
    }
    _ = try run(
      "/usr/bin/env", ["swift", "package", "--package-path", package.path, "clean"],
      environment: environment)
    return try run("/usr/bin/env", test, environment: environment, timeLimit: timeLimit)
  }
}

/// Why a process could not be run to its end.
public enum RunError: Error, CustomStringConvertible {
  /// It was still running when its time was up, and was stopped.
  case timedOut(path: String, arguments: [String], limit: Duration)

  /// The command and its time limit.
  public var description: String {
    switch self {
    case .timedOut(let path, let arguments, let limit):
      return "'\(([path] + arguments).joined(separator: " "))' did not finish within \(limit)"
    }
  }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
  // `@unchecked` because `result` is written once, before `done` is signalled.
  private var result = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread {
      self.result = handle.readDataToEndOfFile()
      self.done.signal()
    }.start()
  }

  /// Everything the pipe held, once it has ended; a process that has exited closes
  /// it, unless a process it started still holds it, so the wait has a deadline too.
  func data() -> Data {
    guard done.wait(timeout: .now() + .seconds(30)) == .success else {
      return Data("<the pipe was still open 30 s after the process ended>".utf8)
    }
    return result
  }
}
