import CalcCommandLine
import Foundation
import LessonReading

/// `lesson-docs OUTPUT-FOLDER`: writes the lessons as DocC tutorials into a catalog folder.
///
/// The folder receives `Lessons.tutorial` (the table of contents), one
/// `NN-name.tutorial` per lesson, and `Resources/` with every step's code and
/// a screen drawn as SVG. Every file is made in memory first, so a broken
/// lesson writes nothing.
package enum LessonDocs {
  /// Runs the command, finding the lessons from the current folder or this source file's.
  ///
  /// - Parameters:
  ///   - arguments: The words after the program's name: the output folder.
  ///   - io: Where messages are written.
  /// - Returns: The exit status: 0, 64 for bad usage, 65 for a lesson whose
  ///   code cannot be resolved, 66 when the lessons cannot be found, 73 when
  ///   a file cannot be written.
  @MainActor
  package static func run(_ arguments: [String], io: CommandIO) async -> Int32 {
    await run(arguments, io: io, starts: LessonsCommand.defaultStarts)
  }

  /// Runs the command, finding the lessons from the given folders.
  @MainActor
  static func run(_ arguments: [String], io: CommandIO, starts: [URL]) async -> Int32 {
    do throws(LessonDocsError) {
      guard arguments.count == 1, let output = arguments.first, !output.hasPrefix("-") else {
        throw .usage(arguments: arguments)
      }
      let folder: LessonFolder
      do {
        folder = try LessonFolder.locate(from: starts)
      } catch {
        throw .lessonsNotFound(error)
      }
      let files = try await self.files(in: folder)
      try write(files, to: URL(fileURLWithPath: output))
      io.write("lesson-docs: wrote \(files.count) files to \(output)\n")
      return 0
    } catch {
      io.writeError("lesson-docs: \(error.message)\n")
      return error.exitCode
    }
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
