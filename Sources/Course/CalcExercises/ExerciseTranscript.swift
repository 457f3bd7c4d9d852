import Foundation

/// What the exercises commands print as an exercise starts, for pages that show it without
/// building the exercises: the documentation site's "Practise" steps and its exercises page.
///
/// The words come from the same place the commands take them (`CheckText`), so the site says
/// what the terminal says. A check's report is made from the output its program printed for
/// the starter, recorded once, since building the exercises takes minutes; only the time the
/// check took is left out.
package enum ExerciseTranscript {
  /// One exercise or drill, as the exercises page lists it.
  package struct Entry: Equatable, Sendable {
    /// Its number, as the commands take it.
    package let number: Int
    /// "Exercise 3 · Reduce".
    package let heading: String
    /// The lessons it practises.
    package let lessons: [Int]
    /// One sentence saying what the learner does.
    package let summary: String
    /// Whether it is a review drill.
    package let isDrill: Bool
    /// The files the learner edits, relative to the kit's folder.
    package let files: [String]

    /// An entry as the list gives it.
    package init(
      number: Int, heading: String, lessons: [Int], summary: String, isDrill: Bool,
      files: [String]
    ) {
      self.number = number
      self.heading = heading
      self.lessons = lessons
      self.summary = summary
      self.isDrill = isDrill
      self.files = files
    }
  }

  /// Every exercise and drill in `Lessons/Exercises/exercises.json` below the kit's folder.
  package static func entries(kit: URL) throws(ExerciseError) -> [Entry] {
    try folder(kit).list().exercises.map { exercise in
      Entry(
        number: exercise.number, heading: exercise.heading, lessons: exercise.lessons,
        summary: exercise.summary, isDrill: exercise.isDrill,
        files: exercise.files.map { "Lessons/Exercises/\($0)" })
    }
  }

  /// What `swift run calc-render check N`, run in the kit's folder, prints for a check
  /// program's output, without the time the check took; `nil` for no such exercise.
  package static func check(_ number: Int, programOutput: String, kit: URL)
    throws(ExerciseError) -> String?
  {
    let folder = folder(kit)
    guard let exercise = try folder.list().exercise(number) else { return nil }
    let report = CheckReport(output: programOutput)
    let text = CheckText.report(
      report, of: exercise, seconds: 0, next: nil,
      paths: PathDisplay(package: folder.root, workingDirectory: kit))
    return text.replacingOccurrences(of: " · \(CheckText.formatted(0)) s", with: "")
  }

  /// What the first `swift run calc-render hint N` prints; `nil` for no such exercise or hint.
  package static func firstHint(_ number: Int, kit: URL) throws(ExerciseError) -> String? {
    guard let exercise = try folder(kit).list().exercise(number),
      let first = exercise.hints.first
    else { return nil }
    return CheckText.hint(0, of: exercise, text: first)
  }

  private static func folder(_ kit: URL) -> ExerciseFolder {
    ExerciseFolder(root: kit.appendingPathComponent("Lessons/Exercises"))
  }
}
