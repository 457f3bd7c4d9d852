import LessonReading

/// A lesson's step plan: which file each Swift step of its tutorial builds, and what it says.
///
/// The plan lives beside the lessons, in `Lessons/Tutorials/NN-name.steps`.
/// The lesson keeps the prose and says which code it quotes; the plan adds
/// what a tutorial needs on top: an instruction for each step and the file
/// it builds. A plan names code the way a lesson's fence does, so the code
/// comes from the same sources, and every Swift block of the lesson must be
/// shown by a step of its section, so the two cannot drift apart:
///
/// ```text
/// // A comment line.
/// section After
///
/// step ContentView.swift seed=ContentView.swift:178-185
/// screen --model before --events "wait 3s 1 2 reset"
/// Start from the seed's `onReset()`.
///
/// step ContentView.swift source=Lessons/After/ContentView.swift#after-reset
/// Replace the `if` with a `guard`.
/// ```
///
/// `section` names a `## ` heading of the lesson. `step` names the file the
/// step builds, then one or more references (`seed=FILE:FIRST-LAST`,
/// `source=PATH#MARKER`, `illustrative` for the section's next sketch), whose
/// lines, joined by a blank line, are the file after the step. `screen`
/// gives the `calc-render` arguments that draw the screen the step's code
/// leads to (a step without one shows the screen before it). The lines after
/// them, up to a blank line, are the step's instruction.
struct TutorialPlan: Equatable {
  /// One step of the plan.
  struct Step: Equatable {
    /// The plan line of its `step` keyword, for messages.
    let line: Int
    /// The name of the file it builds, shown above its code.
    let file: String
    /// The references its code is made of, in order, as a fence writes them.
    let references: [String]
    /// The `calc-render` arguments of its screen; `nil` to keep the screen before it.
    let screen: [String]?
    /// The instruction, one paragraph.
    let text: String
  }

  /// A section of the plan: a lesson heading and its steps.
  struct Section: Equatable {
    /// The plan line of its `section` keyword.
    let line: Int
    /// The lesson heading it names.
    let title: String
    /// Its steps, in order.
    let steps: [Step]
  }

  /// The plan's path relative to the package, such as `Lessons/Tutorials/02-guard.steps`.
  let path: String
  /// The sections, in order.
  let sections: [Section]

  /// The plan's path for a lesson's slug.
  static func path(for slug: String) -> String { "Lessons/Tutorials/\(slug).steps" }

  /// An empty plan, for a lesson without Swift blocks.
  static func empty(path: String) -> TutorialPlan { TutorialPlan(path: path, sections: []) }

  private init(path: String, sections: [Section]) {
    self.path = path
    self.sections = sections
  }

  /// Parses a plan's text.
  ///
  /// - Throws: `LessonDocsError.plan` naming the line that is not in the shape above.
  init(_ text: String, path: String) throws(LessonDocsError) {
    self.path = path
    var sections: [Section] = []
    var current: (line: Int, title: String, steps: [Step])?
    var step: (line: Int, file: String, references: [String], screen: [String]?, text: [String])?

    func finishStep() throws(LessonDocsError) {
      guard let open = step else { return }
      step = nil
      guard !open.text.isEmpty else {
        throw .plan(file: path, line: open.line, problem: "step has no instruction")
      }
      current?.steps.append(
        Step(
          line: open.line, file: open.file, references: open.references, screen: open.screen,
          text: open.text.joined(separator: " ")))
    }
    func finishSection() throws(LessonDocsError) {
      try finishStep()
      if let open = current {
        sections.append(Section(line: open.line, title: open.title, steps: open.steps))
      }
      current = nil
    }

    for (index, raw) in MarkdownDocument.lines(of: text).enumerated() {
      let number = index + 1
      let line = raw.trimmedLine
      if line.hasPrefix("//") { continue }
      if line.isEmpty {
        try finishStep()
      } else if let title = Self.argument(of: "section", in: line) {
        try finishSection()
        current = (number, title, [])
      } else if let rest = Self.argument(of: "step", in: line) {
        try finishStep()
        guard current != nil else {
          throw .plan(file: path, line: number, problem: "step before any section")
        }
        let words = rest.split(separator: " ").map(String.init)
        guard words.count >= 2 else {
          throw .plan(
            file: path, line: number,
            problem: "expected 'step FILE REFERENCE…', such as "
              + "'step ContentView.swift seed=ContentView.swift:178-185'")
        }
        step = (number, words[0], Array(words.dropFirst()), nil, [])
      } else if let rest = Self.argument(of: "screen", in: line) {
        guard step != nil, step?.text.isEmpty == true, step?.screen == nil else {
          throw .plan(file: path, line: number, problem: "'screen' belongs right under a step")
        }
        guard let arguments = ShellWords.split(rest) else {
          throw .plan(file: path, line: number, problem: "unclosed quote in '\(rest)'")
        }
        step?.screen = arguments
      } else if step != nil {
        step?.text.append(line)
      } else {
        throw .plan(
          file: path, line: number,
          problem: "expected 'section TITLE', 'step FILE REFERENCE…' or a comment")
      }
    }
    try finishSection()
    self.sections = sections
  }

  /// The text after `keyword ` at the start of a line.
  private static func argument(of keyword: String, in line: String) -> String? {
    guard line.hasPrefix(keyword + " ") else { return nil }
    let rest = line.dropFirst(keyword.count + 1).trimmingSpaces
    return rest.isEmpty ? nil : rest
  }
}
