import CalcCore
import CalcScreens
import Testing
import TextSnapshots
import TextUI

/// TextSnapshots' doc examples that snapshot the calculator, compiled and run here.
///
/// `TextSnapshotsTests` knows nothing of the calculator, so the examples that
/// draw its screen or dump its data live beside the screen's own tests. Each is
/// a `lesson:doc-…` slice; the doc-example check in `LessonCheckingTests`
/// holds every doc comment's example equal to a slice.
@MainActor
@Suite("TextSnapshots' doc examples on the calculator")
struct SnapshotDocExamplesTests {
  // lesson:doc-expect-snapshot begin

  @Test func showsTotal() {
    let state = CalculatorData(isLoadingOnStart: false, numbers: [1, 2])
    expectSnapshot(of: ScreenRenderer().render(CalculatorScreen(state: state)), as: .screen)
  }
  // lesson:doc-expect-snapshot end

  @Test("Snapshotting.dump: the data on the loading screen, one property a line")
  func dump() {
    // lesson:doc-dump begin
    expectSnapshot(of: CalculatorData(), as: .dump)
    // lesson:doc-dump end
  }
}
