import Foundation
import ProcessRunner
import Testing

@testable import TestSupport

@Suite("Running a built program")
struct BuiltProductTests {
  @Test("Gives the program its input and returns what it printed and its status")
  func runs() throws {
    let result = try BuiltProduct.run(
      "/bin/sh", ["-c", "cat; echo oops >&2; exit 3"], input: Data("hi\n".utf8))
    #expect(result == RunResult(status: 3, stdout: "hi\n", stderr: "oops\n"))
  }

  @Test(
    "A program that ends without reading its input leaves the tests running, however soon it ends",
    arguments: 0..<50)
  func unreadInput(round: Int) throws {
    let result = try BuiltProduct.run("/bin/sh", ["-c", "exit 64"], input: Data("a\n".utf8))
    #expect(result.status == 64)
  }
}
