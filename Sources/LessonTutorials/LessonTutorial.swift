/// A lesson as a DocC tutorial: its `## ` sections, each code block a step that shows a file.
///
/// Every step's code is what the lesson's block quotes now, resolved by
/// a `BlockResolver` from the same sources the lesson's checks read, so the
/// tutorial and the Markdown lesson cannot disagree. In a section titled
/// "After", a Swift step names the "Before" step it changes as its previous
/// file, so DocC highlights the lines the review note changed.
struct LessonTutorial: Equatable {
  /// A file a step shows, kept in the catalog's resources.
  struct CodeFile: Equatable {
    /// The resource's name, unique in the catalog, such as `02-guard-3.swift`.
    let file: String
    /// The name shown above the code, such as `CalculatorViewModel.swift`.
    let name: String
    /// The file's lines.
    let lines: [String]
    /// One sentence saying where the lines come from.
    let origin: String
  }

  /// One step: a paragraph, the code it shows, and the file it changes, if any.
  struct Step: Equatable {
    /// The step's one paragraph of instruction.
    let text: String
    /// A paragraph below the code, saying where the code comes from; `nil` when `text` says it.
    let caption: String?
    /// The code the step shows.
    let code: CodeFile
    /// The resource name of the file this step changes; DocC highlights the changed lines.
    let previousFile: String?
  }

  /// What a section's steps hold, in order.
  enum Item: Equatable {
    /// Markdown lines shown between steps: lists, several paragraphs.
    case prose([String])
    /// A step.
    case step(Step)
  }

  /// A section: a `## ` heading of the lesson.
  struct Section: Equatable {
    /// The heading's text.
    let title: String
    /// The Markdown lines before the section's first code block.
    let introduction: [String]
    /// The steps and the prose between them.
    let items: [Item]
  }

  /// The lesson's file name without `.md`, such as `02-guard`; the tutorial's page name.
  let slug: String
  /// The lesson's title, such as `2. Guard`.
  let title: String
  /// The Markdown lines between the title and the first section.
  let introduction: [String]
  /// The sections, in order.
  let sections: [Section]

  /// Every code file the steps show.
  var codeFiles: [CodeFile] {
    sections.flatMap(\.items).compactMap { item in
      guard case .step(let step) = item else { return nil }
      return step.code
    }
  }
}
