import Foundation
import Testing

@testable import TestSupport

@Suite("A captured console")
struct CapturedConsoleTests {
  @Test("Keeps each stream's text apart, and answers with its lines, then the end of input")
  func streamsAndLines() {
    let captured = CapturedConsole(lines: ["y"])
    let console = captured.console
    console.write("out\n")
    console.writeError("err\n")
    #expect(captured.stdout == "out\n")
    #expect(captured.stderr == "err\n")
    #expect(console.readLine() == "y")
    #expect(console.readLine() == nil)
  }

  @Test("Reads the files it was given and no others, and the standard input it was given")
  func files() throws {
    let captured = CapturedConsole(
      files: ["s.json": Data("{}".utf8)], standardInput: Data("in".utf8), isInteractive: true)
    let console = captured.console
    #expect(try console.readFile("s.json") == Data("{}".utf8))
    #expect(throws: (any Error).self) { try console.readFile("t.json") }
    #expect(try console.readStandardInput() == Data("in".utf8))
    #expect(console.isInteractive)
  }
}
