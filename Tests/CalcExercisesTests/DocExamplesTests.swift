import Testing

@testable import CalcExercises

/// Every Swift example in CalcExercises' doc comments, compiled and run here.
///
/// Each example is a `lesson:doc-…` slice of this file; the doc-example check
/// in `TestSupportTests` holds every doc comment's example equal to a
/// slice.
@MainActor
@Suite("CalcExercises' doc examples")
struct DocExamplesTests {
  @Test("BuildProgress shows one line per module compiled")
  func buildProgress() {
    // lesson:doc-build-progress begin
    let progress = BuildProgress()
    let first = progress.shown("[3/90] Compiling CalcCore Step.swift")
    let second = progress.shown("[4/90] Compiling CalcCore Scenario.swift")
    // first is "[3/90] Compiling CalcCore": a new module; second is nil.
    // lesson:doc-build-progress end
    #expect(first == "[3/90] Compiling CalcCore")
    #expect(second == nil)
  }

  @Test("ExercisesCommand lists the kit's exercises, each done or to do")
  func exercisesCommand() async throws {
    let captured = CapturedConsole()
    let console = captured.console
    // lesson:doc-exercises-command begin
    let status = await ExercisesCommand.run(["exercises"], console: console)
    // Prints each exercise, its lesson and "done" or "to do", and returns 0.
    // lesson:doc-exercises-command end
    #expect(status == 0)
    let rows = captured.stdout.split(separator: "\n").filter {
      $0.hasPrefix("   1  ") || $0.hasPrefix("   2  ")
    }
    #expect(rows.count == 2)
    #expect(rows.allSatisfy { $0.hasSuffix("done") || $0.hasSuffix("to do") })
    #expect(captured.stderr.isEmpty)
  }
}
