import Testing

@testable import CalcCommandLine

@Suite("JSON parser")
struct JSONParserTests {
  @Test(
    "Reads every kind of value",
    arguments: [
      ("null", JSONValue.null), ("true", .bool(true)), (" false ", .bool(false)),
      ("0", .number("0")), ("-12", .number("-12")), ("1.5e-3", .number("1.5e-3")),
      ("\"\"", .string("")), ("\"a\\\"b\\\\c\\/\"", .string("a\"b\\c/")),
      ("\"\\n\\t\\r\\b\\f\"", .string("\n\t\r\u{08}\u{0C}")),
      ("\"\\u0416\\uD83D\\uDE00\"", .string("Ж😀")), ("\"Сумма 😀\"", .string("Сумма 😀")),
      ("[]", .array([])), ("[1, [2]]", .array([.number("1"), .array([.number("2")])])),
      ("{}", .object([])),
      ("{\"a\": 1, \"b\": [true]}", .object([("a", .number("1")), ("b", .array([.bool(true)]))])),
    ])
  func readsValues(text: String, value: JSONValue) throws {
    #expect(try JSONParser.parse(text) == value)
  }

  @Test(
    "Says where and why a text is not JSON",
    arguments: [
      ("", 1, 1, "unexpected end of input, expected a value"),
      ("{", 1, 2, "unexpected end of input, expected a field name in quotes"),
      ("{\"a\" 1}", 1, 6, "unexpected '1', expected ':' after \"a\""),
      ("{\"a\": 1,}", 1, 9, "unexpected '}', expected a field name in quotes"),
      ("[1 2]", 1, 4, "unexpected '2', expected ',' or ']'"),
      ("{\n  \"a\": tru\n}", 2, 11, "unexpected character U+000A in 'true'"),
      ("01", 1, 2, "unexpected '1' after the value"),
      ("1.", 1, 3, "unexpected end of input, expected a digit after '.'"),
      ("-", 1, 2, "unexpected end of input, expected a digit"),
      ("\"abc", 1, 5, "unexpected end of input inside a string"),
      ("\"a\u{01}\"", 1, 3, "control character U+0001 in a string; write it as an escape"),
      ("\"\\x\"", 1, 3, "unknown escape '\\x'"),
      ("\"\\uD800\"", 1, 8, "lone surrogate \\uD800 in a string"),
      ("\"\\u12G4\"", 1, 6, "unexpected 'G', expected 4 hex digits after '\\u'"),
      ("[] []", 1, 4, "unexpected '[' after the value"),
      ("nul", 1, 4, "unexpected end of input in 'null'"),
      ("{\u{85}}", 1, 2, "unexpected character U+0085, expected a field name in quotes"),
      ("[\u{9B}]", 1, 2, "unexpected character U+009B, expected a value"),
    ] as [(String, Int, Int, String)])
  func reportsFailures(text: String, line: Int, column: Int, reason: String) {
    #expect(throws: JSONParser.Failure(line: line, column: column, reason: reason)) {
      try JSONParser.parse(text)
    }
  }

  @Test("Reads a long run of escapes, each one in its place", arguments: [1, 250, 4_000])
  func manyEscapes(count: Int) throws {
    let text = "\"" + String(repeating: "\\u0041\\n", count: count) + "\""
    #expect(try JSONParser.parse(text) == .string(String(repeating: "A\n", count: count)))
  }

  @Test("Refuses nesting deeper than its limit instead of exhausting the stack")
  func limitsDepth() {
    let deep = String(repeating: "[", count: 100_000)
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(deep) }
    let fine = String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
    #expect(throws: Never.self) { try JSONParser.parse(fine) }
  }
}
