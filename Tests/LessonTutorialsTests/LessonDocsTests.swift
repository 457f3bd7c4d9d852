import CalcCommandLine
import Foundation
import LessonReading
import TestSupport
import Testing

@testable import LessonTutorials

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
    let run = await InMemoryRun.capturing(root: start) { io in
      await LessonDocs.run(arguments, io: io, starts: [start])
    }
    return RunResult(status: run.status, stdout: run.output, stderr: run.errors)
  }

  @Test("writes the table of contents, a tutorial per lesson, its code and a screen image")
  func writes() async throws {
    let lesson = "# 0. First\n\nThe first.\n\n## Try it\n\n```screen args=\"--version\"\n```\n"
    try await withPackage(lesson: lesson) { root, output in
      let result = await run([output.path], from: root)
      #expect(
        result
          == RunResult(
            status: 0, stdout: "lesson-docs: wrote 4 files to \(output.path)\n", stderr: ""))
      let code = try String(
        contentsOf: output.appendingPathComponent("Resources/00-first-1.txt"), encoding: .utf8)
      #expect(code == "calc-render \(CalcRender.version)\n")
      let tutorial = try String(
        contentsOf: output.appendingPathComponent("00-first.tutorial"), encoding: .utf8)
      #expect(tutorial.contains("@Code(name: \"Screen\", file: \"00-first-1.txt\", reset: true)"))
      let contents = try String(
        contentsOf: output.appendingPathComponent("Lessons.tutorial"), encoding: .utf8)
      #expect(contents.contains("@TutorialReference(tutorial: \"doc:00-first\")"))
      let svg = output.appendingPathComponent("Resources/lessons-screen.svg").path
      #expect(FileManager.default.fileExists(atPath: svg))
    }
  }

  @Test(
    "this package's lessons each become a tutorial; each Before and After pair highlights a change")
  func realLessons() async throws {
    let folder = try LessonFolder.locate(from: LessonsCommand.defaultStarts)
    let files = try await LessonDocs.files(in: folder)
    let tutorials = files.filter { $0.0.hasSuffix(".tutorial") && $0.0 != "Lessons.tutorial" }
    #expect(tutorials.count == folder.entries().count)
    for (path, text) in tutorials
    where text.contains("@Section(title: \"Before\")")
      && text.contains("@Section(title: \"After\")")
    {
      #expect(text.contains("previousFile: "), "\(path) highlights no change")
    }
  }

  @Test("a lesson whose code cannot be resolved fails with its problem and writes nothing")
  func brokenLesson() async throws {
    let lesson = "# 0. First\n\n```swift source=Sources/Missing.swift#a\n```\n"
    try await withPackage(lesson: lesson) { root, output in
      let result = await run([output.path], from: root)
      #expect(
        result
          == RunResult(
            status: 65, stdout: "",
            stderr: "lesson-docs: Lessons/00-first.md:3: cannot read Sources/Missing.swift\n"))
      #expect(!FileManager.default.fileExists(atPath: output.path))
    }
  }

  @Test("an output folder that cannot be made is named, with status 73")
  func cannotWrite() async throws {
    try await withPackage(lesson: "# 0. First\n") { root, _ in
      let blocker = root.appendingPathComponent("file")
      try Data().write(to: blocker)
      let result = await run([blocker.appendingPathComponent("out").path], from: root)
      #expect(result.status == 73)
      #expect(result.stdout == "")
      #expect(result.stderr.hasPrefix("lesson-docs: cannot write '\(blocker.path)/out/"))
    }
  }

  @Test(
    "anything but one output folder is a usage error",
    arguments: [
      ([], "nothing"),
      (["a", "b"], "'a' 'b'"),
      (["--help"], "'--help'"),
    ])
  func usage(arguments: [String], given: String) async {
    let result = await run(arguments, from: URL(fileURLWithPath: "/"))
    #expect(
      result
        == RunResult(
          status: 64, stdout: "",
          stderr: "lesson-docs: expected one output folder, got \(given); "
            + "usage: lesson-docs OUTPUT-FOLDER\n"))
  }

  @Test("without a lessons folder above the start, the error names where it searched")
  func notFound() async {
    let result = await run(["out"], from: URL(fileURLWithPath: "/"))
    #expect(
      result
        == RunResult(
          status: 66, stdout: "",
          stderr: "lesson-docs: Cannot find the lessons: no folder holding Lessons/ and "
            + "Package.swift above /\n"))
  }
}
