import Testing

@testable import TextUI

@Suite("Progress view")
struct ProgressViewTests {
  @Test(
    "The spinner shows the frame the options ask for, wrapping around",
    arguments: [(0, "|"), (1, "/"), (2, "-"), (3, "\\"), (4, "|"), (-1, "\\")])
  func frame(number: Int, frame: String) {
    let environment = RenderEnvironment(spinnerFrame: number)
    #expect(layout(ProgressView(), width: 10, environment: environment) == [frame])
  }
}
