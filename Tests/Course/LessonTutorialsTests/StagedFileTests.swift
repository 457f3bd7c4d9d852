import Testing

@testable import LessonTutorials

@Suite("A staged file: each line with the stages that have it")
struct StagedFileTests {
  static let text = """
    func onReset() {
        // tutorial: until guard
        if busy {
            return
        }
        // tutorial: from guard
        guard !busy else { return }
        // tutorial: from guard until reduce
        var sum = 0
        // tutorial: from reduce
        let sum = 1
        // tutorial: end
        numbers = []
    }
    """

  func file(_ text: String = text) throws -> StagedFile {
    try StagedFile(
      text, name: "ContentView.swift", path: "Lessons/Tutorials/Files/ContentView.swift",
      stages: ["seed", "guard", "reduce"])
  }

  @Test(
    "Each stage has its own lines, the marker lines left out; a marker ends the run before it",
    arguments: [
      (
        "seed",
        ["func onReset() {", "    if busy {", "        return", "    }", "    numbers = []", "}"]
      ),
      (
        "guard",
        [
          "func onReset() {", "    guard !busy else { return }", "    var sum = 0",
          "    numbers = []", "}",
        ]
      ),
      (
        "reduce",
        [
          "func onReset() {", "    guard !busy else { return }", "    let sum = 1",
          "    numbers = []", "}",
        ]
      ),
    ])
  func stages(stage: String, lines: [String]) throws {
    #expect(try file().lines(at: stage) == lines)
  }

  @Test("A stage it does not have has no lines")
  func unknownStage() throws {
    #expect(try file().lines(at: "grid") == nil)
  }

  @Test(
    "A marker out of shape, a stage no plan shows, or a run that never ends is named by its line",
    arguments: [
      (
        "a\n// tutorial: from grid\nb\n// tutorial: end", 2,
        "no step plan shows stage 'grid'; stages: seed, guard, reduce"
      ),
      (
        "// tutorial: after guard\nb\n// tutorial: end", 1,
        "expected '// tutorial: from STAGE', 'until STAGE', 'from STAGE until STAGE' or 'end'"
      ),
      ("a\n// tutorial: end", 2, "'end' closes no run"),
      ("// tutorial: from guard\nb", 1, "this run never ends; end it with '// tutorial: end'"),
    ])
  func problems(text: String, line: Int, problem: String) {
    #expect(
      throws: LessonDocsError.plan(
        file: "Lessons/Tutorials/Files/ContentView.swift", line: line, problem: problem)
    ) {
      try file(text)
    }
  }
}
