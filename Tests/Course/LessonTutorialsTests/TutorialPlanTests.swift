import Testing

@testable import LessonTutorials

@Suite("A lesson's step plan, read from its text")
struct TutorialPlanTests {
  @Test("Sections hold steps: a file, references, an optional screen, an instruction")
  func reads() throws {
    let text = """
      // A comment.
      section After

      step ContentView.swift seed=ContentView.swift:1-3
      screen --events "wait 3s 1"
      Start from the seed's
      `onReset()`.

      step Model.swift source=Sources/Model.swift#a source=Sources/Model.swift#b
      Add the second.
      """
    let plan = try TutorialPlan(text, path: "Lessons/Tutorials/02-guard.steps")
    #expect(
      plan.sections == [
        .init(
          line: 2, title: "After",
          steps: [
            .init(
              line: 4, file: "ContentView.swift", references: ["seed=ContentView.swift:1-3"],
              screen: ["--events", "wait 3s 1"], text: "Start from the seed's `onReset()`."),
            .init(
              line: 9, file: "Model.swift",
              references: ["source=Sources/Model.swift#a", "source=Sources/Model.swift#b"],
              screen: nil, text: "Add the second."),
          ])
      ])
  }

  @Test(
    "A line out of shape names the plan's line and what is wrong",
    arguments: [
      ("step A.swift seed=A.swift:1-2\nOpen it.", 1, "step before any section"),
      (
        "section A\nstep A.swift\nOpen it.", 2,
        "expected 'step FILE REFERENCE…', such as "
          + "'step ContentView.swift seed=ContentView.swift:178-185'"
      ),
      ("section A\nstep A.swift seed=A.swift:1-2\n", 2, "step has no instruction"),
      (
        "section A\nstep A.swift seed=A.swift:1-2\nOpen it.\nscreen --numbers 1", 4,
        "'screen' belongs right under a step"
      ),
      (
        "section A\nstep A.swift seed=A.swift:1-2\nscreen --result 'a", 3,
        "unclosed quote in '--result 'a'"
      ),
      ("Open it.", 1, "expected 'section TITLE', 'step FILE REFERENCE…' or a comment"),
    ])
  func problems(text: String, line: Int, problem: String) {
    #expect(throws: LessonDocsError.plan(file: "p.steps", line: line, problem: problem)) {
      try TutorialPlan(text, path: "p.steps")
    }
  }
}
