import CalcCore
import Testing

@testable import CalcCommandLine

@Suite("JSON writer")
struct JSONWriterTests {
  @Test("Writes the seed's fields in order on one line")
  func writesFields() {
    let data = CalculatorData(isLoadingOnStart: false, numbers: [1, -2], result: "1 + -2")
    #expect(
      JSONWriter.object(data)
        == #"{"isLoadingOnStart":false,"numbers":[1,-2],"result":"1 + -2","isCalculating":false}"#)
  }

  @Test(
    "Escapes what JSON needs escaped",
    arguments: [
      ("a\"b", #""a\"b""#), ("a\\b", #""a\\b""#), ("1\n2", #""1\n2""#),
      ("\t\r", #""\t\r""#), ("\u{01}", #""\u0001""#), ("Сумма 😀", "\"Сумма 😀\""),
      ("\u{7F}\u{85}\u{9B}", #""\u007F\u0085\u009B""#),
      ("a\u{202E}b\u{200B}", #""a\u202Eb\u200B""#),
      ("\u{E0041}", #""\uDB40\uDC41""#), ("\u{2028}", #""\u2028""#),
    ])
  func escapes(text: String, json: String) {
    #expect(JSONWriter.string(text) == json)
  }

  @Test(
    "Reads back through the state reader unchanged",
    arguments: [
      CalculatorData(),
      CalculatorData(isLoadingOnStart: false, numbers: [Int.max, Int.min], isCalculating: true),
      CalculatorData(isLoadingOnStart: false, result: "\"quoted\"\n\\ \u{7F} \u{1F} 中"),
      CalculatorData(isLoadingOnStart: false, result: "\u{9B}31m \u{202E} \u{E0041} \u{FEFF}"),
    ])
  func roundTrip(data: CalculatorData) throws {
    let text = JSONWriter.object(data)
    #expect(try StateReader(strings: .russian).read(text, source: "json") == data)
  }
}
