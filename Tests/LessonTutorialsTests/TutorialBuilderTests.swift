import CalcCommandLine
import Foundation
import LessonReading
import Testing

@testable import LessonTutorials

@MainActor
@Suite("A lesson turned into a tutorial, its code resolved from the sources")
struct TutorialBuilderTests {
  static let lesson = """
    # 2. Guard

    `if` becomes `guard`.

    ## Before

    ```swift seed=ContentView.swift:2-5
    stale
    ```

    ```swift seed=ContentView.swift:7-9
    ```

    ## After

    ```swift source=Sources/Model.swift#reset
    ```

    The same shape fits a tap:

    ```swift source=Sources/Model.swift#tap
    ```

    ## Why

    - a reason

    ## The screens

    It draws:

    ```screen args="--version"
    ```

    Next: [3. Reduce](03-reduce.md)
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

  func tutorial(of text: String) async throws -> LessonTutorial {
    let resolver = BlockResolver.calcRender(root: URL(fileURLWithPath: "/")) { Self.files[$0] }
    let builder = TutorialBuilder(resolver: resolver)
    return try await builder.tutorial(
      of: MarkdownDocument(text, path: "Lessons/02-guard.md"), slug: "02-guard")
  }

  @Test("each block is a step with the code as it is now; After steps name the closest Before")
  func tutorial() async throws {
    let seedOrigin =
      "of the seed's `Lessons/Seed/ContentView.swift`, its four-space indents shown as two."
    let highlighted = "Highlighted: the lines that differ from `ContentView.swift` in \"Before\"."
    let submit = LessonTutorial.CodeFile(
      file: "02-guard-1.swift", name: "ContentView.swift",
      lines: ["func onSubmit() {", "  if busy {", "    return", "  }"],
      origin: "Lines 2–5 " + seedOrigin)
    let reset = LessonTutorial.CodeFile(
      file: "02-guard-2.swift", name: "ContentView.swift",
      lines: ["func onReset() {", "  numbers = []", "}"], origin: "Lines 7–9 " + seedOrigin)
    let guardReset = LessonTutorial.CodeFile(
      file: "02-guard-3.swift", name: "Model.swift",
      lines: ["func onReset() {", "  guard !busy else { return }", "  numbers = []", "}"],
      origin: "From `Sources/Model.swift`, between its `lesson:reset` markers.")
    let guardTap = LessonTutorial.CodeFile(
      file: "02-guard-4.swift", name: "Model.swift",
      lines: ["func onTap() {", "  guard !busy else { return }", "}"],
      origin: "From `Sources/Model.swift`, between its `lesson:tap` markers.")
    let screen = LessonTutorial.CodeFile(
      file: "02-guard-5.txt", name: "Screen", lines: ["calc-render \(CalcRender.version)"],
      origin: "The screen `swift run calc-render --version` draws with the code as it is.")
    let expected = LessonTutorial(
      slug: "02-guard", title: "2. Guard", introduction: ["`if` becomes `guard`."],
      sections: [
        .init(
          title: "Before", introduction: ["The code as the review found it."],
          items: [
            .step(.init(text: submit.origin, caption: nil, code: submit, previousFile: nil)),
            .step(.init(text: reset.origin, caption: nil, code: reset, previousFile: nil)),
          ]),
        .init(
          title: "After",
          introduction: [
            "The code after the review, each change highlighted against the code before it."
          ],
          items: [
            .step(
              .init(
                text: guardReset.origin, caption: highlighted, code: guardReset,
                previousFile: reset.file)),
            .step(
              .init(
                text: "The same shape fits a tap:", caption: guardTap.origin + " " + highlighted,
                code: guardTap, previousFile: submit.file)),
          ]),
        .init(title: "Why", introduction: ["- a reason"], items: []),
        .init(
          title: "The screens",
          introduction: ["The screens, as the renderer draws them from the code now."],
          items: [
            .step(.init(text: "It draws:", caption: screen.origin, code: screen, previousFile: nil))
          ]),
      ])
    #expect(try await tutorial(of: Self.lesson) == expected)
  }

  @Test("blocks above the first heading become an Overview section after the introduction")
  func overview() async throws {
    let lesson = "# 0. A\n\nThe start.\n\n```screen args=\"--version\"\n```\n\nAfter it.\n"
    let tutorial = try await tutorial(of: lesson)
    #expect(tutorial.introduction == ["The start."])
    #expect(tutorial.sections.map(\.title) == ["Overview"])
    #expect(tutorial.sections.first?.items.last == .prose(["After it."]))
  }

  @Test("a block whose code cannot be found is the resolver's error, naming the lesson's line")
  func unknownMarker() async {
    let lesson = "# 1. A\n\n## After\n\n```swift source=Sources/Model.swift#nope\n```\n"
    await #expect(
      throws: LessonError.unknownMarker(
        file: "Lessons/02-guard.md", line: 5, path: "Sources/Model.swift", marker: "nope",
        known: ["reset", "tap"])
    ) {
      try await tutorial(of: lesson)
    }
  }
}
