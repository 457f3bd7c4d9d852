import CommandLineSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("The terminal's raw mode")
struct RawTerminalTests {
  @Test("A descriptor that is no terminal has no raw mode")
  func notATerminal() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }
    #expect(RawTerminal(descriptor: ends[0]) == nil)
  }
}
