import CalcCommandLine
import Foundation
import LessonReading
import Testing

@testable import LessonTutorials

@MainActor
@Suite("A lesson and its step plan turned into a tutorial, its code resolved from the sources")
struct TutorialBuilderTests {
  static let lesson = """
    # 2. Guard

    `if` becomes `guard`.

    ## Before

    ```swift seed=ContentView.swift:2-5
    stale
    ```

    In English: a comment.

    ```swift seed=ContentView.swift:7-9
    ```

    ## After

    ```swift source=Sources/Model.swift#reset
    ```

    The same shape fits a tap:

    ```swift source=Sources/Model.swift#tap
    ```

    ## The screens

    It draws:

    ```screen args="--version"
    ```

    Next: [3. Reduce](03-reduce.md)
    """

  static let plan = """
    section Before

    step ContentView.swift seed=ContentView.swift:2-5
    Open the seed.

    step ContentView.swift seed=ContentView.swift:2-5 seed=ContentView.swift:7-9
    Find `onReset()`.

    section After

    step Model.swift source=Sources/Model.swift#reset
    Open the model.

    step Model.swift source=Sources/Model.swift#reset source=Sources/Model.swift#tap
    Add the tap.
    """

  static let files = [
    "Lessons/Seed/ContentView.swift": """
    // header
    func onSubmit() {
        if busy {
            return
        }

    func onReset() {
        numbers = []
    }
    """,
    "Sources/Model.swift": """
    // lesson:reset begin
    func onReset() {
      guard !busy else { return }
      numbers = []
    }
    // lesson:reset end
    // lesson:tap begin
    func onTap() {
      guard !busy else { return }
    }
    // lesson:tap end
    """,
  ]

  func tutorial(of text: String, plan: String = plan) async throws -> LessonTutorial {
    let resolver = BlockResolver.calcRender(root: URL(fileURLWithPath: "/")) { Self.files[$0] }
    let builder = TutorialBuilder(resolver: resolver, prose: TutorialProse(slugs: [3: "03-reduce"]))
    return try await builder.tutorial(
      of: MarkdownDocument(text, path: "Lessons/02-guard.md"),
      plan: TutorialPlan(plan, path: "Lessons/Tutorials/02-guard.steps"), slug: "02-guard")
  }

  func screen(_ number: Int, changed: [Int]?) -> LessonTutorial.Screen {
    LessonTutorial.Screen(
      file: "02-guard-screen-\(number).svg", arguments: ["--version"],
      lines: ["calc-render \(CalcRender.version)"], changedRows: changed)
  }

  @Test(
    "Each step builds one file: its code the file after it, its previous file the step before")
  func tutorial() async throws {
    let submit = ["func onSubmit() {", "  if busy {", "    return", "  }"]
    let reset = ["func onReset() {", "  guard !busy else { return }", "  numbers = []", "}"]
    let seed = LessonTutorial.CodeFile(
      file: "02-guard-1.swift", name: "ContentView.swift", lines: submit)
    let seedBoth = LessonTutorial.CodeFile(
      file: "02-guard-2.swift", name: "ContentView.swift",
      lines: submit + ["", "func onReset() {", "  numbers = []", "}"])
    let model = LessonTutorial.CodeFile(file: "02-guard-3.swift", name: "Model.swift", lines: reset)
    let modelBoth = LessonTutorial.CodeFile(
      file: "02-guard-4.swift", name: "Model.swift",
      lines: reset + ["", "func onTap() {", "  guard !busy else { return }", "}"])
    let expected = LessonTutorial(
      slug: "02-guard", title: "2. Guard", introduction: ["`if` becomes `guard`."],
      sections: [
        .init(
          title: "Before", introduction: ["The code as the review found it."],
          items: [
            .step(
              .init(
                text: "Open the seed.", caption: nil,
                media: .code(seed, previousFile: nil, preview: screen(1, changed: nil)))),
            .prose(["In English: a comment."]),
            .step(
              .init(
                text: "Find `onReset()`.", caption: nil,
                media: .code(seedBoth, previousFile: seed.file, preview: screen(2, changed: [])))),
          ]),
        .init(
          title: "After", introduction: ["The code after the review, step by step."],
          items: [
            .step(
              .init(
                text: "Open the model.", caption: nil,
                media: .code(model, previousFile: nil, preview: screen(3, changed: [])))),
            .step(
              .init(
                text: "Add the tap.", caption: "The same shape fits a tap.",
                media: .code(modelBoth, previousFile: model.file, preview: screen(4, changed: [])))),
          ]),
        .init(
          title: "The screens", introduction: ["It draws:"],
          items: [
            .step(
              .init(
                text: "Draw the screen with `swift run calc-render --version`.", caption: nil,
                media: .screen(screen(5, changed: []))))
          ]),
      ])
    #expect(try await tutorial(of: Self.lesson) == expected)
  }

  @Test("A Swift block no step of its section shows is named, with the plan to change")
  func unshownBlock() async {
    let plan = Self.plan.replacingOccurrences(
      of: " source=Sources/Model.swift#tap", with: "")
    await #expect(
      throws: LessonDocsError.plan(
        file: "Lessons/Tutorials/02-guard.steps", line: 9,
        problem: "no step of section 'After' shows Lessons/02-guard.md:23 "
          + "(swift source=Sources/Model.swift#tap); add one that names it")
    ) {
      try await tutorial(of: Self.lesson, plan: plan)
    }
  }

  @Test("A plan section the lesson does not have is named")
  func unknownSection() async {
    await #expect(
      throws: LessonDocsError.plan(
        file: "Lessons/Tutorials/02-guard.steps", line: 1,
        problem: "no section 'Later' in Lessons/02-guard.md")
    ) {
      try await tutorial(of: Self.lesson, plan: "section Later\n")
    }
  }

  @Test("Blocks above the first heading become an Overview section after the introduction")
  func overview() async throws {
    let lesson = "# 0. A\n\nThe start.\n\n```screen args=\"--version\"\n```\n\nAfter it.\n"
    let tutorial = try await tutorial(of: lesson, plan: "")
    #expect(tutorial.introduction == ["The start."])
    #expect(tutorial.sections.map(\.title) == ["Overview"])
    #expect(tutorial.sections.first?.items.last == .prose(["After it."]))
  }

  @Test("A terminal's output that holds a screen is an image, as a screen is; other output is code")
  func consoleScreens() async throws {
    let lesson = """
      # 1. A

      ## The screens

      ```console
      $ swift run calc-render --numbers 1
      ```

      ```console
      $ swift run calc-render --version
      ```
      """
    let steps = try await tutorial(of: lesson, plan: "").steps
    guard case .screen(let transcript) = steps.first?.media else {
      Issue.record("the screen's output is not an image: \(String(describing: steps.first))")
      return
    }
    #expect(transcript.lines.first == "$ swift run calc-render --numbers 1")
    #expect(transcript.lines.contains { TutorialBuilder.isScreenRow($0) })
    #expect(transcript.alt == "What the commands print in the terminal")
    #expect(steps.first?.text == "Run `swift run calc-render --numbers 1` in the package's folder.")
    guard case .code(let file, _, _) = steps.last?.media else {
      Issue.record("the version's output is not code")
      return
    }
    #expect(
      file.lines == ["$ swift run calc-render --version", "calc-render \(CalcRender.version)"])
  }

  @Test("A step whose code cannot be found is the resolver's error, naming the plan's line")
  func unknownMarker() async {
    let plan = "section After\n\nstep Model.swift source=Sources/Model.swift#nope\nOpen it.\n"
    await #expect(
      throws: LessonDocsError.lesson(
        .unknownMarker(
          file: "Lessons/Tutorials/02-guard.steps", line: 3, path: "Sources/Model.swift",
          marker: "nope", known: ["reset", "tap"]))
    ) {
      try await tutorial(of: "# 2. A\n\n## After\n", plan: plan)
    }
  }
}
