import CommandLineSupport
import Foundation
import ProcessRunner

/// Finds and runs an executable that `swift build` put beside the test bundle,
/// for end-to-end tests of the kit's command-line tools.
package enum BuiltProduct {
  /// The path of the named executable, looked for in the build products folder.
  package static func path(of name: String) -> String? {
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
  package static var plainEnvironment: [String: String] {
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
  /// - Throws: ``ChildProcessError`` when the executable cannot be started, or ran out of
  ///   time.
  package static func run(
    _ path: String, _ arguments: [String], input: Data = Data(), in directory: URL? = nil,
    environment: [String: String] = plainEnvironment, timeLimit: Duration = .seconds(120)
  ) throws(ChildProcessError) -> RunResult {
    let process = ChildProcess(
      path, arguments, environment: environment, workingDirectory: directory,
      standardInput: .bytes(input), timeLimit: timeLimit)
    return try inTime(process.run(), of: process)
  }

  /// The result of a process that finished within its time limit.
  ///
  /// - Throws: ``ChildProcessError/timedOut(command:limit:)`` when it was stopped instead.
  private static func inTime(_ result: RunResult, of process: ChildProcess)
    throws(ChildProcessError) -> RunResult
  {
    guard result.timedOut, let limit = process.timeLimit else { return result }
    throw .timedOut(command: process.commandLine, limit: limit)
  }
}

extension BuiltProduct {
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
  /// A build takes minutes, so the wait happens on a thread of its own, as
  /// ``ChildProcess``'s `run() async` does: blocking one of the few threads Swift's
  /// concurrency runs every test on would hold up the other tests for that long, and make
  /// those with a time limit fail.
  package static func swiftTest(
    in package: URL, environment: [String: String], arguments: [String] = [],
    timeLimit: Duration = .seconds(900)
  ) async throws -> RunResult {
    let temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("swift-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: temporary) }
    var environment = environment
    environment["TMPDIR"] = temporary.path
    let test = ChildProcess(
      "/usr/bin/env", ["swift", "test", "--package-path", package.path] + arguments,
      environment: environment, timeLimit: timeLimit)
    let result = try await inTime(test.run(), of: test)
    guard result.status != 0, (result.stdout + result.stderr).contains("missing inputs") else {
      return result
    }
    let clean = ChildProcess(
      "/usr/bin/env", ["swift", "package", "--package-path", package.path, "clean"],
      environment: environment, timeLimit: .seconds(120))
    _ = try await inTime(clean.run(), of: clean)
    return try await inTime(test.run(), of: test)
  }
}
