import LessonReading

/// Turns a lesson's Markdown and its step plan into a ``LessonTutorial``, its code resolved
/// from the sources.
///
/// Each `## ` section of the lesson becomes a section of steps. A Swift block
/// is shown by the plan's steps, which say which file each step builds and
/// what to do; each step's code is the file after the step, and the step
/// before it that built the same file is its previous file. A screen block
/// becomes a step showing the screen as an image; other blocks (commands,
/// output) become steps with their text. The lesson's prose stays by its
/// block: the paragraph that leads into a block (ending in a colon) is its
/// step's caption, and the paragraphs after a block follow its step.
@MainActor
struct TutorialBuilder {
  /// Resolves each block to its lines as the code gives them now.
  let resolver: BlockResolver
  /// Rewrites the lessons' links for the site.
  let prose: TutorialProse

  /// The screen a tutorial starts from, and the one last shown.
  private struct ScreenState {
    var arguments: [String]?
    var lines: [String]?
    var count = 0
  }

  /// The tutorial for one lesson.
  ///
  /// - Parameters:
  ///   - document: The lesson, parsed.
  ///   - plan: Its step plan.
  ///   - slug: Its file name without `.md`; names the tutorial and its files.
  /// - Returns: The tutorial, its code files' lines as the code gives them now.
  /// - Throws: The `LessonError` of the first block that cannot be resolved, or a
  ///   plan problem: a Swift block no step shows, a section the lesson lacks.
  func tutorial(of document: MarkdownDocument, plan: TutorialPlan, slug: String)
    async throws(LessonDocsError) -> LessonTutorial
  {
    let parts = Self.parts(of: document)
    for section in plan.sections where !parts.contains(where: { $0.title == section.title }) {
      throw .plan(
        file: plan.path, line: section.line,
        problem: "no section '\(section.title)' in \(document.path)")
    }
    let titleLine = document.lines.first { $0.hasPrefix("# ") } ?? slug
    var introduction: [String] = []
    var sections: [LessonTutorial.Section] = []
    var screen = ScreenState()
    screen.arguments = try firstScreen(in: document)
    var count = 0
    for part in parts {
      if part.title == nil {
        introduction = prose.lines(part.prose.first ?? [])
      }
      // Blocks above the first heading still become steps, in a section of their own.
      guard let title = part.title ?? (part.blocks.isEmpty ? nil : "Overview") else { continue }
      let planSection = plan.sections.first { $0.title == title }
      sections.append(
        try await section(
          part, title: title, steps: planSection?.steps ?? [], planLine: planSection?.line ?? 1,
          document: document, plan: plan, slug: slug, count: &count, screen: &screen))
    }
    return LessonTutorial(
      slug: slug, title: String(titleLine.dropFirst(2)), introduction: introduction,
      sections: sections)
  }

  private func section(
    _ part: Part, title: String, steps: [TutorialPlan.Step], planLine: Int,
    document: MarkdownDocument,
    plan: TutorialPlan, slug: String, count: inout Int, screen: inout ScreenState
  ) async throws(LessonDocsError) -> LessonTutorial.Section {
    var opening = prose.paragraphs(part.title == nil ? [] : part.prose.first ?? [])
    var leadIns: [String?] = []
    var between: [[[String]]] = []
    for index in part.blocks.indices {
      var paragraphs = index == 0 ? opening : prose.paragraphs(part.prose[index])
      var leadIn: String?
      // The section's only paragraph stays its introduction, even when it ends in a colon.
      if let last = paragraphs.last, TutorialProse.isLeadIn(last),
        index > 0 || paragraphs.count > 1
      {
        // Under the code, the colon that led into it would point at nothing.
        leadIn = String(last.joined(separator: " ").dropLast()) + "."
        paragraphs.removeLast()
      }
      leadIns.append(leadIn)
      if index == 0 { opening = paragraphs } else { between.append(paragraphs) }
    }
    var items: [LessonTutorial.Item] = []
    var pending = steps[...]
    var built: [String: String] = [:]
    var shownSteps: [TutorialPlan.Step] = []
    var sketches = part.blocks.filter { $0.info.split(separator: " ").contains("illustrative") }[
      ...]
    for (index, block) in part.blocks.enumerated() {
      if index > 0 { items += between[index - 1].map { .prose($0) } }
      let kind: LessonBlockKind
      do { kind = try LessonBlockKind(block, file: document.path) } catch { throw .lesson(error) }
      guard Self.isSwift(kind) else {
        count += 1
        items.append(
          .step(
            try await step(
              showing: block, kind: kind, caption: leadIns[index], slug: slug, count: count,
              screen: &screen, document: document)))
        continue
      }
      // The lesson's own block must resolve, whichever steps show it.
      do { _ = try await resolver.liveLines(of: block, file: document.path) } catch {
        throw .lesson(error)
      }
      // A step that showed an earlier block may have shown this one too.
      if shownSteps.contains(where: { self.step($0, shows: kind) }) {
        if let leadIn = leadIns[index] { items.append(.prose([leadIn])) }
        continue
      }
      guard let shown = pending.firstIndex(where: { self.step($0, shows: kind) }) else {
        throw .plan(
          file: plan.path, line: planLine,
          problem: "no step of section '\(title)' shows \(document.path):\(block.line) "
            + "(\(block.info)); add one that names it")
      }
      for planStep in pending[...shown] {
        count += 1
        let isShown = planStep == pending[shown]
        let sketch = planStep.references.contains("illustrative") ? sketches.popFirst() : nil
        items.append(
          .step(
            try await step(
              planStep, caption: isShown ? leadIns[index] : nil, sketch: sketch, slug: slug,
              count: count, built: &built, screen: &screen, plan: plan)))
      }
      shownSteps += pending[...shown]
      pending = pending[(shown + 1)...]
    }
    for planStep in pending {
      count += 1
      items.append(
        .step(
          try await step(
            planStep, caption: nil, sketch: nil, slug: slug, count: count, built: &built,
            screen: &screen, plan: plan)))
    }
    if !part.blocks.isEmpty, let trailing = part.prose.last {
      items += prose.paragraphs(trailing).map { .prose($0) }
    }
    let introduction = Array(opening.map { [""] + $0 }.joined().dropFirst())
    return LessonTutorial.Section(
      title: title,
      introduction: introduction.isEmpty
        ? [Self.introduction(for: title, items: items)] : introduction,
      items: items)
  }

  /// A step of the plan: its code is the file after the step.
  private func step(
    _ planStep: TutorialPlan.Step, caption: String?, sketch: MarkdownDocument.Block?,
    slug: String, count: Int, built: inout [String: String], screen: inout ScreenState,
    plan: TutorialPlan
  ) async throws(LessonDocsError) -> LessonTutorial.Step {
    var lines: [String] = []
    for reference in planStep.references {
      let part: [String]
      if reference == "illustrative" {
        guard let sketch else {
          throw .plan(
            file: plan.path, line: planStep.line, problem: "no sketch left in this section")
        }
        part = sketch.lines
      } else {
        let block = MarkdownDocument.Block(
          line: planStep.line, closingLine: planStep.line, info: "swift \(reference)", lines: [])
        let resolved: [String]?
        do { resolved = try await resolver.liveLines(of: block, file: plan.path) } catch {
          throw .lesson(error)
        }
        guard let resolved else {
          throw .plan(
            file: plan.path, line: planStep.line,
            problem: "'\(reference)' is not a seed= or source= reference")
        }
        part = resolved
      }
      if !lines.isEmpty { lines.append("") }
      lines += TutorialProse.twoSpaceIndented(part)
    }
    let file = LessonTutorial.CodeFile(
      file: "\(slug)-\(count).swift", name: planStep.file, lines: lines)
    let previous = built[planStep.file]
    built[planStep.file] = file.file
    if let arguments = planStep.screen { screen.arguments = arguments }
    let preview = try await drawScreen(&screen, slug: slug, line: planStep.line, file: plan.path)
    return LessonTutorial.Step(
      text: prose.lines([planStep.text]).joined(separator: " "), caption: caption,
      media: .code(file, previousFile: previous, preview: preview))
  }

  /// A step for a block the plan does not cover: a screen, commands, output.
  private func step(
    showing block: MarkdownDocument.Block, kind: LessonBlockKind, caption: String?,
    slug: String, count: Int, screen: inout ScreenState, document: MarkdownDocument
  ) async throws(LessonDocsError) -> LessonTutorial.Step {
    if case .screen(let arguments) = kind {
      screen.arguments = arguments
      guard
        let drawn = try await drawScreen(&screen, slug: slug, line: block.line, file: document.path)
      else { throw .lesson(.cannotRead(file: document.path, line: block.line, path: "screen")) }
      return LessonTutorial.Step(
        text: "Draw the screen with `\(Self.command(arguments))`.", caption: caption,
        media: .screen(drawn))
    }
    let lines: [String]
    do { lines = try await resolver.liveLines(of: block, file: document.path) ?? block.lines } catch
    {
      throw .lesson(error)
    }
    // A terminal's output that holds screens is shown as an image, as a screen is.
    if case .console = kind, lines.contains(where: Self.isScreenRow) {
      let transcript = LessonTutorial.Screen(
        file: "\(slug)-\(count).svg", arguments: [], lines: lines, changedRows: nil)
      return LessonTutorial.Step(
        text: Self.instruction(for: kind, lines: lines), caption: caption,
        media: .screen(transcript))
    }
    let language = block.info.split(separator: " ").first.map(String.init) ?? ""
    let fileExtension = language == "sh" ? "sh" : "txt"
    let file = LessonTutorial.CodeFile(
      file: "\(slug)-\(count).\(fileExtension)", name: Self.name(of: kind, language: language),
      lines: lines)
    let preview = try await drawScreen(&screen, slug: slug, line: block.line, file: document.path)
    return LessonTutorial.Step(
      text: Self.instruction(for: kind, lines: lines), caption: caption,
      media: .code(file, previousFile: nil, preview: preview))
  }

  /// Draws the current screen, its rows compared with the screen drawn before.
  private func drawScreen(_ state: inout ScreenState, slug: String, line: Int, file: String)
    async throws(LessonDocsError) -> LessonTutorial.Screen?
  {
    guard let arguments = state.arguments else { return nil }
    let lines: [String]
    do {
      lines = try await resolver.output(
        arguments, command: Self.command(arguments), at: line, file: file)
    } catch {
      throw .lesson(error)
    }
    let changed = state.lines.map { ScreenImage.changedRows(of: lines, from: $0) }
    state.lines = lines
    state.count += 1
    return LessonTutorial.Screen(
      file: "\(slug)-screen-\(state.count).svg", arguments: arguments, lines: lines,
      changedRows: changed)
  }

  /// The arguments of the lesson's first screen block: the screen its first steps show.
  private func firstScreen(in document: MarkdownDocument) throws(LessonDocsError) -> [String]? {
    for block in document.blocks {
      let kind: LessonBlockKind
      do { kind = try LessonBlockKind(block, file: document.path) } catch { throw .lesson(error) }
      if case .screen(let arguments) = kind { return arguments }
    }
    return nil
  }

  /// Whether a line is a screen's top or bottom edge, as `calc-render` draws it.
  static func isScreenRow(_ line: String) -> Bool {
    (line.hasPrefix("+--") && line.hasSuffix("-+"))
      || (line.hasPrefix("┌─") && line.hasSuffix("─┐"))
  }

  /// Whether a plan step shows a Swift block: it names the block's source slice or a slice of
  /// the same file that holds it, seed lines that hold the block's, or a sketch for a sketch.
  func step(_ step: TutorialPlan.Step, shows kind: LessonBlockKind) -> Bool {
    step.references.contains { reference in
      switch kind {
      case .source(let path, let marker):
        guard reference.hasPrefix("source=\(path)#") else { return false }
        let outer = String(reference.dropFirst("source=\(path)#".count))
        return outer == marker || isMarker(marker, inside: outer, of: path)
      case .seed(let file, let lines):
        guard reference.hasPrefix("seed=\(file):") else { return false }
        let bounds = reference.dropFirst("seed=\(file):".count).split(separator: "-")
          .compactMap { Int($0) }
        return bounds.count == 2 && bounds[0] <= lines.lowerBound && lines.upperBound <= bounds[1]
      case .illustrative:
        return reference == "illustrative"
      default:
        return false
      }
    }
  }

  /// Whether the slice `inner` of a source file lies within its slice `outer`.
  private func isMarker(_ inner: String, inside outer: String, of path: String) -> Bool {
    let lines = MarkdownDocument.lines(of: resolver.readFile(path) ?? "").map(\.trimmedLine)
    func span(_ marker: String) -> ClosedRange<Int>? {
      guard let begin = lines.firstIndex(of: "// lesson:\(marker) begin"),
        let end = lines.firstIndex(of: "// lesson:\(marker) end"), begin < end
      else { return nil }
      return begin...end
    }
    guard let inner = span(inner), let outer = span(outer) else { return false }
    return outer.lowerBound < inner.lowerBound && inner.upperBound < outer.upperBound
  }

  private static func isSwift(_ kind: LessonBlockKind) -> Bool {
    switch kind {
    case .source, .seed, .illustrative: true
    default: false
    }
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

  /// The name shown above a block's text.
  private static func name(of kind: LessonBlockKind, language: String) -> String {
    switch kind {
    case .failure: "Failure"
    case .console: "Terminal"
    default: language == "text" ? "Reference" : "Terminal"
    }
  }

  /// What a step that shows commands or output asks you to do.
  private static func instruction(for kind: LessonBlockKind, lines: [String]) -> String {
    switch kind {
    case .failure:
      return "Run the test after editing its reference; `swift test` prints this failure."
    case .console:
      let commands = lines.filter { $0.hasPrefix("$ ") }
      if commands.count == 1, let command = commands.first {
        return "Run `\(command.dropFirst(2))` in the package's folder."
      }
      return "Run these commands in the package's folder."
    default:
      let commands = lines.filter { !$0.trimmedLine.isEmpty }
      if commands.count == 1, let command = commands.first {
        return "Run `\(command)` in the package's folder."
      }
      return commands.allSatisfy { $0.hasPrefix("swift ") || $0.hasPrefix("echo ") }
        ? "Run these commands in the package's folder." : "Read the file."
    }
  }

  /// A section's opening line when the lesson has none: DocC shows no section without one.
  private static func introduction(for title: String, items: [LessonTutorial.Item]) -> String {
    let media = items.compactMap { item -> LessonTutorial.Media? in
      guard case .step(let step) = item else { return nil }
      return step.media
    }
    if title.lowercased().hasPrefix("before") { return "The code as the review found it." }
    if title.lowercased().hasPrefix("after") { return "The code after the review, step by step." }
    switch media.first {
    case .screen: return "The screens, as the renderer draws them from the code now."
    case .code(let file, _, _) where file.name == "Terminal":
      return "Commands to run in the package's folder."
    default: return "The code, step by step."
    }
  }

  /// A `calc-render` command as you would type it.
  static func command(_ arguments: [String]) -> String {
    (["swift", "run", "calc-render"] + arguments.map(quoted)).joined(separator: " ")
  }

  /// A word as a shell reads it back: single-quoted when it holds anything but plain characters.
  private static func quoted(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isLetter || $0.isNumber || ",.-_=/:".contains($0) }
    return plain && !word.isEmpty ? word : "'\(word)'"
  }
}
