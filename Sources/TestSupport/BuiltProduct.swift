import Foundation

/// What a finished process printed and returned.
public struct RunResult: Equatable, Sendable {
  /// The exit status.
  public var status: Int32
  /// Everything written to standard output.
  public var stdout: String
  /// Everything written to standard error.
  public var stderr: String

  /// Creates a result.
  public init(status: Int32, stdout: String, stderr: String) {
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

  /// Runs an executable and waits for it.
  ///
  /// - Parameters:
  ///   - path: The executable.
  ///   - arguments: Its arguments.
  ///   - input: What it reads on standard input.
  ///   - directory: Where it runs; the test's own folder when `nil`.
  ///   - environment: Its whole environment.
  /// - Returns: Its exit status and everything it printed.
  /// - Throws: When the executable cannot be started.
  public static func run(
    _ path: String, _ arguments: [String], input: Data = Data(), in directory: URL? = nil,
    environment: [String: String] = plainEnvironment
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
    try process.run()
    // Standard error is read on its own thread, so a chatty process cannot fill one
    // pipe while the test waits on the other.
    let errors = PipeReader(stderr.fileHandleForReading)
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RunResult(
      status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
      stderr: String(decoding: errors.data(), as: UTF8.self))
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

  /// Everything the pipe held, once it has ended.
  func data() -> Data {
    done.wait()
    return result
  }
}
