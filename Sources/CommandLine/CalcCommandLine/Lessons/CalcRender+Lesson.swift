import CommandLineSupport
import LessonReading

extension CalcRender {
  /// `calc-render lesson N [--step]`: a lesson in the terminal.
  ///
  /// It prints the lesson with its code, screens and console output taken
  /// from the code as it is now; `--step` prints one `## ` section at a time
  /// and waits for Enter.
  struct Lesson: Command {
    static let configuration = CommandConfiguration(
      name: "lesson", abstract: "Print a lesson with its screens drawn now.",
      arguments: [number], options: [step])

    static let number = Argument<Int>.number(
      "N", "the lesson's number, as 'calc-render lessons' lists it",
      expected: "a lesson's number, as 'calc-render lessons' lists it", count: .optional)
    static let step = Flag("--step", "print one section at a time; Enter shows the next")

    /// The lesson's number; `nil` when none was given.
    var number: Int?
    /// Whether to print one section at a time.
    var stepsThrough: Bool

    init(_ values: ParsedValues) throws(UsageError) {
      number = try values.value(of: Self.number)
      stepsThrough = values.contains(Self.step)
    }

    func run(_ console: Console) async throws(CommandLineError) -> Int32 {
      let folder = try LessonFolder.locate(from: CalcRender.searchStarts(console))
      let entry = try lesson(in: folder)
      let text = folder.read(entry.path) ?? ""
      let sections = await LessonPrinter(folder: folder).sections(of: text, path: entry.path)
      if stepsThrough {
        show(sections, console: console)
      } else {
        console.write(sections.joined())
      }
      return ExitCode.success
    }

    private func lesson(in folder: LessonFolder) throws(CommandLineError) -> LessonFolder.Entry {
      let entries = folder.entries()
      let numbers = entries.map(\.number)
      guard let first = numbers.min(), let last = numbers.max() else {
        throw .lessonsNotFound(searched: [folder.root.appendingPathComponent("Lessons").path])
      }
      guard let number else { throw .missingLessonNumber(range: first...last) }
      guard let entry = entries.first(where: { $0.number == number }) else {
        throw .noSuchLesson(number, range: first...last)
      }
      return entry
    }

    /// Writes one section, then waits for a line of input before the next; stops when input ends.
    private func show(_ sections: [String], console: Console) {
      for (index, section) in sections.enumerated() {
        console.write(section)
        guard index + 1 < sections.count else { return }
        console.write("\n-- Enter: section \(index + 2) of \(sections.count) --\n")
        guard console.readLine() != nil else { return }
      }
    }
  }
}
