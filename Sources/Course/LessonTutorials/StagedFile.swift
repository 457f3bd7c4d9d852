import LessonReading

/// A file the tutorials build step by step, written once with the stage each of its lines
/// belongs to.
///
/// The course's app file, `Lessons/Tutorials/ContentView.swift`, starts as the
/// mentor's seed and ends as the reviewed file, `Lessons/After/ContentView.swift`;
/// each lesson's steps move it on by one edit, named by a stage. Marker lines
/// say which lines a stage has, and are left out of every stage's text (the
/// file's own text, not an example to run):
///
/// ```text
/// func onReset() {
///     // tutorial: until guard-reset
///     if state.isCalculating {
///         return
///     }
///     // tutorial: from guard-reset
///     guard !state.isLoadingOnStart, !state.isCalculating else { return }
///     // tutorial: end
/// ```
///
/// `from S` keeps the lines from stage S on, `until S` before it, `from S until T`
/// in between; each marker ends the run before it, and `end` ends the last, after
/// which lines belong to every stage. The stages are ordered by the step plans,
/// lesson by lesson, so a marker names a stage a plan shows.
struct StagedFile: Equatable {
  /// The file's name, shown above its code, such as `ContentView.swift`.
  let name: String
  /// Its path in the package, for messages.
  let path: String
  /// Its stages, in the order the tutorials reach them.
  let stages: [String]
  /// Each line, with the first stage that has it and the first that no longer does.
  private let lines: [(text: String, from: Int, until: Int)]

  static func == (lhs: StagedFile, rhs: StagedFile) -> Bool {
    lhs.name == rhs.name && lhs.stages == rhs.stages
      && (0..<lhs.stages.count).allSatisfy { lhs.lines(at: $0) == rhs.lines(at: $0) }
  }

  /// Reads a staged file's text.
  ///
  /// - Throws: `LessonDocsError.plan` naming the line of a marker out of shape, a stage no plan
  ///   shows, or a run never ended.
  init(_ text: String, name: String, path: String, stages: [String]) throws(LessonDocsError) {
    self.name = name
    self.path = path
    self.stages = stages
    var lines: [(text: String, from: Int, until: Int)] = []
    var run: (from: Int, until: Int, line: Int)?
    for (index, line) in MarkdownDocument.lines(of: text).enumerated() {
      let trimmed = line.trimmedLine
      guard trimmed.hasPrefix("// tutorial:") else {
        lines.append((line, run?.from ?? 0, run?.until ?? stages.count))
        continue
      }
      let words = trimmed.dropFirst("// tutorial:".count).split(separator: " ").map(String.init)
      func stage(_ name: String) throws(LessonDocsError) -> Int {
        guard let found = stages.firstIndex(of: name) else {
          throw .plan(
            file: path, line: index + 1,
            problem: "no step plan shows stage '\(name)'; stages: \(stages.joined(separator: ", "))"
          )
        }
        return found
      }
      if words == ["end"] {
        guard run != nil else {
          throw .plan(file: path, line: index + 1, problem: "'end' closes no run")
        }
        run = nil
        continue
      }
      switch words.count {
      case 2 where words[0] == "from": run = (try stage(words[1]), stages.count, index + 1)
      case 2 where words[0] == "until": run = (0, try stage(words[1]), index + 1)
      case 4 where words[0] == "from" && words[2] == "until":
        run = (try stage(words[1]), try stage(words[3]), index + 1)
      default:
        throw .plan(
          file: path, line: index + 1,
          problem: "expected '// tutorial: from STAGE', 'until STAGE', "
            + "'from STAGE until STAGE' or 'end'")
      }
    }
    if let run {
      throw .plan(
        file: path, line: run.line, problem: "this run never ends; end it with '// tutorial: end'")
    }
    self.lines = lines
  }

  /// The file's lines at a stage, by its index in `stages`.
  func lines(at stage: Int) -> [String] {
    lines.filter { $0.from <= stage && stage < $0.until }.map(\.text)
  }

  /// The file's lines at a stage, by its name; `nil` for a stage it does not have.
  func lines(at stage: String) -> [String]? {
    stages.firstIndex(of: stage).map { lines(at: $0) }
  }
}
