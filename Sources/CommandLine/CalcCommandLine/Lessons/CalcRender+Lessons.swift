import CommandLineSupport
import LessonReading

extension CalcRender {
  /// `calc-render lessons`: every lesson with its one-line summary.
  struct Lessons: Command {
    static let configuration = CommandConfiguration(name: "lessons", abstract: "List the lessons.")

    func run(_ console: Console) throws(CommandLineError) -> ExitCode {
      let folder = try CalcRender.lessonFolder(console)
      let entries = folder.entries()
      let example = entries.first.map { " or its name, such as '\($0.name)'" } ?? ""
      console.write(
        entries.map { "\($0.number). \($0.title)\n   \($0.summary)\n" }.joined()
          + "\nRead one with: swift run calc-render lesson N [--step], N its number\(example)\n")
      return .success
    }
  }
}

extension CalcRender {
  /// The kit's lessons, found from where the command runs.
  static func lessonFolder(_ console: Console) throws(CommandLineError) -> LessonFolder {
    do throws(LessonFolderError) {
      return try LessonFolder.locate(
        from: LessonFolder.searchStarts(from: console.workingDirectory))
    } catch {
      throw .lessonsNotFound(error)
    }
  }
}
