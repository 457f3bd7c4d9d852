import CalcCore
import Testing

@testable import CalcCommandLine

@Suite("State reader")
struct StateReaderTests {
  let reader = StateReader(strings: .russian)

  @Test("Reads the seed's four fields")
  func readsAllFields() throws {
    let state = try reader.read(
      #"{"isLoadingOnStart": false, "numbers": [1, 2], "result": "1 + 2", "isCalculating": true}"#,
      source: "s.json")
    #expect(
      state
        == CalculatorData(
          isLoadingOnStart: false, numbers: [1, 2], result: "1 + 2", isCalculating: true))
  }

  @Test(
    "Defaults every missing field to the seed's and derives the result",
    arguments: [
      ("{}", CalculatorData()),
      (#"{"numbers": [4, 5]}"#, CalculatorData(numbers: [4, 5])),
      (#"{"isLoadingOnStart": false}"#, CalculatorData(isLoadingOnStart: false)),
      (#"{"numbers": [], "result": "x"}"#, CalculatorData(result: "x")),
      (
        #"{"numbers": [9223372036854775807, -9223372036854775808]}"#,
        CalculatorData(numbers: [Int.max, Int.min])
      ),
    ])
  func defaults(json: String, state: CalculatorData) throws {
    #expect(try reader.read(json, source: "s") == state)
  }

  @Test("Derives a missing result in the language it reads with")
  func derivesInEnglish() throws {
    let state = try StateReader(strings: .english).read("{}", source: "s")
    #expect(state.result == "Enter numbers")
  }

  @Test(
    "Rejects a bad state with a message naming the field",
    arguments: [
      ("[]", "s.json: expected an object, got an array"),
      (
        #"{"number": [1]}"#,
        "s.json: unknown field 'number'. Did you mean 'numbers'? Expected one of "
          + "isLoadingOnStart, numbers, result, isCalculating"
      ),
      (
        #"{"colour": 1}"#,
        "s.json: unknown field 'colour'. Expected one of isLoadingOnStart, numbers, result, "
          + "isCalculating"
      ),
      (
        #"{"numbers": "1,2"}"#,
        "s.json: field numbers: expected an array of whole numbers, got a string"
      ),
      (
        #"{"numbers": [1, "2"]}"#, "s.json: field numbers[1]: expected a whole number, got a string"
      ),
      (#"{"numbers": [1.5]}"#, "s.json: field numbers[0]: expected a whole number, got 1.5"),
      (#"{"numbers": [1e3]}"#, "s.json: field numbers[0]: expected a whole number, got 1e3"),
      (
        #"{"numbers": [99999999999999999999]}"#,
        "s.json: field numbers[0]: 99999999999999999999 is outside Int "
          + "(-9223372036854775808 to 9223372036854775807)"
      ),
      (
        #"{"isCalculating": "yes"}"#,
        "s.json: field isCalculating: expected true or false, got a string"
      ),
      (
        #"{"isLoadingOnStart": null}"#,
        "s.json: field isLoadingOnStart: expected true or false, got null"
      ),
      (#"{"result": 3}"#, "s.json: field result: expected a string, got a number"),
      (#"{"result": "a", "result": "b"}"#, "s.json: field result: appears more than once"),
      ("{\"a\":", "s.json:1:6: invalid JSON: unexpected end of input, expected a value"),
    ])
  func rejects(json: String, message: String) {
    #expect {
      try reader.read(json, source: "s.json")
    } throws: { error in
      (error as? CommandLineError)?.message == message
        && (error as? CommandLineError)?.exitCode == .data
    }
  }
}
