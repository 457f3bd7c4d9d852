import Testing

@testable import TestSupport

@Suite("The backstop time limit")
struct BackstopTimeLimitTests {
  @Test("Is one minute in a plain run and three in the complete one")
  func limit() {
    let limit = TimeLimitTrait.backstopTimeLimit.timeLimit
    #expect(limit == (EndToEnd.isEnabled ? .seconds(180) : .seconds(60)))
  }
}
