import Testing

@testable import LessonTutorials

@Suite("A lesson's step plan, read from its text")
struct TutorialPlanTests {
  @Test("Sections hold steps: a staged file's stage or a package file, a screen, an instruction")
  func reads() throws {
    let text = """
      // A comment.
      section After

      step ContentView.swift guard-reset
      screen --events "wait 3s 1"
      Replace the
      `if`.

      step Sources/App/CalcCore/CalculatorViewModel.swift
      Open it at {line: func onReset}.
      """
    let plan = try TutorialPlan(text, path: "Lessons/Tutorials/02-guard.steps")
    #expect(
      plan.sections == [
        .init(
          line: 2, title: "After",
          steps: [
            .init(
              line: 4, file: "ContentView.swift", stage: "guard-reset",
              screen: ["--events", "wait 3s 1"], text: "Replace the `if`."),
            .init(
              line: 9, file: "Sources/App/CalcCore/CalculatorViewModel.swift", stage: nil,
              screen: nil, text: "Open it at {line: func onReset}."),
          ])
      ])
    #expect(plan.steps.map(\.showsPackageFile) == [false, true])
  }

  static let stepShape =
    "expected 'step FILE STAGE' for the course's file, such as "
    + "'step ContentView.swift guard-reset', or 'step PATH' for a file of the package"

  @Test(
    "A line out of shape names the plan's line and what is wrong",
    arguments: [
      ("step A.swift one\nOpen it.", 1, "step before any section"),
      ("section A\nstep A.swift\nOpen it.", 2, stepShape),
      ("section A\nstep Sources/A.swift one\nOpen it.", 2, stepShape),
      ("section A\nstep A.swift one\n", 2, "step has no instruction"),
      (
        "section A\nstep A.swift one\nOpen it.\nscreen --numbers 1", 4,
        "'screen' belongs right under a step"
      ),
      ("section A\nstep A.swift one\nscreen --result 'a", 3, "unclosed quote in '--result 'a'"),
      ("Open it.", 1, "expected 'section TITLE', 'step FILE [STAGE]' or a comment"),
    ])
  func problems(text: String, line: Int, problem: String) {
    #expect(throws: LessonDocsError.plan(file: "p.steps", line: line, problem: problem)) {
      try TutorialPlan(text, path: "p.steps")
    }
  }
}
