import Testing

@testable import CommandLineSupport

@Suite("Console")
struct ConsoleTests {
  @Test(
    "Colours only on a terminal, and never when NO_COLOR is set to anything",
    arguments: [
      ([:], true, true), (["NO_COLOR": "1"], true, false), (["NO_COLOR": ""], true, true),
      ([:], false, false), (["NO_COLOR": "yes"], false, false),
    ] as [([String: String], Bool, Bool)])
  func colour(environment: [String: String], isTerminal: Bool, colour: Bool) {
    #expect(Console.usesColour(environment: environment, outputIsTerminal: isTerminal) == colour)
  }

  @Test("An in-memory console reads nothing it was not given")
  func readsNothing() throws {
    let console = Console(write: { _ in })
    #expect(console.readLine() == nil)
    #expect(throws: ReadFailure.noSuchFile) { try console.readFile("a.json") }
    #expect(try console.readStandardInput().isEmpty)
    #expect(!console.isInteractive && !console.usesColour)
  }
}
