import CommandLineSupport
import Foundation
import LessonReading

/// `calc-render lessons` and `calc-render lesson N [--step]`: the lessons in the terminal.
///
/// `lessons` lists every lesson with its one-line summary. `lesson N` prints a
/// lesson with its code, screens and console output taken from the code as it
/// is now; `--step` prints one `## ` section at a time and waits for Enter.
package enum LessonsCommand {
  /// The words that start this command.
  static let words: Set<String> = ["lessons", "lesson"]

  /// Runs the command; `arguments` start with `lessons` or `lesson`.
  ///
  /// - Parameters:
  ///   - arguments: The words after the program's name.
  ///   - io: Where the lesson is written and `--step` reads its lines.
  ///   - starts: The folders to walk up from to find the lessons: the
  ///     current directory, then this source file's folder.
  /// - Returns: The exit status: 0, 64 for bad usage, 66 when the lessons
  ///   cannot be found.
  @MainActor
  static func run(_ arguments: [String], io: CommandIO, starts: [URL] = defaultStarts) async
    -> Int32
  {
    do throws(CommandLineError) {
      let request = try LessonsRequest(arguments)
      let folder = try LessonFolder.locate(from: starts)
      switch request {
      case .list:
        io.write(list(folder.entries()))
      case .show(let number, let step):
        let entry = try lesson(number, in: folder.entries(), folder: folder)
        let text = folder.read(entry.path) ?? ""
        let sections = await LessonPrinter(folder: folder).sections(of: text, path: entry.path)
        step ? show(sections, io: io) : io.write(sections.joined())
      }
      return 0
    } catch {
      io.writeError(CommandText.error(error.message))
      return error.exitCode
    }
  }

  /// The current directory, then the folder of this source file.
  package static var defaultStarts: [URL] {
    [
      URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
      URL(fileURLWithPath: #filePath).deletingLastPathComponent(),
    ]
  }

  private static func list(_ entries: [LessonFolder.Entry]) -> String {
    entries.map { "\($0.number). \($0.title)\n   \($0.summary)\n" }.joined()
      + "\nRead one with: swift run calc-render lesson N [--step]\n"
  }

  private static func lesson(
    _ text: String?, in entries: [LessonFolder.Entry], folder: LessonFolder
  )
    throws(CommandLineError) -> LessonFolder.Entry
  {
    let numbers = entries.map(\.number)
    guard let first = numbers.min(), let last = numbers.max() else {
      throw .lessonsNotFound(searched: [folder.root.appendingPathComponent("Lessons").path])
    }
    guard let text, let entry = entries.first(where: { Int(text) == $0.number }) else {
      guard let text else { throw .missingLessonNumber(range: first...last) }
      throw .noSuchLesson(text, range: first...last)
    }
    return entry
  }

  /// Writes one section, then waits for a line of input before the next; stops when input ends.
  private static func show(_ sections: [String], io: CommandIO) {
    for (index, section) in sections.enumerated() {
      io.write(section)
      guard index + 1 < sections.count else { return }
      io.write("\n-- Enter: section \(index + 2) of \(sections.count) --\n")
      guard io.readLine() != nil else { return }
    }
  }
}
