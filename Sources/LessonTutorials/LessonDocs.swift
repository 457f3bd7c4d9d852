import CalcCommandLine
import CommandLineSupport
import Foundation
import LessonReading

/// `lesson-docs OUTPUT-FOLDER`: writes the lessons as DocC tutorials into a catalog folder.
///
/// The folder receives `Lessons.tutorial` (the table of contents), one
/// `NN-name.tutorial` per lesson, and `Resources/` with every step's code and
/// a screen drawn as SVG. Every file is made in memory first, so a broken
/// lesson writes nothing.
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
  /// - Returns: 0, or throws: 65 for a lesson whose code cannot be resolved,
  ///   66 when the lessons cannot be found, 73 when a file cannot be written.
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
    let builder = TutorialBuilder(resolver: .calcRender(in: folder))
    var tutorials: [LessonTutorial] = []
    for entry in folder.entries() {
      let slug = String(entry.path.split(separator: "/").last?.dropLast(3) ?? "")
      do {
        let document = try MarkdownDocument(folder.read(entry.path) ?? "", path: entry.path)
        tutorials.append(try await builder.tutorial(of: document, slug: slug))
      } catch {
        throw .lesson(error)
      }
    }
    var files = [("\(TutorialMarkup.contentsName).tutorial", TutorialMarkup.contents(tutorials))]
    for tutorial in tutorials {
      files.append(("\(tutorial.slug).tutorial", TutorialMarkup.tutorial(tutorial)))
      files += tutorial.codeFiles.map { ("Resources/\($0.file)", TutorialMarkup.code($0)) }
    }
    let screen = await InMemoryRun.calcRender(["--numbers", "1,2,3"], root: folder.root)
    files.append(
      (
        "Resources/\(TutorialMarkup.imageName)",
        TutorialMarkup.image(of: MarkdownDocument.lines(of: screen.output))
      ))
    return files
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
