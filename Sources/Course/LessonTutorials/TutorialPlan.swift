import LessonReading

/// A lesson's step plan: which file each code step of its tutorial shows, and what it says.
///
/// The plan lives beside the lessons, in `Lessons/Tutorials/NN-name.steps`.
/// The lesson keeps the prose and the code it quotes; the plan adds what a
/// tutorial needs on top: an instruction for each step and the file it shows.
/// A step shows either the course's own file, `ContentView.swift`, at one of
/// its stages (``StagedFile``), so the tutorial edits a real file that
/// compiles after every step, or a file of the package, whole, such as
/// `Sources/App/CalcCore/CalculatorViewModel.swift`:
///
/// ```text
/// // A comment line.
/// section After
///
/// step ContentView.swift guard-reset
/// screen --events "wait 3s 1 2 reset"
/// Replace the three lines of `if` in `onReset()` with one `guard`.
///
/// step Sources/App/CalcCore/CalculatorViewModel.swift
/// Open the kit's view model at {line: func onSubmit()}.
/// ```
///
/// `section` names a `## ` heading of the lesson. `step` names the file and,
/// for the course's file, the stage. `screen` gives the `calc-render`
/// arguments that draw the screen the step leads to. The lines after them, up
/// to a blank line, are the step's instruction, where `{line: TEXT}` becomes
/// the number of the one line of the step's file that holds `TEXT` (text on
/// more than one line is an error), so the numbers the prose gives are the
/// listing's.
struct TutorialPlan: Equatable {
  /// One step of the plan.
  struct Step: Equatable {
    /// The plan line of its `step` keyword, for messages.
    let line: Int
    /// The file it shows: a staged file's name, or a path in the package.
    let file: String
    /// The staged file's stage it shows; `nil` for a file of the package.
    let stage: String?
    /// The `calc-render` arguments of its screen; `nil` when the code draws none.
    let screen: [String]?
    /// The instruction, one paragraph.
    let text: String

    /// Whether it shows a file of the package, whole, rather than a stage of a staged file.
    var showsPackageFile: Bool { file.contains("/") }
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

  /// An empty plan, for a lesson without steps of its own.
  static func empty(path: String) -> TutorialPlan { TutorialPlan(path: path, sections: []) }

  private init(path: String, sections: [Section]) {
    self.path = path
    self.sections = sections
  }

  /// Every step, in order.
  var steps: [Step] { sections.flatMap(\.steps) }

  /// Parses a plan's text.
  ///
  /// - Throws: `LessonDocsError.plan` naming the line that is not in the shape above.
  init(_ text: String, path: String) throws(LessonDocsError) {
    self.path = path
    var sections: [Section] = []
    var current: (line: Int, title: String, steps: [Step])?
    var step: (line: Int, file: String, stage: String?, screen: [String]?, text: [String])?

    func finishStep() throws(LessonDocsError) {
      guard let open = step else { return }
      step = nil
      guard !open.text.isEmpty else {
        throw .plan(file: path, line: open.line, problem: "step has no instruction")
      }
      current?.steps.append(
        Step(
          line: open.line, file: open.file, stage: open.stage, screen: open.screen,
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
        step = try Self.step(rest, line: number, path: path)
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
          problem: "expected 'section TITLE', 'step FILE [STAGE]' or a comment")
      }
    }
    try finishSection()
    self.sections = sections
  }

  /// A `step` line's file and stage: a staged file needs its stage, a package file has none.
  private static func step(_ rest: String, line: Int, path: String) throws(LessonDocsError)
    -> (line: Int, file: String, stage: String?, screen: [String]?, text: [String])
  {
    let words = rest.split(separator: " ").map(String.init)
    let isPackageFile = words[0].contains("/")
    guard words.count == (isPackageFile ? 1 : 2) else {
      throw .plan(
        file: path, line: line,
        problem: "expected 'step FILE STAGE' for the course's file, such as "
          + "'step ContentView.swift guard-reset', or 'step PATH' for a file of the package")
    }
    return (line, words[0], isPackageFile ? nil : words[1], nil, [])
  }

  /// The text after `keyword ` at the start of a line.
  private static func argument(of keyword: String, in line: String) -> String? {
    guard line.hasPrefix(keyword + " ") else { return nil }
    let rest = line.dropFirst(keyword.count + 1).trimmingSpaces
    return rest.isEmpty ? nil : rest
  }
}
