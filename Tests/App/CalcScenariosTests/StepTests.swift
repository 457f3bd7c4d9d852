import Testing

@testable import CalcScenarios

@Suite("Steps")
struct StepTests {
  @Test(
    "Read as script words",
    arguments: [
      (Step.appear, "appear"), (.disappear, "disappear"), (.replace, "replace"),
      (.tap(0), "0"), (.tap(9), "9"), (.submit, "submit"),
      (.reset, "reset"), (.waitUntilIdle, "wait"), (.wait(.seconds(3)), "wait 3s"),
    ])
  func descriptions(step: Step, text: String) {
    #expect(step.description == text)
  }

  @Test(
    "Durations print the way scripts write them",
    arguments: [
      (Duration.seconds(3), "3s"), (.zero, "0s"), (.milliseconds(1500), "1.5s"),
      (.milliseconds(500), "500ms"), (.milliseconds(2999), "2.999s"), (.milliseconds(1), "1ms"),
      (.milliseconds(10_050), "10.05s"), (.seconds(120), "120s"),
    ])
  func durations(duration: Duration, text: String) {
    #expect(Step.format(duration) == text)
  }
}
