/// A lesson as a DocC tutorial: its `## ` sections, each a run of steps that build files.
///
/// A step that edits the course's file names the file as it was before the
/// edit as its previous file, so DocC highlights the lines the step changed;
/// a step that opens a file of the package shows it whole, in a fresh pane.
/// Screens and command output are what the code draws and prints now,
/// resolved from the same sources the lesson's checks read, so the tutorial
/// and the Markdown lesson cannot disagree.
struct LessonTutorial: Equatable {
  /// A file a step shows, kept in the catalog's resources.
  struct CodeFile: Equatable {
    /// The resource's name, unique in the catalog, such as `02-guard-3.swift`.
    let file: String
    /// The name shown above the code, such as `CalculatorViewModel.swift`.
    let name: String
    /// The file's lines.
    let lines: [String]
  }

  /// A screen the calculator draws, or what a command prints, kept in the catalog's resources
  /// as SVG.
  struct Screen: Equatable {
    /// The resource's name, such as `02-guard-screen-3.svg`.
    let file: String
    /// The command that draws it, as you type it; `nil` for a terminal's output of several.
    let command: String?
    /// The screen's rows, or the terminal's lines.
    let lines: [String]
    /// The rows (0-based) new since the screen shown before it; `nil` when nothing is compared.
    let changedRows: [Int]?
    /// Whether it is a terminal's output rather than the calculator's screen.
    var isTerminal = false

    /// The image's description: the command that draws it.
    var alt: String {
      guard let command else { return "What the commands print in the terminal" }
      return isTerminal ? "What \(command) prints" : "The screen \(command) draws"
    }
  }

  /// What a step shows beside its text.
  enum Media: Equatable {
    /// A file, the file it changes (`nil` for a fresh pane), and the screen it draws as its
    /// preview, when that differs from the screen shown before.
    case code(CodeFile, previousFile: String?, preview: Screen?)
    /// A screen or a terminal's output, as an image.
    case screen(Screen)
  }

  /// One step: an instruction, what it shows, and a paragraph under it.
  struct Step: Equatable {
    /// The step's one paragraph of instruction.
    let text: String
    /// The lesson's paragraph that leads into the step's block; `nil` when it has none.
    let caption: String?
    /// The code or screen the step shows.
    let media: Media
  }

  /// What a section's steps hold, in order.
  enum Item: Equatable {
    /// Markdown lines shown between steps: the lesson's prose around its blocks.
    case prose([String])
    /// A step.
    case step(Step)
  }

  /// A section: a `## ` heading of the lesson.
  struct Section: Equatable {
    /// The heading's text.
    let title: String
    /// The Markdown lines before the section's first step.
    let introduction: [String]
    /// The steps and the prose between them.
    let items: [Item]
  }

  /// The lesson's file name without `.md`, such as `02-guard`; the tutorial's page name.
  let slug: String
  /// The lesson's title, such as `2. Guard`.
  let title: String
  /// Files the steps compare with but do not show: the course's file as the lesson found it.
  var hiddenFiles: [CodeFile] = []
  /// The Markdown lines between the title and the first section.
  let introduction: [String]
  /// The sections, in order.
  let sections: [Section]

  /// Every step, in order.
  var steps: [Step] {
    sections.flatMap(\.items).compactMap { item in
      guard case .step(let step) = item else { return nil }
      return step
    }
  }

  /// Every code file the steps show.
  var codeFiles: [CodeFile] {
    steps.compactMap { step in
      guard case .code(let file, _, _) = step.media else { return nil }
      return file
    }
  }

  /// Every screen the steps show, as an image or as a preview, each once.
  var screens: [Screen] {
    steps.compactMap { step in
      switch step.media {
      case .code(_, _, let preview): preview
      case .screen(let screen): screen
      }
    }
  }
}
