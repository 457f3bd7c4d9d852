import CalcCommandLine
import CommandLineSupport
import LessonTutorials

/// `lesson-docs OUTPUT-FOLDER`: writes the lessons as DocC tutorials into a catalog folder.
///
/// The executable is where the docs writer meets the command line: ``LessonDocs``
/// writes the tutorials, and this command hands it `calc-render`, run in memory,
/// for the screens and console output they show.
@main
struct LessonDocsCommand: Command {
  static let configuration = CommandConfiguration(
    name: "lesson-docs", abstract: "Writes the lessons as DocC tutorials into a catalog folder.")

  /// The catalog folder to write.
  @Argument("OUTPUT-FOLDER", help: "the catalog folder to write, such as Lessons.docc")
  var output: String

  /// Finds the lessons from where the command runs and writes their tutorials.
  func run(_ console: Console) async throws(LessonDocsError) -> ExitCode {
    let docs = LessonDocs { arguments, root in await InMemoryRun.calcRender(arguments, root: root) }
    return try await docs.write(to: output, console: console)
  }
}
