import Foundation
import Testing

@testable import CalcExercises

@Suite("Reading a check's output")
struct CheckReportTests {
  @Test("A check in which every expectation held is a pass")
  func pass() {
    let report = CheckReport(output: passingOutput)
    #expect(report.passed == ["The name"])
    #expect(report.failure == nil)
    #expect(report.total == 1)
    #expect(report.isPass)
  }

  @Test("A failure keeps its message, what the lesson says and its detail lines")
  func failure() throws {
    let report = CheckReport(output: failingOutput)
    let failure = try #require(report.failure)
    #expect(failure.name == "The name")
    #expect(failure.message == "It is still CalcState.")
    #expect(failure.lesson == "Lessons/01-naming.md: names say what they hold.")
    #expect(failure.details == ["- CalcState"])
    #expect(!report.isPass)
  }

  @Test("A passing check's notes are kept, in order, and do not make it fail")
  func notes() {
    let output = passingOutput.replacingOccurrences(
      of: "@@end", with: "@@note\tUse guard.\n@@note\tUse reduce.\n@@end")
    let report = CheckReport(output: output)
    #expect(report.notes == ["Use guard.", "Use reduce."])
    #expect(report.isPass)
  }

  @Test("A check that stops mid-expectation names the expectation it was running")
  func interrupted() {
    let output = "@@begin\tFirst\n@@pass\tFirst\n@@begin\tOverflow\nProgram crashed\n"
    let report = CheckReport(output: output)
    #expect(report.passed == ["First"])
    #expect(report.interrupted == "Overflow")
    #expect(report.total == nil)
    #expect(!report.isPass)
  }

  @Test("The plan says how many expectations there are, so a stop says how many did not run")
  func notRun() {
    let crashed = CheckReport(output: "@@plan\t4\n@@begin\tFirst\n@@pass\tFirst\n@@begin\tSecond\n")
    #expect(crashed.total == 4)
    #expect(crashed.notRun == 2)
    let failed = CheckReport(
      output: "@@plan\t4\n@@begin\tFirst\n@@fail\tFirst\tNo.\n@@end\t0\t4\n")
    #expect(failed.notRun == 3)
    #expect(CheckReport(output: passingOutput).notRun == 0)
  }

  @Test(
    "Output that is not a whole, passing report is not a pass",
    arguments: [
      "", "hello\n", "@@begin\tA\n@@pass\tA\n", "@@end\t1\t2\n@@pass\tA\n",
      "@@plan\t1\n@@begin\tA\n@@pass\tA\n",
    ])
  func notPass(output: String) {
    #expect(!CheckReport(output: output).isPass)
  }
}
