import CalcCommandLine
import CommandLineSupport
import Foundation
import LessonReading
import ProcessRunner
import TestSupport
import Testing

@testable import LessonTutorials
@testable import lesson_docs

@MainActor
@Suite("lesson-docs writes the lessons as DocC tutorials")
struct LessonDocsTests {
  /// A package folder with one lesson, and an output folder; both removed when the test ends.
  func withPackage(lesson: String, _ body: (URL, URL) async throws -> Void) async throws {
    try await TestPackage.withTemporaryPackage(["Lessons/00-first.md": lesson]) { root in
      try await body(root, root.appendingPathComponent("out/Lessons.docc"))
    }
  }

  func run(_ arguments: [String], from start: URL) async -> RunResult {
    let run = await InMemoryRun.capturing(root: start) { console in
      await LessonDocsCommand.main(arguments, console: console)
    }
    return RunResult(status: run.status, stdout: run.output, stderr: run.errors)
  }

  @Test("Writes the table of contents, a tutorial per lesson, the glossary, code and screens")
  func writes() async throws {
    let lesson = "# 0. First\n\nThe first.\n\n## Try it\n\n```sh\nswift test\n```\n"
    try await withPackage(lesson: lesson) { root, output in
      let result = await run([output.path], from: root)
      #expect(
        result
          == RunResult(
            status: .success, stdout: "Wrote 16 files to \(output.path)\n", stderr: ""))
      let code = try String(
        contentsOf: output.appendingPathComponent("Resources/00-first-1.sh"), encoding: .utf8)
      #expect(code == "swift test\n")
      let tutorial = try String(
        contentsOf: output.appendingPathComponent("00-first.tutorial"), encoding: .utf8)
      #expect(tutorial.contains("@Code(name: \"Terminal\", file: \"00-first-1.sh\", reset: true)"))
      let contents = try String(
        contentsOf: output.appendingPathComponent("calc-kit.tutorial"), encoding: .utf8)
      #expect(contents.contains("@TutorialReference(tutorial: \"doc:00-first\")"))
      let glossary = output.appendingPathComponent("Glossary.tutorial").path
      #expect(FileManager.default.fileExists(atPath: glossary))
      let svg = output.appendingPathComponent("Resources/calc-kit-screen.svg").path
      #expect(FileManager.default.fileExists(atPath: svg))
      let card = output.appendingPathComponent("Cards/Tutorials.svg").path
      #expect(FileManager.default.fileExists(atPath: card))
    }
  }

  /// The lines DocC highlights in a step: those its previous file does not have, as
  /// `difference(from:)` finds them, which is how DocC compares the two.
  func highlighted(_ lines: [String], from previous: [String]) -> Int {
    lines.difference(from: previous).insertions.count
  }

  /// The quoted arguments of each `@Code(…)` line of a tutorial: name, file, previous file.
  func codeSteps(_ text: String) -> [(name: String, file: String, previous: String?)] {
    text.split(separator: "\n").filter { $0.contains("@Code(name: ") }.map { line in
      let words = line.split(separator: "\"").map(String.init)
      return (words[1], words[3], line.contains("previousFile: ") ? words[5] : nil)
    }
  }

  @Test("In this package's tutorials, most Swift steps highlight an edit of their own file")
  func realLessons() async throws {
    let folder = try LessonFolder.locate(from: [URL(fileURLWithPath: #filePath)])
    let files = try await LessonDocs(calcRender: InMemoryRun.calcRender).files(in: folder)
    let resources = Dictionary(files, uniquingKeysWith: { first, _ in first })
    let tutorials = files.filter { $0.0.first?.isNumber == true && $0.0.hasSuffix(".tutorial") }
    #expect(tutorials.count == folder.entries().count)
    var swiftSteps = 0
    var edits = 0
    for (path, text) in tutorials {
      let steps = codeSteps(text)
      func lines(_ file: String) -> [String] {
        (resources["Resources/\(file)"] ?? "").split(
          separator: "\n", omittingEmptySubsequences: false
        )
        .dropLast().map(String.init)
      }
      for step in steps where step.name.hasSuffix(".swift") {
        swiftSteps += 1
        guard let previous = step.previous else { continue }
        let name =
          steps.first { $0.file == previous }?.name
          ?? (previous.contains("-start.") ? step.name : nil)
        #expect(name == step.name, "\(path): \(step.file) is compared with another file")
        let lit = highlighted(lines(step.file), from: lines(previous))
        #expect(lit * 2 <= lines(step.file).count, "\(path): \(step.file) lights up \(lit) lines")
        if lit > 0 { edits += 1 }
      }
      #expect(!text.contains("No Preview"))
      let questions = text.components(separatedBy: "@MultipleChoice {").count - 1
      #expect(text.contains("\n  @Assessments {\n"), "\(path) has no assessments")
      #expect((2...3).contains(questions), "\(path) asks \(questions) questions")
      if text.contains("@Section(title: \"Practise\")") {
        #expect(text.contains("<doc:DoingTheExercises>"), "\(path)'s Practise links no exercises")
        #expect(text.contains("What swift run calc-render check "), "\(path) shows no check")
      }
    }
    #expect(edits * 2 >= swiftSteps, "\(edits) of \(swiftSteps) Swift steps highlight an edit")
  }

  @Test("The course's file starts as the seed and ends as the reviewed file, lesson markers aside")
  func courseFile() throws {
    let folder = try LessonFolder.locate(from: [URL(fileURLWithPath: #filePath)])
    let plans = try folder.entries().map { entry in
      let slug = String(entry.path.dropFirst("Lessons/".count).dropLast(3))
      let path = TutorialPlan.path(for: slug)
      return (
        slug, try folder.read(path).map { try TutorialPlan($0, path: path) } ?? .empty(path: path)
      )
    }
    let staged = try #require(
      LessonDocs.stagedFiles(in: folder, plans: plans).files["ContentView.swift"])
    let seed = MarkdownDocument.lines(of: folder.read("Lessons/Seed/ContentView.swift") ?? "")
    let after = MarkdownDocument.lines(of: folder.read("Lessons/After/ContentView.swift") ?? "")
      .filter { !$0.trimmedLine.hasPrefix("// lesson:") }
    #expect(staged.lines(at: 0) == seed)
    #expect(staged.lines(at: staged.stages.count - 1) == after)
    for (index, stage) in staged.stages.enumerated().dropFirst() {
      #expect(
        staged.lines(at: index) != staged.lines(at: index - 1), "stage \(stage) changes nothing")
    }
  }

  @Test("A lesson whose code cannot be resolved fails with its problem and writes nothing")
  func brokenLesson() async throws {
    let lesson = "# 0. First\n\n## After\n\n```swift source=Sources/Missing.swift#a\n```\n"
    try await withPackage(lesson: lesson) { root, output in
      let result = await run([output.path], from: root)
      #expect(
        result
          == RunResult(
            status: .data, stdout: "",
            stderr: "Error: Lessons/00-first.md:5: cannot read Sources/Missing.swift\n"))
      #expect(!FileManager.default.fileExists(atPath: output.path))
    }
  }

  @Test("A lesson's quiz ends its tutorial; a quiz that quotes what its lesson does not say fails")
  func quiz() async throws {
    let quiz = """
      # Quiz 0 · First

      ## What is it?

      The lesson says: "The first."

      - [x] The first.
        It says so.
      - [ ] The last.
        It says first.

      ## Which lesson?

      The lesson says: "The first."

      - [ ] Lesson 9.
        This is lesson 0.
      - [x] Lesson 0.
        Its heading says 0.

      """
    let files = [
      "Lessons/00-first.md": "# 0. First\n\nThe first.\n", "Lessons/Quizzes/00-first.md": quiz,
    ]
    try await TestPackage.withTemporaryPackage(files) { root in
      let output = root.appendingPathComponent("out/Lessons.docc")
      #expect(await run([output.path], from: root).status == .success)
      let tutorial = try String(
        contentsOf: output.appendingPathComponent("00-first.tutorial"), encoding: .utf8)
      #expect(tutorial.contains("  @Assessments {\n    @MultipleChoice {\n      What is it?\n"))
      #expect(tutorial.hasSuffix("    }\n  }\n}\n"))
    }
    let wrong = files.merging(
      [
        "Lessons/Quizzes/00-first.md": quiz.replacingOccurrences(
          of: "\"The first.\"", with: "\"The last.\"")
      ],
      uniquingKeysWith: { $1 })
    try await TestPackage.withTemporaryPackage(wrong) { root in
      let output = root.appendingPathComponent("out/Lessons.docc")
      let result = await run([output.path], from: root)
      #expect(
        result
          == RunResult(
            status: .data, stdout: "",
            stderr: "Error: Lessons/Quizzes/00-first.md: the question on line 3 quotes "
              + "\"The last.\", which the lesson does not say\n"))
      #expect(!FileManager.default.fileExists(atPath: output.path))
    }
  }

  @Test("An output folder that cannot be made is named, with status 73")
  func cannotWrite() async throws {
    try await withPackage(lesson: "# 0. First\n") { root, _ in
      let blocker = root.appendingPathComponent("file")
      try Data().write(to: blocker)
      let result = await run([blocker.appendingPathComponent("out").path], from: root)
      #expect(result.status == .cannotCreate)
      #expect(result.stdout == "")
      #expect(result.stderr.hasPrefix("Error: Cannot write '\(blocker.path)/out/"))
    }
  }

  @Test(
    "Anything but one output folder is a usage error, with the usage line",
    arguments: [
      ([], "Missing expected argument 'OUTPUT-FOLDER'"),
      (["a", "b"], "Unexpected argument 'b'"),
      (["--out", "a"], "Unknown option '--out'"),
    ])
  func usage(arguments: [String], message: String) async {
    let result = await run(arguments, from: URL(fileURLWithPath: "/"))
    #expect(
      result
        == RunResult(
          status: .usage, stdout: "",
          stderr: "Error: \(message)\nUsage: lesson-docs OUTPUT-FOLDER\n"))
  }

  @Test("--help says what it writes and takes")
  func help() async {
    let result = await run(["--help"], from: URL(fileURLWithPath: "/"))
    #expect(result.status == .success)
    #expect(result.stdout.hasPrefix("OVERVIEW: Writes the lessons as DocC tutorials"))
    #expect(result.stdout.contains("USAGE: lesson-docs OUTPUT-FOLDER\n"))
  }

  @Test("Without a lessons folder above the start, the error names where it searched")
  func notFound() {
    let error = LessonDocsError.lessonsNotFound(.notFound(searched: ["/"]))
    #expect(
      error.message
        == "Cannot find the lessons: no folder holding Lessons/ and Package.swift above /")
    #expect(error.exitCode == .noInput)
  }
}
