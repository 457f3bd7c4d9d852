import CommandLineSupport
import Foundation
import ProcessRunner
import TestSupport
import Testing

/// Whether the shell tools these tests redirect through are here: `/dev/full`, `timeout`.
let canBreakStreams =
  FileManager.default.fileExists(atPath: "/dev/full")
  && FileManager.default.isExecutableFile(atPath: "/usr/bin/timeout")

/// The built `calc-render`, run from a shell that redirects or closes its standard
/// streams: a failed read or write is one line and exit 74, never a trap.
@Suite(
  "calc-render with broken standard streams", .endToEnd,
  .enabled(if: calcRenderPath != nil, "calc-render is not built"),
  .enabled(if: canBreakStreams, "needs /dev/full and timeout"))
struct StandardStreamsTests {
  /// Runs a script in `sh` in a fresh folder, where `$TOOL` is the built `calc-render`.
  ///
  /// Every script runs the tool behind `timeout 20`, so a tool that would wait
  /// for ever fails its test instead of stopping the suite.
  func shell(_ script: String) throws -> RunResult {
    let folder = try TemporaryFolder("calc-render-streams")
    defer { folder.remove() }
    var environment = BuiltProduct.plainEnvironment
    let tool: String = try #require(calcRenderPath)
    environment["TOOL"] = tool
    return try BuiltProduct.run(
      "/bin/sh", ["-c", script], in: folder.url, environment: environment)
  }

  static let bigState =
    "Error: stdin is larger than 1 MiB: expected a JSON state of at most "
    + "1048576 bytes\n"
  static let pipe =
    "Error: Cannot read 'pipe': it is a pipe (FIFO), expected a file; to read a "
    + "pipe, use '--state -' with it on standard input\n"

  @Test(
    "Exits 74 with one line when a read or write fails, quietly when stderr is gone",
    arguments: [
      (
        #"timeout 20 "$TOOL" --numbers 1 > /dev/full"#, .ioError,
        "Error: Cannot write to standard output: No space left on device\n"
      ),
      (
        #"timeout 20 "$TOOL" --numbers 1 >&-"#, .ioError,
        "Error: Cannot write to standard output: Bad file descriptor\n"
      ),
      (#"timeout 20 "$TOOL" --numbers 1 > /dev/full 2>&-"#, .ioError, ""),
      (#"timeout 20 "$TOOL" --bogus 2>&-"#, .ioError, ""),
      (
        #"timeout 20 "$TOOL" --help > /dev/full"#, .ioError,
        "Error: Cannot write to standard output: No space left on device\n"
      ),
      (
        #"timeout 20 "$TOOL" --state - < /"#, .ioError,
        "Error: Cannot read stdin: it is a folder, expected a JSON state\n"
      ),
    ] as [(String, ExitCode, String)])
  func brokenStreams(script: String, status: ExitCode, stderr: String) throws {
    #expect(try shell(script) == RunResult(status: status, stdout: "", stderr: stderr))
  }

  @Test("Stops reading an endless state at 1 MiB and refuses it with exit 65")
  func endlessState() throws {
    let result = try shell(#"yes '{}' | timeout 20 "$TOOL" --state -"#)
    #expect(result == RunResult(status: .data, stdout: "", stderr: Self.bigState))
  }

  @Test("Refuses a named pipe as --state at once instead of waiting for a writer")
  func namedPipe() throws {
    let result = try shell(#"mkfifo pipe && timeout 20 "$TOOL" --state pipe"#)
    #expect(result == RunResult(status: .noInput, stdout: "", stderr: Self.pipe))
  }
}
