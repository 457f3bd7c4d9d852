import Testing

@testable import CalcScenarios

@Suite("Step scripts")
struct StepScriptTests {
  @Test(
    "Reads steps separated by spaces or commas",
    arguments: [
      ("", []),
      (
        "wait 3s 1 2 submit wait 3s",
        [.wait(.seconds(3)), .tap(1), .tap(2), .submit, .wait(.seconds(3))]
      ),
      ("1,2, 3 ,reset", [.tap(1), .tap(2), .tap(3), .reset]),
      ("wait", [.waitUntilIdle]),
      ("wait submit wait", [.waitUntilIdle, .submit, .waitUntilIdle]),
      ("appear disappear =", [.appear, .disappear, .submit]),
      ("appear replace Replace,wait", [.appear, .replace, .replace, .waitUntilIdle]),
      ("WAIT 1.5S Submit", [.wait(.milliseconds(1500)), .submit]),
      ("\twait\n500ms", [.wait(.milliseconds(500))]),
    ] as [(String, [Step])])
  func parses(script: String, steps: [Step]) throws {
    #expect(try StepScript.parse(script) == steps)
  }

  @Test(
    "Reads durations in seconds and milliseconds",
    arguments: [
      ("3s", Duration.seconds(3)), ("0s", .zero), ("1.5s", .milliseconds(1500)),
      (".5s", nil), ("2.25s", .milliseconds(2250)), ("0.001s", .milliseconds(1)),
      ("500ms", .milliseconds(500)), ("86400s", .seconds(86_400)), ("86401s", nil),
      ("3", nil), ("3m", nil), ("1.2345s", nil), ("-1s", nil), ("1e3s", nil), ("s", nil),
      ("ms", nil), ("99999999999999999999s", nil), ("1..5s", nil), ("1.s", nil),
    ] as [(String, Duration?)])
  func durations(text: String, duration: Duration?) {
    #expect(StepScript.duration(text) == duration)
  }

  @Test(
    "Names the position and the word of a bad step",
    arguments: [
      (
        "1 2 sumbit",
        StepScript.Failure.unknownStep(position: 3, word: "sumbit", suggestion: "submit")
      ),
      ("12", .unknownStep(position: 1, word: "12", suggestion: nil)),
      ("1 banana", .unknownStep(position: 2, word: "banana", suggestion: nil)),
      ("appear replce", .unknownStep(position: 2, word: "replce", suggestion: "replace")),
      ("remove", .unknownStep(position: 1, word: "remove", suggestion: nil)),
      ("٣", .unknownStep(position: 1, word: "٣", suggestion: nil)),
      ("wait 3", .invalidDuration(position: 1, word: "3")),
      ("1 wait 3x", .invalidDuration(position: 2, word: "3x")),
    ])
  func failures(script: String, failure: StepScript.Failure) {
    #expect(throws: failure) { try StepScript.parse(script) }
  }

  @Test("A failure's message is one line naming the step")
  func failureMessage() {
    let failure = StepScript.Failure.unknownStep(position: 3, word: "sumbit", suggestion: "submit")
    #expect(
      failure.message
        == "step 3 'sumbit' is not a step (did you mean 'submit'?); expected a digit 0-9, "
        + "submit, reset, appear, disappear, replace, or wait [DURATION]")
    #expect(
      StepScript.Failure.invalidDuration(position: 1, word: "3").message
        == "step 1 'wait 3' has an invalid duration; expected whole or decimal seconds like 3s "
        + "or 1.5s, or milliseconds like 500ms, up to 86400s")
  }

  @Test("Every step reads back from its own description")
  func roundTrip() throws {
    let steps: [Step] =
      [.appear, .tap(0), .tap(9), .submit, .reset, .disappear, .replace]
      + [.wait(.milliseconds(1500)), .wait(.milliseconds(20)), .wait(.seconds(3))]
    let script = steps.map(\.description).joined(separator: " ")
    #expect(try StepScript.parse(script) == steps)
  }
}
