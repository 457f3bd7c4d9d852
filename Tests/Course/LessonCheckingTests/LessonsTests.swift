import CalcCommandLine
import CommandLineSupport
import Foundation
import LessonReading
import TestSupport
import Testing

@testable import LessonChecking
@testable import TextSnapshots

/// TextSnapshots' Getting Started article, which quotes the consumer package as the lessons quote code.
let gettingStarted = "Sources/Library/TextSnapshots/TextSnapshots.docc/GettingStarted.md"

/// The DocC articles that quote code or show what a command prints, checked as the lessons
/// are: the reference the README points to, so it cannot drift from the code.
let checkedArticles =
  [
    gettingStarted,
    "Sources/Library/TextSnapshots/TextSnapshots.docc/WritingSnapshotTests.md",
    "Sources/CommandLine/CalcCommandLine/CalcCommandLine.docc/CalcRenderCommands.md",
  ] + goingFurther

/// The optional "Going further" articles the lessons link to, each beside the module it is about.
let goingFurther = [
  "Sources/App/CalcCore/CalcCore.docc/SummingWithoutATrap.md",
  "Sources/App/CalcCore/CalcCore.docc/ACancelledCalculation.md",
  "Sources/App/CalcScreens/CalcScreens.docc/HowThePortLaysOutTheSeed.md",
  "Sources/App/CalcScenarios/CalcScenarios.docc/StoryboardsAndData.md",
  "Sources/App/CalcScenarios/CalcScenarios.docc/TestingWithAManualClock.md",
  "Sources/App/CalcScenarios/CalcScenarios.docc/TheProofsInDetail.md",
  "Sources/Library/TextSnapshots/TextSnapshots.docc/TextOrImageSnapshots.md",
]

/// Every lesson file, the README and the checked articles, relative to the package folder.
func lessonFiles() throws -> [String] {
  let root = try TestPackage.root()
  let names = try FileManager.default.contentsOfDirectory(
    atPath: root.appendingPathComponent("Lessons").path)
  return names.filter { $0.hasSuffix(".md") }.sorted().map { "Lessons/" + $0 }
    + ["README.md"] + checkedArticles
}

@MainActor
@Suite("The lesson checker")
struct LessonsTests {
  static let source = """
    struct Model {
      // lesson:tap begin
      func tap() {
        guard ready else { return }
      }
      // lesson:tap end
      // lesson:open begin
      let x = 1
    }
    """

  static let seed = "// header\n\nimport SwiftUI\n    if x {\n        return\n    }\n"

  let checker = LessonChecker(
    resolver: .calcRender(root: URL(fileURLWithPath: "/")) { path in
      [
        "Sources/Model.swift": LessonsTests.source,
        "Lessons/Seed/ContentView.swift": LessonsTests.seed,
      ][path]
    })

  func problems(_ markdown: String) async throws -> [String] {
    await checker.check(try MarkdownDocument(markdown, path: "Lessons/01-test.md")).map(\.message)
  }

  @Test("Accepts marked and named code, seed lines, a screen, a transcript and other blocks")
  func goodLesson() async throws {
    let screen = await InMemoryRun.calcRender(
      ["--numbers", "1,2", "--width", "24"], root: URL(fileURLWithPath: "/")
    ).output
    let markdown = """
      # 1. Test

      ```swift source=Sources/Model.swift#tap
      func tap() {
        guard ready else { return }
      }
      ```

      ```swift source=Sources/Model.swift#Model.tap()
      func tap() {
        guard ready else { return }
      }
      ```

      ```swift seed=ContentView.swift:4-6
      if x {
          return
      }
      ```

      ```screen args="--numbers 1,2 --width 24"
      \(screen)```

      ```console
      $ swift run calc-render --numbers '1,2' --width "24"
      \(screen)$ swift test
      anything
      ```

      ```swift illustrative
      let sum = numbers.reduce(0, +)
      ```

      ```sh
      swift run calc-render --whatever
      ```
      """
    #expect(try await problems(markdown) == [])
  }

  @Test(
    "A changed character in a block is reported with its file, line and first difference",
    arguments: [
      (
        "```swift source=Sources/Model.swift#tap\nfunc tap() {\n  guard ready else { return nil }\n}\n```\n",
        """
        Lessons/01-test.md:1: swift block differs from Sources/Model.swift#tap
        --- code
        +++ lesson
        @@ -1,3 +1,3 @@
         func tap() {
        -  guard ready else { return }
        +  guard ready else { return nil }
         }

        """
      ),
      (
        "```swift seed=ContentView.swift:4-6\nif x {\n    return\n```\n",
        """
        Lessons/01-test.md:1: swift block differs from Lessons/Seed/ContentView.swift:4-6
        --- code
        +++ lesson
        @@ -1,3 +1,2 @@
         if x {
             return
        -}

        """
      ),
    ])
  func badCode(markdown: String, message: String) async throws {
    #expect(try await problems(markdown) == [message])
  }

  @Test("A screen that is not what the renderer draws is reported")
  func badScreen() async throws {
    let screen = await InMemoryRun.calcRender(
      ["--numbers", "1,2"], root: URL(fileURLWithPath: "/")
    ).output
    let changed = screen.replacingOccurrences(of: "1 + 2", with: "1 + 3")
    let message = try #require(
      try await problems("\n```screen args=\"--numbers 1,2\"\n\(changed)```\n").first)
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.prefix(4) == [
        "Lessons/01-test.md:2: screen block differs from 'calc-render --numbers 1,2'",
        "--- code", "+++ lesson", "@@ -1,6 +1,6 @@",
      ])
    #expect(lines.filter { $0.hasPrefix("-|") } == ["-|                1 + 2                 |"])
    #expect(lines.filter { $0.hasPrefix("+|") } == ["+|                1 + 3                 |"])
    #expect(
      lines.suffix(2) == [
        "to take it from the code: LESSONS_UPDATE=1 swift test --filter LessonsTests", "",
      ])
  }

  @Test("A command's output that is not what it prints is reported at the command")
  func badOutput() async throws {
    let markdown = "```console\n$ swift run calc-render --version\ncalc-render 0.0.1\n```\n"
    #expect(
      try await problems(markdown) == [
        """
        Lessons/01-test.md:2: output of 'swift run calc-render --version' differs from what it prints
        --- code
        +++ lesson
        @@ -1,1 +1,1 @@
        -calc-render \(CalcRender.version)
        +calc-render 0.0.1
        to take it from the code: LESSONS_UPDATE=1 swift test --filter LessonsTests

        """
      ])
  }

  @Test(
    "Broken references and blocks are reported with their file and line",
    arguments: [
      (
        "```swift source=Sources/Model.swift#tapp\n```\n",
        "Lessons/01-test.md:1: no marker or declaration 'tapp' in Sources/Model.swift; "
          + "did you mean 'tap'?"
      ),
      (
        "```swift source=Sources/Model.swift#nothing\n```\n",
        "Lessons/01-test.md:1: no marker or declaration 'nothing' in Sources/Model.swift; "
          + "its markers are tap, open"
      ),
      (
        "```swift source=Sources/Missing.swift#tap\n```\n",
        "Lessons/01-test.md:1: cannot read Sources/Missing.swift"
      ),
      (
        "```swift source=Sources/Model.swift#open\n```\n",
        "Lessons/01-test.md:1: marker 'open' begins at Sources/Model.swift:7 and never ends"
      ),
      (
        "```swift\nlet x = 1\n```\n",
        "Lessons/01-test.md:1: swift block quotes nothing: add source=PATH#NAME, "
          + "seed=ContentView.swift:FIRST-LAST or illustrative"
      ),
      (
        "```swift source=Sources/Model.swift\n```\n",
        "Lessons/01-test.md:1: bad reference 'Sources/Model.swift': expected "
          + "source=PATH#NAME or seed=FILE:FIRST-LAST"
      ),
      (
        "```swift seed=ContentView.swift:5-9\n```\n",
        "Lessons/01-test.md:1: lines 5-9 are past the end of "
          + "Lessons/Seed/ContentView.swift, which has 6 lines"
      ),
      (
        "```console\nhello\n$ swift run calc-render\n```\n",
        "Lessons/01-test.md:2: console block shows output before its first '$ ' command"
      ),
      (
        "```console\n$ swift run calc-render --bogus\n```\n",
        "Lessons/01-test.md:2: 'swift run calc-render --bogus' failed with status 64: "
          + "Error: Unknown option '--bogus' Usage: calc-render [<options>] [<subcommand>]"
      ),
      (
        "```console\n$ swift run calc-render --result 'open\n```\n",
        "Lessons/01-test.md:2: unclosed quote in 'swift run calc-render --result 'open'"
      ),
    ])
  func brokenBlocks(markdown: String, message: String) async throws {
    #expect(try await problems(markdown) == [message])
  }

  /// A checker of the real lessons, with the snapshot library's own failure message.
  static func realChecker(root: URL) -> LessonChecker {
    var checker = LessonChecker(resolver: .calcRender(in: LessonFolder(root: root)))
    checker.resolver.failureMessage = { reference, actual, name in
      Diffing<String>.screen.describeDifference(reference, actual).map {
        $0 + SnapshotMessage.accept(name: name, directory: nil).text
      }
    }
    return checker
  }

  // With LESSONS_UPDATE=1 it first rewrites the blocks the code writes, and
  // prints each one it changed.
  @Test(
    "Every lesson, the README and the checked articles tell the truth", arguments: try lessonFiles()
  )
  func realLesson(path: String) async throws {
    let root = try TestPackage.root()
    let url = root.appendingPathComponent(path)
    var text = try String(contentsOf: url, encoding: .utf8)
    let checker = Self.realChecker(root: root)
    if ProcessInfo.processInfo.environment["LESSONS_UPDATE"] == "1" {
      let update = try await LessonUpdater(checker: checker).update(
        try MarkdownDocument(text, path: path))
      if update.text != text {
        try update.text.write(to: url, atomically: true, encoding: .utf8)
        text = update.text
      }
      for change in update.changes { print(change) }
    }
    // Each problem is its own issue, its message a unified diff, not a dump of values.
    for problem in await checker.check(try MarkdownDocument(text, path: path)) {
      Issue.record(Comment(rawValue: problem.message))
    }
  }

  @Test("Every numbered lesson is short: at most 150 lines")
  func lessonLength() throws {
    let root = try TestPackage.root()
    let folder = root.appendingPathComponent("Lessons")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.first?.isNumber == true && $0.hasSuffix(".md") }
    #expect(names.count >= 12, "the numbered lessons are found")
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      #expect(lines <= 150, "Lessons/\(name) has \(lines) lines")
    }
  }

  @Test("Getting Started shows the failure its first test prints when the greeting changes")
  func gettingStartedFailure() throws {
    let root = try TestPackage.root()
    let fixture = root.appendingPathComponent("Tests/Fixtures/ConsumerPackage")
    let reference = try String(
      contentsOf: fixture.appendingPathComponent(
        "Snapshots/GreetingTests/GreetingTests/greets.txt"),
      encoding: .utf8)
    let actual = reference.replacingOccurrences(of: "Hello, world!", with: "Hello, there!")
    let message = try #require(Diffing<String>.lines.describeDifference(reference, actual))
    let printed = BlockResolver.asPrinted(
      message
        + SnapshotMessage.accept(name: "GreetingTests/GreetingTests/greets", directory: nil).text)
    let article = try MarkdownDocument(
      String(contentsOf: root.appendingPathComponent(gettingStarted), encoding: .utf8),
      path: gettingStarted)
    let block = try #require(article.blocks.first { $0.info == "text" })
    #expect(block.lines == printed, "\(printed.joined(separator: "\n"))")
  }

  @Test("Update mode rewrites screens and outputs, and never a block that quotes source")
  func update() async throws {
    let screen = await InMemoryRun.calcRender(["--numbers", "1"], root: URL(fileURLWithPath: "/"))
      .output
    let markdown = """
      # 1. Test

      ```swift source=Sources/Model.swift#tap
      func tap() { wrong }
      ```

      ```screen args="--numbers 1"
      old screen
      ```

      ```console
      $ swift run calc-render --version
      calc-render 0.0.1
      $ swift test
      anything
      ```

      """
    let document = try MarkdownDocument(markdown, path: "Lessons/01-test.md")
    let update = try await LessonUpdater(checker: checker).update(document)
    #expect(
      update.changes == [
        "Lessons/01-test.md:7: updated `screen args=\"--numbers 1\"`",
        "Lessons/01-test.md:11: updated `console`",
      ])
    #expect(update.text.contains("func tap() { wrong }"))
    #expect(update.text.contains("```screen args=\"--numbers 1\"\n\(screen)```"))
    #expect(
      update.text.contains(
        "$ swift run calc-render --version\ncalc-render \(CalcRender.version)\n$ swift test\nanything\n"
      ))
    let again = try await LessonUpdater(checker: checker).update(
      try MarkdownDocument(update.text, path: "Lessons/01-test.md"))
    #expect(again.changes.isEmpty)
    #expect(again.text == update.text)
  }

  @Test("A failure block is the snapshot library's message, as swift test prints it")
  func failureBlock() async throws {
    var checker = checker
    checker.resolver.failureMessage = { reference, actual, name in
      reference == actual ? nil : "Differs: \(name).\nmore\n"
    }
    let block = "```failure reference=\"--numbers 1\" actual=\"--numbers 2\" name=\"A/b\"\n"
    let good = try MarkdownDocument(
      block + "↳ Differs: A/b.\n  more\n```\n", path: "Lessons/01-test.md")
    #expect(await checker.check(good) == [])
    let bad = try MarkdownDocument(
      block + "↳ Differs: A/b.\n  less\n```\n", path: "Lessons/01-test.md")
    #expect(
      await checker.check(bad).map(\.message) == [
        """
        Lessons/01-test.md:1: failure block differs from the library's message for \
        'calc-render --numbers 1' against 'calc-render --numbers 2'
        --- code
        +++ lesson
        @@ -1,2 +1,2 @@
         ↳ Differs: A/b.
        -  more
        +  less
        to take it from the code: LESSONS_UPDATE=1 swift test --filter LessonsTests

        """
      ])
  }

  @Test(
    "The seed's file keeps the review's line numbers: 150 and 179 are its two guards",
    arguments: [150, 179])
  func seedLineNumbers(line: Int) throws {
    let path = try TestPackage.root().appendingPathComponent("Lessons/Seed/ContentView.swift")
    let lines = MarkdownDocument.lines(of: try String(contentsOf: path, encoding: .utf8))
    try #require(lines.count >= line)
    #expect(lines[line - 1].trimmedLine == "if state.isCalculating {")
    #expect(lines.first == "//")
    #expect(lines[1] == "//  ContentView.swift")
    #expect(lines.last == "}")
  }

  @Test("An illustrative block quotes the review's notes, and nothing else")
  func illustrativeBlocksQuoteTheReview() throws {
    let root = try TestPackage.root()
    let review = MarkdownDocument.lines(
      of: try String(
        contentsOf: root.appendingPathComponent("Lessons/Seed/Review.txt"), encoding: .utf8))
    for path in try lessonFiles() {
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      for block in try MarkdownDocument(text, path: path).blocks
      where try LessonBlockKind(block, file: path) == .illustrative {
        let quoted = review.indices.contains { start in
          review[start...].starts(with: block.lines)
        }
        #expect(quoted, "\(path):\(block.line): not a run of lines of Lessons/Seed/Review.txt")
      }
    }
  }

  @Test("No block of a lesson is left unchecked")
  func uncheckedBlocks() throws {
    let root = try TestPackage.root()
    var reasons: Set<String> = []
    for path in try lessonFiles() {
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      for block in try MarkdownDocument(text, path: path).blocks {
        if case .unchecked(let reason) = try LessonBlockKind(block, file: path) {
          reasons.insert(reason)
        }
      }
    }
    #expect(reasons.isEmpty)
  }
}
