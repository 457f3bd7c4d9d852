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
    let run = await InMemoryRun.capturing(root: start) { console in
      await LessonDocs.main(arguments, console: console)
    }
    return RunResult(status: run.status, stdout: run.output, stderr: run.errors)
  }

  @Test("Writes the table of contents, a tutorial per lesson, its code and a screen image")
  func writes() async throws {
    let lesson = "# 0. First\n\nThe first.\n\n## Try it\n\n```screen args=\"--version\"\n```\n"
    try await withPackage(lesson: lesson) { root, output in
      let result = await run([output.path], from: root)
      #expect(
        result
          == RunResult(
            status: 0, stdout: "Wrote 4 files to \(output.path)\n", stderr: ""))
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
    "This package's lessons each become a tutorial; each Before and After pair highlights a change")
  func realLessons() async throws {
    let folder = try LessonFolder.locate(from: [URL(fileURLWithPath: #filePath)])
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

  @Test("A lesson whose code cannot be resolved fails with its problem and writes nothing")
  func brokenLesson() async throws {
    let lesson = "# 0. First\n\n```swift source=Sources/Missing.swift#a\n```\n"
    try await withPackage(lesson: lesson) { root, output in
      let result = await run([output.path], from: root)
      #expect(
        result
          == RunResult(
            status: 65, stdout: "",
            stderr: "Error: Lessons/00-first.md:3: cannot read Sources/Missing.swift\n"))
      #expect(!FileManager.default.fileExists(atPath: output.path))
    }
  }

  @Test("An output folder that cannot be made is named, with status 73")
  func cannotWrite() async throws {
    try await withPackage(lesson: "# 0. First\n") { root, _ in
      let blocker = root.appendingPathComponent("file")
      try Data().write(to: blocker)
      let result = await run([blocker.appendingPathComponent("out").path], from: root)
      #expect(result.status == 73)
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
          status: 64, stdout: "",
          stderr: "Error: \(message)\nUsage: lesson-docs OUTPUT-FOLDER\n"))
  }

  @Test("--help says what it writes and takes")
  func help() async {
    let result = await run(["--help"], from: URL(fileURLWithPath: "/"))
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("OVERVIEW: Writes the lessons as DocC tutorials"))
    #expect(result.stdout.contains("USAGE: lesson-docs OUTPUT-FOLDER\n"))
  }

  @Test("Without a lessons folder above the start, the error names where it searched")
  func notFound() {
    let error = LessonDocsError.lessonsNotFound(.lessonsNotFound(searched: ["/"]))
    #expect(
      error.message
        == "Cannot find the lessons: no folder holding Lessons/ and Package.swift above /")
    #expect(error.exitCode == 66)
  }
}
