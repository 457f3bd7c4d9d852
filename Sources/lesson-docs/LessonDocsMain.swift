import CalcCommandLine
import Foundation
import LessonTutorials

/// The `lesson-docs` executable: forwards to ``LessonDocs``.
@main
struct LessonDocsMain {
  static func main() async {
    let status = await LessonDocs.run(Array(CommandLine.arguments.dropFirst()), io: .process)
    exit(status)
  }
}
