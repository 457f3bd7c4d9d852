import CalcCommandLine
import Foundation
import LessonReading
import Testing

@testable import LessonTutorials

@MainActor
@Suite("A lesson and its step plan turned into a tutorial that edits a staged file")
struct TutorialBuilderTests {
  static let lesson = """
    # 2. Guard

    `if` becomes `guard`.

    ## Before

    ```swift seed=ContentView.swift:2-4
    ```

    In English: a comment.

    ## The review's version

    The review wrote:

    ```swift illustrative
    guard !busy else { return }
    ```

    ## After

    ```swift source=Lessons/After/ContentView.swift#reset
    ```

    The kit does the same:

    ```swift source=Sources/Model.swift#Model.onReset()
    ```

    ## Why

    Because.

    ## The screens

    ```screen args="--numbers 1"
    ```

    ## Try it

    ```sh
    swift test --filter Model
    swift run calc-render --numbers 1,2   # the entry
    swift run calc-render --numbers 1 --format json
    ```

    ## Practise

    ```sh
    swift run calc-render check 2
    ```

    Next: [3. Reduce](03-reduce.md)
    """

  static let plan = """
    section Before

    step Lessons/Seed/ContentView.swift
    screen --numbers 1
    Open the seed at {line: func onReset}.

    section After

    step ContentView.swift guard
    screen --numbers 1
    Replace the `if` with a `guard`.
    """

  static let staged = """
    func onReset() {
        // tutorial: until guard
        if busy {
            return
        }
        // tutorial: from guard
        guard !busy else { return }
        // tutorial: end
        numbers = []
    }
    """

  static let files = [
    "Lessons/Seed/ContentView.swift": """
    // header
    func onReset() {
        if busy {
            return
        }
        numbers = []
    }
    """,
    "Lessons/After/ContentView.swift": """
    // lesson:reset begin
    func onReset() {
        guard !busy else { return }
        numbers = []
    }
    // lesson:reset end
    """,
    "Sources/Model.swift": """
    struct Model {
      func onReset() {
        guard !busy, !loading else { return }
      }
    }
    """,
  ]

  func builder() throws -> TutorialBuilder {
    let resolver = BlockResolver.calcRender(root: URL(fileURLWithPath: "/")) { Self.files[$0] }
    var builder = TutorialBuilder(
      resolver: resolver, prose: TutorialProse(slugs: [2: "02-guard", 3: "03-reduce"]))
    builder.staged = [
      "ContentView.swift": try StagedFile(
        Self.staged, name: "ContentView.swift", path: "Lessons/Tutorials/Files/ContentView.swift",
        stages: ["seed", "guard"])
    ]
    builder.startStages = ["ContentView.swift": ["02-guard": 0]]
    builder.exerciseOutput = { command, number in
      command == "check" && number == 2 ? ["Exercise 2 · Guard (lesson 2)", "  ✗ A guard"] : nil
    }
    return builder
  }

  func tutorial(_ lesson: String = lesson, plan: String = plan) async throws -> LessonTutorial {
    try await builder().tutorial(
      of: MarkdownDocument(lesson, path: "Lessons/02-guard.md"),
      plan: TutorialPlan(plan, path: "Lessons/Tutorials/02-guard.steps"), slug: "02-guard")
  }

  func media(_ section: LessonTutorial.Section) -> [LessonTutorial.Media] {
    section.items.compactMap { item in
      guard case .step(let step) = item else { return nil }
      return step.media
    }
  }

  @Test("A section of prose or sketches only joins the section before, under its own heading")
  func folding() async throws {
    let tutorial = try await tutorial()
    #expect(
      tutorial.sections.map(\.title) == ["Before", "After", "The screens", "Try it", "Practise"])
    let before = tutorial.sections[0].items
    #expect(before.contains(.prose(["### The review's version"])))
    #expect(before.contains(.prose(["```swift", "guard !busy else { return }", "```"])))
    #expect(tutorial.sections[1].items.contains(.prose(["### Why"])))
    #expect(tutorial.sections[1].items.contains(.prose(["Because."])))
  }

  @Test(
    "An edit's previous file is the staged file as the lesson found it; a package file is whole")
  func edits() async throws {
    let tutorial = try await tutorial()
    guard case .code(let seed, let seedPrevious, _) = media(tutorial.sections[0]).first,
      case .code(let edit, let previous, let preview) = media(tutorial.sections[1]).first
    else {
      Issue.record("the steps show no code")
      return
    }
    #expect(seed.lines.first == "// header")
    #expect(seed.name == "ContentView.swift")
    #expect(seedPrevious == nil)
    #expect(
      edit.lines == [
        "func onReset() {", "    guard !busy else { return }", "    numbers = []", "}",
      ])
    #expect(previous == "02-guard-ContentView-start.swift")
    #expect(tutorial.hiddenFiles.map(\.file) == ["02-guard-ContentView-start.swift"])
    #expect(tutorial.hiddenFiles.first?.lines.contains("    if busy {") == true)
    // The edit draws the screen the step before drew: no preview.
    #expect(preview == nil)
  }

  @Test("An instruction's {line: TEXT} is the number of the line of the step's file that holds it")
  func lineNumbers() async throws {
    let tutorial = try await tutorial()
    guard case .step(let step) = tutorial.sections[0].items.first else {
      Issue.record("no first step")
      return
    }
    #expect(step.text == "Open the seed at line 2.")
  }

  @Test("The kit's code no step shows is quoted after the steps, under its lead-in")
  func kitListing() async throws {
    let items = try await tutorial().sections[1].items
    let quoted = try #require(
      items.firstIndex(
        of: .prose([
          "```swift", "func onReset() {", "  guard !busy, !loading else { return }", "}", "```",
        ])))
    #expect(items[quoted - 1] == .prose(["The kit does the same:"]))
    #expect(items[..<quoted].contains { $0.isStep })
  }

  @Test("Each command is a step: a screen for calc-render's drawing, the checker's words for check")
  func commands() async throws {
    let tutorial = try await tutorial()
    let tryIt = media(tutorial.sections[3])
    guard tryIt.count == 3, case .code(let test, nil, nil) = tryIt[0],
      case .screen(let screen) = tryIt[1], case .screen(let json) = tryIt[2]
    else {
      Issue.record("Try it shows \(tryIt)")
      return
    }
    #expect(test.lines == ["swift test --filter Model"])
    #expect(screen.command == "swift run calc-render --numbers 1,2")
    #expect(screen.lines.contains { $0.contains("1 + 2") })
    #expect(!screen.isTerminal)
    // What is not one screen is shown as the terminal prints it.
    #expect(json.isTerminal)
    #expect(json.lines.first == "$ swift run calc-render --numbers 1 --format json")
    #expect(json.lines.dropFirst().first?.hasPrefix("{\"isLoadingOnStart\":false") == true)
    let practise = tutorial.sections[4]
    guard case .screen(let check) = media(practise).first else {
      Issue.record("Practise shows \(media(practise))")
      return
    }
    #expect(check.isTerminal)
    #expect(
      check.lines == [
        "$ swift run calc-render check 2", "Exercise 2 · Guard (lesson 2)", "  ✗ A guard",
      ])
    #expect(
      practise.items.last
        == .prose([
          "Every exercise, drill and quiz, and what a check prints: <doc:DoingTheExercises>."
        ]))
  }

  @Test("A screen block draws, its new rows marked against the screen before")
  func screens() async throws {
    let tutorial = try await tutorial()
    guard case .screen(let drawn) = media(tutorial.sections[2]).first,
      case .code(_, _, let first?) = media(tutorial.sections[0]).first
    else {
      Issue.record("no screens")
      return
    }
    #expect(first.changedRows == nil)
    // The same screen again: nothing is marked, and no line under it says rows moved.
    #expect(drawn.lines == first.lines)
    #expect(drawn.changedRows == nil)
    #expect(
      !ScreenImage.svg(of: drawn.lines, changed: drawn.changedRows).contains("since the last"))
  }

  @Test(
    "A plan out of step with its lesson or its files is named",
    arguments: [
      (
        "section Later\n", 1, "no section 'Later' in Lessons/02-guard.md"
      ),
      (
        "section Before\n\nstep Lessons/Seed/ContentView.swift\nOpen line 3.\n", 3,
        "a line number written by hand; write {line: TEXT} for the line that holds TEXT"
      ),
      (
        "section Before\n\nstep Lessons/Seed/ContentView.swift\nAt {line: nothing}.\n", 3,
        "no line of the step's file holds 'nothing'"
      ),
      (
        "section Before\n\nstep Lessons/Seed/ContentView.swift\nAt {line: u}.\n", 3,
        "lines 2, 3, 4, 6 of the step's file hold 'u'; write text that only the intended line holds"
      ),
      (
        "section Before\n\nstep Lessons/Seed/Other.swift\nOpen it.\n", 3,
        "cannot read Lessons/Seed/Other.swift"
      ),
      (
        "section Before\n\nstep Lessons/Seed/ContentView.swift\nOpen it.\n\n"
          + "section After\n\nstep ContentView.swift later\nEdit it.\n", 8,
        "no stage 'later' in Lessons/Tutorials/Files/ContentView.swift"
      ),
    ])
  func problems(plan: String, line: Int, problem: String) async {
    await #expect(
      throws: LessonDocsError.plan(
        file: "Lessons/Tutorials/02-guard.steps", line: line, problem: problem)
    ) {
      try await tutorial(plan: plan)
    }
  }

  @Test("A block of the seed that no step of its section shows is named, with the plan to change")
  func unshownSeed() async {
    await #expect(
      throws: LessonDocsError.plan(
        file: "Lessons/Tutorials/02-guard.steps", line: 1,
        problem: "no step of section 'Before' shows Lessons/02-guard.md:7 "
          + "(swift seed=ContentView.swift:2-4); show a file that holds it")
    ) {
      try await tutorial(plan: "section After\n\nstep ContentView.swift guard\nEdit it.\n")
    }
  }

  @Test("A file holds a block when its lines follow one another, indentation and blanks aside")
  func holds() {
    let file = ["func a() {", "    b()", "", "    c()", "}"]
    #expect(TutorialBuilder.file(file, holds: ["b()", "  c()"]))
    #expect(!TutorialBuilder.file(file, holds: ["c()", "b()"]))
    #expect(!TutorialBuilder.file(["a"], holds: ["a", "b"]))
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
    let steps = try await tutorial(lesson, plan: "").steps
    guard case .screen(let transcript) = steps.first?.media else {
      Issue.record("the screen's output is not an image: \(String(describing: steps.first))")
      return
    }
    #expect(transcript.lines.first == "$ swift run calc-render --numbers 1")
    #expect(transcript.isTerminal)
    #expect(transcript.alt == "What the commands print in the terminal")
    #expect(steps.first?.text == "Run `swift run calc-render --numbers 1` in the package's folder.")
    guard case .code(let file, _, _) = steps.last?.media else {
      Issue.record("the version's output is not code")
      return
    }
    #expect(
      file.lines == ["$ swift run calc-render --version", "calc-render \(CalcRender.version)"])
  }
}
