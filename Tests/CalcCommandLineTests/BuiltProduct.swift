import Foundation

/// Finds an executable that `swift build` put beside the test bundle.
enum BuiltProduct {
  /// The path of the named executable, looked for in the build products folder.
  static func path(of name: String) -> String? {
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

  /// Runs an executable with arguments and standard input in `directory` (the
  /// test's own folder when `nil`), and waits for it.
  static func run(
    _ path: String, _ arguments: [String], input: Data = Data(), in directory: URL? = nil
  ) throws -> RunResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.currentDirectoryURL = directory
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RunResult(
      status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
      stderr: String(decoding: errors, as: UTF8.self))
  }
}
