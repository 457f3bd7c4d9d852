import CommandLineSupport
import Foundation
import LessonReading

extension CalcRender {
  /// `calc-render lesson N [--step]`: a lesson in the terminal.
  ///
  /// It prints the lesson as a reader should see it, with its code, screens and
  /// console output taken from the code as it is now; `--step` prints one `## `
  /// section at a time, Enter showing the next and `q` quitting. A lesson is
  /// named by its number or by the name in its file name: `7` or `task`.
  struct Lesson: Command {
    static let configuration = CommandConfiguration(
      name: "lesson", abstract: "Print a lesson, by number or name, with its screens drawn now.")

    /// The lesson's number or name; `nil` when none was given.
    @Argument(
      "LESSON", help: "the lesson's number or name, as 'calc-render lessons' lists it: 5 or task")
    var lesson: String?
    /// Whether to print one section at a time.
    @Flag("--step", help: "print one section at a time; Enter shows the next, q quits")
    var stepsThrough = false

    func run(_ console: Console) async throws(CommandLineError) -> ExitCode {
      let folder = try CalcRender.lessonFolder(console)
      let entry = try find(in: folder)
      let text = folder.read(entry.path) ?? ""
      let printer = LessonPrinter(folder: folder, colour: console.usesColour)
      let sections = await printer.sections(of: text, path: entry.path)
      if stepsThrough {
        show(sections, console: console)
      } else {
        console.write(sections.joined())
      }
      return .success
    }

    private func find(in folder: LessonFolder) throws(CommandLineError) -> LessonFolder.Entry {
      let entries = folder.entries()
      guard let first = entries.first, let last = entries.last else {
        throw .lessonsNotFound(
          .notFound(searched: [folder.root.appendingPathComponent("Lessons").path]))
      }
      guard let lesson else {
        throw .missingLesson(range: first.number...last.number)
      }
      guard let entry = entries.first(where: { $0.matches(lesson) }) else {
        throw .noSuchLesson(
          lesson, range: first.number...last.number, names: entries.map(\.name))
      }
      return entry
    }

    /// Writes one section, then waits before the next: Enter shows it, `q` quits, and so
    /// does the end of input.
    private func show(_ sections: [String], console: Console) {
      for (index, section) in sections.enumerated() {
        console.write(section)
        guard index + 1 < sections.count else { return }
        let prompt = "\n-- Enter: section \(index + 2) of \(sections.count); q: quit --"
        guard Self.goesOn(after: prompt, console: console) else { return }
      }
    }

    /// Whether the reader asks for the next section: one key at a terminal, else a line.
    static func goesOn(after prompt: String, console: Console) -> Bool {
      guard let readKey = console.readKey else {
        console.write(prompt + "\n")
        guard let line = console.readLine() else { return false }
        return line.trimmingCharacters(in: .whitespaces).lowercased() != "q"
      }
      let key = readKey(prompt)
      console.write("\n")
      switch key {
      case nil, .character("q"), .character("Q"), .control(0x03), .control(0x04): return false
      default: return true
      }
    }
  }
}
