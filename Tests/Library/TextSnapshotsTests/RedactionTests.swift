import Testing

@testable import TextSnapshots

@Suite("Redactions")
struct RedactionTests {
  @Test("UUIDs and ISO 8601 dates become visible labels")
  func builtIns() {
    let text = "id E621E1F8-C36C-495A-93FC-0C247A3E6E5F at 2026-11-30T17:35:06Z"
    #expect(Redaction.uuids.apply(to: text) == "id [UUID] at 2026-11-30T17:35:06Z")
    #expect(
      Redaction.iso8601Dates.apply(to: text)
        == "id E621E1F8-C36C-495A-93FC-0C247A3E6E5F at [date]")
  }

  @Test("Exact text is replaced literally, even with pattern characters in it")
  func literalText() {
    let redaction = Redaction.text("/tmp/a.b (1)", as: "[tmp]")
    #expect(
      redaction.apply(to: "at /tmp/a.b (1)/x and /tmp/aXb (1)") == "at [tmp]/x and /tmp/aXb (1)")
  }

  @Test("A named pattern replaces each match; its label may hold template characters")
  func pattern() throws {
    let redaction = try Redaction(pattern: #"\d+ ms"#, as: "[$ms]")
    #expect(redaction.apply(to: "took 12 ms, then 7 ms") == "took [$ms], then [$ms]")
  }

  @Test("A pattern that does not compile is refused with a message naming it")
  func invalidPattern() {
    #expect {
      _ = try Redaction(pattern: "(", as: "x")
    } throws: { error in
      (error as? RedactionError).map { "\($0)".hasPrefix("Redaction pattern '(' is not") } ?? false
    }
  }
}
