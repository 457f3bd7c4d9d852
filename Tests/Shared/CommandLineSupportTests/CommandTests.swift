import TestSupport
import Testing

@testable import CommandLineSupport

@MainActor
@Suite("A command's run skeleton: read, help, run, error")
struct CommandTests {
  func main(_ words: [String]) async -> (status: ExitCode, output: String, errors: String) {
    let captured = CapturedConsole()
    let status = await TestTool.main(words, console: captured.console)
    return (status, captured.stdout, captured.stderr)
  }

  @Test("Runs the command the words name and returns its status")
  func runs() async {
    let result = await main(["--width", "30"])
    #expect(result == (.success, "width 30\n", ""))
  }

  @Test("Prints the help of the command named, and runs nothing")
  func help() async {
    let result = await main(["play", "--help"])
    #expect(result.status == .success)
    #expect(result.output.hasPrefix("OVERVIEW: Plays.\n\nUSAGE: tool play [<options>]\n"))
    #expect(result.errors == "")
  }

  @Test("Answers a usage error with the message, then the usage line of the command")
  func usageError() async {
    let result = await main(["play", "--widht"])
    #expect(
      result == (.usage, "", "Error: Unknown option '--widht'\nUsage: tool play [<options>]\n"))
  }

  @Test("A failed run with a usage status is followed by the usage line; any other is not")
  func failures() async {
    #expect(
      await main(["--state", "usage"])
        == (.usage, "", "Error: Bad usage\nUsage: tool [<options>] [<subcommand>]\n"))
    #expect(await main(["--state", "data"]) == (.data, "", "Error: Bad data\n"))
  }
}
