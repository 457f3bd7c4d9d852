import CommandLineSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Reading keys from a terminal")
struct TerminalKeyReaderTests {
  /// A pipe to read keys from: bytes written to `write` are read from `read`.
  private final class KeyPipe {
    let read: Int32
    private var writer: Int32?

    init() throws {
      var ends: [Int32] = [-1, -1]
      try #require(pipe(&ends) == 0)
      (read, writer) = (ends[0], ends[1])
    }

    deinit {
      close(read)
      if let writer { close(writer) }
    }

    /// Writes `text` for the reader.
    func send(_ text: String) {
      guard let writer else { return }
      let bytes = Array(text.utf8)
      _ = bytes.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
    }

    /// Closes the writing end, so the reader comes to the end of its input.
    func end() {
      if let writer { close(writer) }
      writer = nil
    }
  }

  @Test("Keys that come together are read together, an arrow as one key")
  func together() throws {
    let keys = try KeyPipe()
    var reader = TerminalKeyReader(descriptor: keys.read)
    keys.send("a\u{1B}[A\r")
    #expect(reader.next() == [.character("a"), .sequence(Array("\u{1B}[A".utf8)), .enter])
  }

  @Test("A sequence written in two parts is still one key")
  func splitSequence() throws {
    let keys = try KeyPipe()
    var reader = TerminalKeyReader(descriptor: keys.read)
    keys.send("1\u{1B}")
    keys.send("[3~")
    var read: [TerminalKeyDecoder.Key] = []
    while read.count < 2, let more = reader.next() { read += more }
    #expect(read == [.character("1"), .sequence(Array("\u{1B}[3~".utf8))])
  }

  @Test("A lone Esc with nothing after it is taken as Esc once the wait is over")
  func loneEscape() throws {
    let keys = try KeyPipe()
    var reader = TerminalKeyReader(descriptor: keys.read)
    keys.send("\u{1B}")
    #expect(reader.next() == [.sequence([0x1B])])
  }

  @Test("The end of input ends the keys, after any half-read one")
  func end() throws {
    let keys = try KeyPipe()
    var reader = TerminalKeyReader(descriptor: keys.read)
    keys.send("x")
    keys.end()
    #expect(reader.next() == [.character("x")])
    #expect(reader.next() == nil)
  }
}
