import CalcCommandLine
import CalcExercises
import CommandLineSupport
import Foundation
import LessonReading

/// `lesson-docs OUTPUT-FOLDER`: writes the lessons as DocC tutorials into a catalog folder.
///
/// The folder receives `calc-kit.tutorial` (the table of contents, which is
/// the site's landing page), one `NN-name.tutorial` per lesson, built with its
/// step plan in `Lessons/Tutorials/`, the glossary as an article, and
/// `Resources/` with every step's code and screen, the screens drawn as SVG.
/// Every file is made in memory first, so a broken lesson writes nothing.
package struct LessonDocs: Command {
  package static let configuration = CommandConfiguration(
    name: "lesson-docs", abstract: "Writes the lessons as DocC tutorials into a catalog folder.",
    arguments: [output])

  static let output = Argument<String>(
    "OUTPUT-FOLDER", "the catalog folder to write, such as Lessons.docc")

  /// The catalog folder to write.
  var output: String

  package init(_ values: ParsedValues) throws(UsageError) {
    output = try values.value(of: Self.output) ?? ""
  }

  /// Finds the lessons from where the command runs and writes their tutorials.
  ///
  /// - Returns: 0, or throws: 65 for a lesson whose code cannot be resolved or a
  ///   step plan that does not fit it, 66 when the lessons cannot be found, 73
  ///   when a file cannot be written.
  package func run(_ console: Console) async throws(LessonDocsError) -> Int32 {
    let folder: LessonFolder
    do throws(CommandLineError) {
      folder = try LessonFolder.locate(from: CalcRender.searchStarts(console))
    } catch {
      throw .lessonsNotFound(error)
    }
    let files = try await Self.files(in: folder)
    let url = URL(fileURLWithPath: output, relativeTo: console.workingDirectory)
    try Self.write(files, to: url)
    console.write("Wrote \(files.count) files to \(output)\n")
    return ExitCode.success
  }

  /// Every file of the tutorials, by path relative to the output folder.
  @MainActor
  static func files(in folder: LessonFolder) async throws(LessonDocsError) -> [(String, String)] {
    let entries = folder.entries()
    var slugs: [Int: String] = [:]
    for entry in entries { slugs[entry.number] = slug(of: entry) }
    var prose = TutorialProse(slugs: slugs)
    prose.symbols = SymbolIndex(packageRoot: folder.root)
    let builder = TutorialBuilder(resolver: .calcRender(in: folder), prose: prose)
    var tutorials: [LessonTutorial] = []
    var quizzes: [String: Quiz] = [:]
    for entry in entries {
      let slug = slug(of: entry)
      let document: MarkdownDocument
      do {
        document = try MarkdownDocument(folder.read(entry.path) ?? "", path: entry.path)
      } catch {
        throw .lesson(error)
      }
      let planPath = TutorialPlan.path(for: slug)
      let plan = try folder.read(planPath).map { text throws(LessonDocsError) in
        try TutorialPlan(text, path: planPath)
      }
      tutorials.append(
        try await builder.tutorial(
          of: document, plan: plan ?? .empty(path: planPath), slug: slug))
      quizzes[slug] = try quiz(of: slug, lesson: folder.read(entry.path) ?? "", in: folder)
    }
    var files = [
      (
        "\(TutorialMarkup.contentsName).tutorial",
        TutorialMarkup.contents(tutorials, first: tutorials.first?.slug)
      )
    ]
    for tutorial in tutorials {
      files.append(
        (
          "\(tutorial.slug).tutorial",
          TutorialMarkup.tutorial(tutorial, quiz: quizzes[tutorial.slug])
        ))
      files += tutorial.codeFiles.map { ("Resources/\($0.file)", TutorialMarkup.code($0)) }
      files += tutorial.screens.map {
        ("Resources/\($0.file)", ScreenImage.svg(of: $0.lines, changed: $0.changedRows))
      }
    }
    files.append(glossary(in: folder, prose: prose))
    files.append(("header.html", TutorialMarkup.header))
    let screen = await InMemoryRun.calcRender(["--numbers", "1,2,3"], root: folder.root)
    files.append(
      (
        "Resources/\(TutorialMarkup.imageName)",
        ScreenImage.svg(of: MarkdownDocument.lines(of: screen.output), changed: nil)
      ))
    return files
  }

  /// A lesson's quiz, `Lessons/Quizzes/NN-name.md`, checked against its lesson; `nil` when
  /// the lesson has none.
  private static func quiz(of slug: String, lesson: String, in folder: LessonFolder)
    throws(LessonDocsError) -> Quiz?
  {
    let path = "Lessons/Quizzes/\(slug).md"
    guard let text = folder.read(path) else { return nil }
    let quiz: Quiz
    do throws(ExerciseError) {
      quiz = try Quiz(text, path: path)
    } catch {
      guard case .badQuiz(let file, let line, let problem) = error else {
        throw .quiz(file: path, line: nil, problem: "it cannot be read")
      }
      throw .quiz(file: file, line: line, problem: problem)
    }
    if let problem = quiz.problems(lesson: lesson).first {
      throw .quiz(file: path, line: nil, problem: problem)
    }
    return quiz
  }

  /// A lesson's page name: its file name without `.md`, such as `02-guard`.
  private static func slug(of entry: LessonFolder.Entry) -> String {
    String(entry.path.split(separator: "/").last?.dropLast(3) ?? "")
  }

  /// `Lessons/Glossary.md` as an article: its title, its first paragraph as the introduction.
  @MainActor
  private static func glossary(in folder: LessonFolder, prose: TutorialProse) -> (String, String) {
    let lines = MarkdownDocument.lines(of: folder.read("Lessons/Glossary.md") ?? "")
    let title = lines.first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) } ?? "Glossary"
    var paragraphs = prose.paragraphs(lines.filter { !$0.hasPrefix("# ") })
    let introduction =
      paragraphs.isEmpty ? ["The words the lessons lean on."] : paragraphs.removeFirst()
    let body = Array(paragraphs.map { [""] + $0 }.joined().dropFirst())
    return (
      "\(TutorialMarkup.glossaryName).tutorial",
      TutorialMarkup.glossary(title: title, introduction: introduction, body: body)
    )
  }

  private static func write(_ files: [(String, String)], to output: URL)
    throws(LessonDocsError)
  {
    for (path, text) in files {
      let url = output.appendingPathComponent(path)
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
      } catch {
        throw .cannotWrite(path: url.path, reason: error.localizedDescription)
      }
    }
  }
}
