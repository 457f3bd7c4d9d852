import LessonReading

/// Turns a lesson's Markdown into a ``LessonTutorial``, its code resolved from the sources.
///
/// Prose before a section's first block introduces the section; each block
/// becomes a step whose paragraph is the plain paragraph right above it (or a
/// line saying where the code comes from); other prose stays between steps.
@MainActor
struct TutorialBuilder {
  /// Resolves each block to its lines as the code gives them now.
  let resolver: BlockResolver

  /// The tutorial for one lesson.
  ///
  /// - Parameters:
  ///   - document: The lesson, parsed.
  ///   - slug: Its file name without `.md`; names the tutorial and its files.
  /// - Returns: The tutorial, its code files' lines as the code gives them now.
  /// - Throws: The `LessonError` of the first block that cannot be resolved.
  func tutorial(of document: MarkdownDocument, slug: String) async throws(LessonError)
    -> LessonTutorial
  {
    let parts = Self.parts(of: document)
    let titleLine = document.lines.first { $0.hasPrefix("# ") } ?? slug
    var introduction: [String] = []
    var sections: [LessonTutorial.Section] = []
    var before: [LessonTutorial.CodeFile] = []
    var count = 0
    for part in parts {
      if part.title == nil {
        introduction = TutorialProse.lines(part.prose.first ?? [])
      }
      // Blocks above the first heading still become steps, in a section of their own.
      guard let title = part.title ?? (part.blocks.isEmpty ? nil : "Overview") else { continue }
      var opening = TutorialProse.paragraphs(part.title == nil ? [] : part.prose.first ?? [])
      var firstAbove: [String] = []
      // A paragraph that leads into the first block ("…at once:") is that step's text.
      if !part.blocks.isEmpty, let last = opening.last, last.last?.hasSuffix(":") == true,
        TutorialProse.isPlainParagraph(last)
      {
        firstAbove = last
        opening.removeLast()
      }
      var files: [LessonTutorial.CodeFile] = []
      var items: [LessonTutorial.Item] = []
      for (position, block) in part.blocks.enumerated() {
        count += 1
        let file = try await codeFile(block, number: count, slug: slug, path: document.path)
        let previous = Self.isAfter(title) ? Self.closest(to: file, among: before) : nil
        let above = position == 0 ? firstAbove : part.prose[position]
        items += step(file, above: above, previous: previous)
        files.append(file)
      }
      if !part.blocks.isEmpty, let trailing = part.prose.last {
        items += TutorialProse.paragraphs(trailing).map { .prose($0) }
      }
      if Self.isBefore(title) { before = files.filter { $0.file.hasSuffix(".swift") } }
      let introduction = Array(opening.map { [""] + $0 }.joined().dropFirst())
      sections.append(
        LessonTutorial.Section(
          title: title,
          introduction: introduction.isEmpty
            ? [Self.introduction(for: title, first: files.first)] : introduction,
          items: items))
    }
    return LessonTutorial(
      slug: slug, title: String(titleLine.dropFirst(2)), introduction: introduction,
      sections: sections)
  }

  /// A section of the document: its title (`nil` before the first `## `), its
  /// blocks, and the prose around them: one run of lines before each block and one after the last.
  private struct Part {
    var title: String?
    var blocks: [MarkdownDocument.Block] = []
    var prose: [[String]] = [[]]
  }

  private static func parts(of document: MarkdownDocument) -> [Part] {
    var parts = [Part()]
    var line = 0
    var blocks = document.blocks[...]
    while line < document.lines.count {
      let text = document.lines[line]
      if let block = blocks.first, block.line == line + 1 {
        parts[parts.count - 1].blocks.append(block)
        parts[parts.count - 1].prose.append([])
        blocks = blocks.dropFirst()
        line = block.closingLine
        continue
      }
      if text.hasPrefix("## ") {
        parts.append(Part(title: String(text.dropFirst(3))))
      } else if !text.hasPrefix("# ") {
        parts[parts.count - 1].prose[parts[parts.count - 1].prose.count - 1].append(text)
      }
      line += 1
    }
    return parts
  }

  private func step(
    _ file: LessonTutorial.CodeFile, above prose: [String],
    previous: LessonTutorial.CodeFile?
  ) -> [LessonTutorial.Item] {
    var paragraphs = TutorialProse.paragraphs(prose)
    let source = file.origin
    var text = source
    var caption: String?
    if let last = paragraphs.last, TutorialProse.isPlainParagraph(last) {
      text = last.joined(separator: " ")
      caption = source
      paragraphs.removeLast()
    }
    if let previous {
      caption =
        (caption ?? "") + (caption == nil ? "" : " ")
        + "Highlighted: the lines that differ from `\(previous.name)` in \"Before\"."
    }
    let step = LessonTutorial.Step(
      text: text, caption: caption, code: file, previousFile: previous?.file)
    return paragraphs.map { .prose($0) } + [.step(step)]
  }

  private func codeFile(
    _ block: MarkdownDocument.Block, number: Int, slug: String, path: String
  ) async throws(LessonError) -> LessonTutorial.CodeFile {
    let kind = try LessonBlockKind(block, file: path)
    let lines = try await resolver.liveLines(of: block, file: path) ?? block.lines
    let language = block.info.split(separator: " ").first.map(String.init) ?? ""
    let isSwift = language == "swift"
    let body = isSwift ? TutorialProse.twoSpaceIndented(lines) : lines
    let fileExtension = isSwift || language == "sh" ? language : "txt"
    return LessonTutorial.CodeFile(
      file: "\(slug)-\(number).\(fileExtension)", name: Self.name(of: kind, language: language),
      lines: body, origin: TutorialProse.origin(of: kind, reindented: body != lines))
  }

  /// The name shown above a block's code.
  private static func name(of kind: LessonBlockKind, language: String) -> String {
    switch kind {
    case .source(let path, _): String(path.split(separator: "/").last ?? Substring(path))
    case .seed(let file, _): file
    case .illustrative: "Sketch.swift"
    case .screen: "Screen"
    case .failure: "Failure"
    case .console, .unchecked, .other: language == "swift" ? "Sketch.swift" : "Terminal"
    }
  }

  /// A section's opening line when the lesson has none: DocC shows no section without one.
  private static func introduction(for title: String, first: LessonTutorial.CodeFile?) -> String {
    if isBefore(title) { return "The code as the review found it." }
    if isAfter(title) {
      return "The code after the review, each change highlighted against the code before it."
    }
    switch first?.name {
    case "Screen": return "The screens, as the renderer draws them from the code now."
    case "Terminal": return "Commands to run in the package's folder."
    default: return "The code, step by step."
    }
  }

  private static func isBefore(_ title: String) -> Bool { title.lowercased().hasPrefix("before") }
  private static func isAfter(_ title: String) -> Bool { title.lowercased().hasPrefix("after") }

  /// The "Before" file that shares the most lines with `file`; the first on a tie.
  static func closest(
    to file: LessonTutorial.CodeFile, among candidates: [LessonTutorial.CodeFile]
  ) -> LessonTutorial.CodeFile? {
    guard file.file.hasSuffix(".swift") else { return nil }
    let lines = Set(file.lines.map(\.trimmedLine).filter { !$0.isEmpty })
    var best: (file: LessonTutorial.CodeFile, shared: Int)?
    for candidate in candidates {
      let shared = Set(candidate.lines.map(\.trimmedLine)).intersection(lines).count
      if shared > best?.shared ?? -1 { best = (candidate, shared) }
    }
    return best?.file
  }
}
