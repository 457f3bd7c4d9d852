import Foundation
import KitSupport
import ProcessRunner
import Testing

@testable import CalcExercises

@Suite("The processes a check runs")
struct CheckProcessTests {
  private let folder = FileManager.default.temporaryDirectory

  @Test("A program's output and errors come back together, and line by line as they come")
  func outputAndLines() async {
    let lines = Locked<[String]>([])
    let result = await CheckProcess.system.run(
      "sh", ["-c", "echo one; echo two >&2; printf three; exit 3"], folder, nil
    ) { line in lines.withLock { $0.append(line) } }
    #expect(result == RunResult(status: 3, stdout: "one\ntwo\nthree"))
    #expect(lines.withLock { $0 } == ["one", "two"])
  }

  @Test("A program past its limit is stopped, and the result says so")
  func limit() async {
    let result = await CheckProcess.system.run(
      "sh", ["-c", "echo started; exec sleep 30"], folder, .milliseconds(200)
    ) { _ in }
    #expect(result.timedOut)
    #expect(result.stdout == "started\n")
    #expect(CheckText.ending(of: result, limit: .seconds(10)) == " (stopped after 10 s)")
  }

  @Test("A program found nowhere on PATH ends as the shell's 127")
  func missing() async {
    let result = await CheckProcess.system.run("no-such-program-here", [], folder, nil) { _ in }
    #expect(result.status == 127)
  }
}
