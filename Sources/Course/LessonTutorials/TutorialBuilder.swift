import LessonReading

/// Turns a lesson's Markdown and its step plan into a ``LessonTutorial``.
///
/// Each `## ` section of the lesson becomes a section of steps; a section
/// with no code, screen or command (a "Why") becomes prose under its heading
/// in the section before it, so no section stands beside an empty code pane.
/// The plan's steps show files: the course's file at a stage, which the step
/// edits (its previous file is the file before the edit, so DocC highlights
/// the change), or a file of the package, whole. Every Swift block of the
/// seed a lesson quotes must appear in a file a step of its section shows,
/// so a lesson cannot gain code the tutorial skips; the kit's code that a
/// step does not show, and a sketch the review wrote, stay beside the steps
/// as quoted listings, so the steps are the file you build.
/// A screen block becomes a step showing the screen; each command of a
/// command block becomes a step showing what it prints: the screen it draws,
/// or, for `check N` and `hint N`, the exercises' words.
@MainActor
struct TutorialBuilder {
  /// Resolves each block to its lines as the code gives them now.
  let resolver: BlockResolver
  /// Rewrites the lessons' links for the site.
  let prose: TutorialProse
  /// The files the steps edit, by name.
  var staged: [String: StagedFile] = [:]
  /// The stage of each staged file each lesson starts from, by file name and slug; absent
  /// before the file's first stage.
  var startStages: [String: [String: Int]] = [:]
  /// What `calc-render check N` and `hint N` print as an exercise starts, as terminal lines.
  var exerciseOutput: (_ command: String, _ number: Int) -> [String]? = { _, _ in nil }

  /// The page the Practise sections link: every exercise, and how to do them.
  nonisolated static let exercisesPage = "DoingTheExercises"

  /// The screen last shown, which the next one is compared with.
  private struct ScreenState {
    var lines: [String]?
    var count = 0
  }

  /// What a section's building carries from step to step.
  private struct Progress {
    var count = 0
    var screen = ScreenState()
    /// The resource each file was last shown as in this tutorial, by the file's name or path.
    var shown: [String: String] = [:]
    var hidden: [LessonTutorial.CodeFile] = []
  }

  /// The tutorial for one lesson.
  ///
  /// - Parameters:
  ///   - document: The lesson, parsed.
  ///   - plan: Its step plan.
  ///   - slug: Its file name without `.md`; names the tutorial and its files.
  /// - Returns: The tutorial, its code files' lines as the code gives them now.
  /// - Throws: The `LessonError` of the first block that cannot be resolved, or a
  ///   plan problem: a Swift block no step shows, a section the lesson lacks, a step
  ///   whose `{line: …}` its file does not hold.
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
    var progress = Progress()
    var waiting: [LessonTutorial.Item] = []
    for part in parts {
      if part.title == nil {
        introduction = prose.lines(part.prose.first ?? [])
      }
      // Blocks above the first heading still become steps, in a section of their own.
      guard let title = part.title ?? (part.blocks.isEmpty ? nil : "Overview") else { continue }
      let planSection = plan.sections.first { $0.title == title }
      let steps = planSection?.steps ?? []
      if part.blocks.isEmpty && steps.isEmpty {
        // Prose only: under its own heading, after the steps of the section before.
        let items =
          [LessonTutorial.Item.prose(["### \(Self.plainTitle(title))"])]
          + prose.paragraphs(part.prose.flatMap { $0 }).map { .prose($0) }
        if let last = sections.indices.last {
          sections[last] = sections[last].appending(items)
        } else {
          waiting += items
        }
        continue
      }
      var section = try await self.section(
        part, title: title, steps: steps, planLine: planSection?.line ?? 1,
        document: document, plan: plan, slug: slug, progress: &progress)
      if !section.items.contains(where: \.isStep) {
        // Prose and sketches only, such as the review's own version: the same.
        var opening = prose.paragraphs(part.prose.first ?? [])
        if let last = opening.last, TutorialProse.isLeadIn(last) { opening.removeLast() }
        let items =
          [LessonTutorial.Item.prose(["### \(section.title)"])]
          + opening.map { .prose($0) } + section.items
        if let last = sections.indices.last {
          sections[last] = sections[last].appending(items)
        } else {
          waiting += items
        }
        continue
      }
      if !waiting.isEmpty {
        section = section.prepending(waiting)
        waiting = []
      }
      sections.append(section)
    }
    var tutorial = LessonTutorial(
      slug: slug, title: String(titleLine.dropFirst(2)), introduction: introduction,
      sections: sections)
    tutorial.hiddenFiles = progress.hidden
    return tutorial
  }

  private func section(
    _ part: Part, title: String, steps: [TutorialPlan.Step], planLine: Int,
    document: MarkdownDocument, plan: TutorialPlan, slug: String, progress: inout Progress
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
    var files: [[String]] = []
    for step in steps {
      files.append(try lines(of: step, plan: plan))
    }
    var items: [LessonTutorial.Item] = []
    var next = 0
    for (index, block) in part.blocks.enumerated() {
      if index > 0 { items += between[index - 1].map { .prose($0) } }
      let kind: LessonBlockKind
      do { kind = try LessonBlockKind(block, file: document.path) } catch { throw .lesson(error) }
      switch kind {
      case .illustrative:
        // A sketch the review wrote: quoted as it is, not a step of the file.
        if let leadIn = leadIns[index] { items.append(.prose([String(leadIn.dropLast()) + ":"])) }
        let language = block.info.split(separator: " ").first.map(String.init) ?? "swift"
        items.append(.prose(["```\(language)"] + block.lines + ["```"]))
        continue
      case .source, .seed:
        let lines: [String]
        do { lines = try await resolver.liveLines(of: block, file: document.path) ?? [] } catch {
          throw .lesson(error)
        }
        if files[..<next].contains(where: { Self.file($0, holds: lines) }) {
          if let leadIn = leadIns[index] { items.append(.prose([leadIn])) }
          continue
        }
        guard let shown = files[next...].firstIndex(where: { Self.file($0, holds: lines) }) else {
          // The kit's code beside the file being built: quoted, not a step of it.
          guard case .source(let path, _) = kind else {
            throw .plan(
              file: plan.path, line: planLine,
              problem: "no step of section '\(title)' shows \(document.path):\(block.line) "
                + "(\(block.info)); show a file that holds it")
          }
          // The steps come first: they are the file you build; the kit's version follows them.
          for stepIndex in steps.indices.dropFirst(next) {
            items.append(
              .step(
                try await step(
                  steps[stepIndex], lines: files[stepIndex], caption: nil, slug: slug,
                  plan: plan, progress: &progress)))
          }
          next = steps.count
          items.append(
            .prose([leadIns[index].map { String($0.dropLast()) + ":" } ?? "In `\(path)`:"]))
          items.append(.prose(["```swift"] + lines + ["```"]))
          continue
        }
        for stepIndex in next...shown {
          items.append(
            .step(
              try await step(
                steps[stepIndex], lines: files[stepIndex],
                caption: stepIndex == shown ? leadIns[index] : nil, slug: slug, plan: plan,
                progress: &progress)))
        }
        next = shown + 1
      default:
        items += try await self.steps(
          showing: block, kind: kind, caption: leadIns[index], slug: slug, document: document,
          progress: &progress
        ).map { .step($0) }
      }
    }
    for stepIndex in steps.indices.dropFirst(next) {
      items.append(
        .step(
          try await step(
            steps[stepIndex], lines: files[stepIndex], caption: nil, slug: slug, plan: plan,
            progress: &progress)))
    }
    if !part.blocks.isEmpty, let trailing = part.prose.last {
      items += prose.paragraphs(trailing).map { .prose($0) }
    }
    if title.lowercased().hasPrefix("practi") {
      items.append(
        .prose([
          "Every exercise, drill and quiz, and what a check prints: "
            + "<doc:\(Self.exercisesPage)>."
        ]))
    }
    let introduction = Array(opening.map { [""] + $0 }.joined().dropFirst())
    return LessonTutorial.Section(
      title: Self.plainTitle(title),
      introduction: introduction.isEmpty
        ? [Self.introduction(for: title, items: items)] : introduction,
      items: items)
  }

  /// The lines a plan step's file has after the step.
  private func lines(of step: TutorialPlan.Step, plan: TutorialPlan) throws(LessonDocsError)
    -> [String]
  {
    if step.showsPackageFile {
      guard let text = resolver.readFile(step.file) else {
        throw .plan(file: plan.path, line: step.line, problem: "cannot read \(step.file)")
      }
      return MarkdownDocument.lines(of: text).reversed().drop { $0.isEmpty }.reversed()
    }
    guard let course = staged[step.file] else {
      throw .plan(
        file: plan.path, line: step.line,
        problem: "no staged file '\(step.file)' in \(LessonDocs.stagedFolder); "
          + "a file of the package is named by its path")
    }
    guard let stage = step.stage, let lines = course.lines(at: stage) else {
      throw .plan(
        file: plan.path, line: step.line,
        problem: "no stage '\(step.stage ?? "")' in \(course.path)")
    }
    return lines
  }

  /// A step of the plan: the file after it, compared with the file before it.
  private func step(
    _ planStep: TutorialPlan.Step, lines: [String], caption: String?, slug: String,
    plan: TutorialPlan, progress: inout Progress
  ) async throws(LessonDocsError) -> LessonTutorial.Step {
    progress.count += 1
    let name = String(planStep.file.split(separator: "/").last ?? "")
    let fileExtension = name.split(separator: ".").last.map(String.init) ?? "txt"
    let file = LessonTutorial.CodeFile(
      file: "\(slug)-\(progress.count).\(fileExtension)", name: name, lines: lines)
    var previous = progress.shown[planStep.file]
    if previous == nil, let course = staged[planStep.file],
      let stage = planStep.stage.flatMap({ course.stages.firstIndex(of: $0) }),
      let start = startStages[planStep.file]?[slug], stage > start
    {
      // The file as the lesson found it: shown by no step, compared with by this one.
      let stem = name.split(separator: ".").first.map(String.init) ?? name
      let before = LessonTutorial.CodeFile(
        file: "\(slug)-\(stem)-start.\(fileExtension)", name: name,
        lines: course.lines(at: start))
      progress.hidden.append(before)
      previous = before.file
    }
    progress.shown[planStep.file] = file.file
    var preview: LessonTutorial.Screen?
    if let arguments = planStep.screen {
      preview = try await drawScreen(
        arguments, state: &progress.screen, slug: slug, line: planStep.line, file: plan.path,
        onlyIfChanged: true)
    }
    return LessonTutorial.Step(
      text: try Self.numberingLines(
        prose.lines([planStep.text]).joined(separator: " "), in: lines, plan: plan,
        line: planStep.line),
      caption: caption, media: .code(file, previousFile: previous, preview: preview))
  }

  /// The steps for a block the plan does not cover: a screen, commands, output.
  private func steps(
    showing block: MarkdownDocument.Block, kind: LessonBlockKind, caption: String?,
    slug: String, document: MarkdownDocument, progress: inout Progress
  ) async throws(LessonDocsError) -> [LessonTutorial.Step] {
    if case .screen(let arguments) = kind {
      let drawn = try await drawScreen(
        arguments, state: &progress.screen, slug: slug, line: block.line, file: document.path,
        onlyIfChanged: false)
      guard let drawn else {
        throw .lesson(.cannotRead(file: document.path, line: block.line, path: "screen"))
      }
      return [
        LessonTutorial.Step(
          text: "Draw the screen with `\(Self.command(arguments))`.", caption: caption,
          media: .screen(drawn))
      ]
    }
    let language = block.info.split(separator: " ").first.map(String.init) ?? ""
    if case .other = kind, language == "sh" {
      var steps: [LessonTutorial.Step] = []
      let commands = block.lines.map { Self.withoutComment($0) }.filter { !$0.isEmpty }
      for command in commands {
        steps.append(
          try await step(
            running: command, caption: steps.isEmpty ? caption : nil, slug: slug,
            line: block.line, document: document, progress: &progress))
      }
      return steps
    }
    let lines: [String]
    do { lines = try await resolver.liveLines(of: block, file: document.path) ?? block.lines } catch
    {
      throw .lesson(error)
    }
    progress.count += 1
    // A terminal's output that holds screens is shown as an image, as a screen is.
    if case .console = kind, lines.contains(where: Self.isScreenRow) {
      let transcript = LessonTutorial.Screen(
        file: "\(slug)-\(progress.count).svg", command: nil, lines: lines, changedRows: nil,
        isTerminal: true)
      return [
        LessonTutorial.Step(
          text: Self.instruction(for: kind, lines: lines), caption: caption,
          media: .screen(transcript))
      ]
    }
    let file = LessonTutorial.CodeFile(
      file: "\(slug)-\(progress.count).txt", name: Self.name(of: kind, language: language),
      lines: lines)
    return [
      LessonTutorial.Step(
        text: Self.instruction(for: kind, lines: lines), caption: caption,
        media: .code(file, previousFile: nil, preview: nil))
    ]
  }

  /// A step that runs one command: what it prints beside it, when the kit can say.
  private func step(
    running command: String, caption: String?, slug: String, line: Int,
    document: MarkdownDocument, progress: inout Progress
  ) async throws(LessonDocsError) -> LessonTutorial.Step {
    progress.count += 1
    let text = "Run `\(command)` in the package's folder."
    let words = ShellWords.split(command) ?? []
    let prefix = ["swift", "run", "calc-render"]
    if words.starts(with: prefix), words.count > prefix.count {
      let arguments = Array(words.dropFirst(prefix.count))
      if arguments.count == 2, ["check", "hint"].contains(arguments[0]),
        let number = Int(arguments[1])
      {
        guard let output = exerciseOutput(arguments[0], number) else {
          throw .plan(
            file: document.path, line: line,
            problem: "no recorded output for '\(command)'; record the starter's check in "
              + "\(LessonDocs.checksFolder)/check-\(arguments[1]).txt")
        }
        let transcript = LessonTutorial.Screen(
          file: "\(slug)-\(progress.count).svg", command: command,
          lines: ["$ \(command)"] + output, changedRows: nil, isTerminal: true)
        return LessonTutorial.Step(text: text, caption: caption, media: .screen(transcript))
      }
      if arguments[0].hasPrefix("--") {
        let output: [String]
        do {
          output = try await resolver.output(
            arguments, command: command, at: line, file: document.path)
        } catch {
          throw .lesson(error)
        }
        // One screen is drawn as the calculator's; anything else (frames, JSON) as printed.
        let edges = output.filter(Self.isScreenRow)
        if edges.count == 2, output.first.map(Self.isScreenRow) == true,
          output.last.map(Self.isScreenRow) == true,
          let drawn = try await drawScreen(
            arguments, state: &progress.screen, slug: slug, line: line, file: document.path,
            onlyIfChanged: false)
        {
          return LessonTutorial.Step(text: text, caption: caption, media: .screen(drawn))
        }
        let transcript = LessonTutorial.Screen(
          file: "\(slug)-\(progress.count).svg", command: command,
          lines: ["$ \(command)"] + output, changedRows: nil, isTerminal: true)
        return LessonTutorial.Step(text: text, caption: caption, media: .screen(transcript))
      }
    }
    let file = LessonTutorial.CodeFile(
      file: "\(slug)-\(progress.count).sh", name: "Terminal", lines: [command])
    return LessonTutorial.Step(
      text: text, caption: caption, media: .code(file, previousFile: nil, preview: nil))
  }

  /// Draws a screen, its new rows marked against the screen shown before; `nil` when
  /// `onlyIfChanged` and it is the same screen.
  ///
  /// The same screen shown again has no changed rows to mark or count, so no line under it
  /// claims any moved.
  private func drawScreen(
    _ arguments: [String], state: inout ScreenState, slug: String, line: Int, file: String,
    onlyIfChanged: Bool
  ) async throws(LessonDocsError) -> LessonTutorial.Screen? {
    let lines: [String]
    do {
      lines = try await resolver.output(
        arguments, command: Self.command(arguments), at: line, file: file)
    } catch {
      throw .lesson(error)
    }
    let same = lines == state.lines
    if onlyIfChanged, same { return nil }
    // The same screen again is compared with nothing: no row of it is new or moved.
    let changed = same ? nil : state.lines.map { ScreenImage.changedRows(of: lines, from: $0) }
    state.lines = lines
    state.count += 1
    return LessonTutorial.Screen(
      file: "\(slug)-screen-\(state.count).svg", command: Self.command(arguments), lines: lines,
      changedRows: changed)
  }

  /// Whether a file's lines hold a block's, in order and together, blank lines and
  /// indentation aside: the seed indents by four spaces where the kit indents by two.
  static func file(_ file: [String], holds block: [String]) -> Bool {
    let wanted = block.map(\.trimmedLine).filter { !$0.isEmpty }
    let lines = file.map(\.trimmedLine).filter { !$0.isEmpty }
    guard !wanted.isEmpty, wanted.count <= lines.count else { return wanted.isEmpty }
    return (0...(lines.count - wanted.count)).contains { start in
      lines[start..<(start + wanted.count)].elementsEqual(wanted)
    }
  }

  /// An instruction with each `{line: TEXT}` as the number of the one line holding `TEXT`.
  ///
  /// - Throws: A plan problem for text the file does not hold, or holds on more than one
  ///   line (the number could name a line the step does not mean), or for a line number
  ///   written by hand, which would not follow the file when it changes.
  static func numberingLines(_ text: String, in lines: [String], plan: TutorialPlan, line: Int)
    throws(LessonDocsError) -> String
  {
    if text.range(of: #"\blines? [0-9]"#, options: .regularExpression) != nil {
      throw .plan(
        file: plan.path, line: line,
        problem: "a line number written by hand; write {line: TEXT} for the line that holds TEXT")
    }
    var result = ""
    var rest = Substring(text)
    while let open = rest.range(of: "{line: "),
      let close = rest[open.upperBound...].firstIndex(of: "}")
    {
      let wanted = String(rest[open.upperBound..<close])
      let holding = lines.indices.filter { lines[$0].contains(wanted) }
      guard let index = holding.first else {
        throw .plan(
          file: plan.path, line: line, problem: "no line of the step's file holds '\(wanted)'")
      }
      guard holding.count == 1 else {
        throw .plan(
          file: plan.path, line: line,
          problem:
            "lines \(holding.map { String($0 + 1) }.joined(separator: ", ")) of the step's file "
            + "hold '\(wanted)'; write text that only the intended line holds")
      }
      result += rest[..<open.lowerBound] + "line \(index + 1)"
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// A heading as DocC shows a title: plain text, so code voice loses its backticks.
  nonisolated static func plainTitle(_ title: String) -> String {
    title.replacingOccurrences(of: "`", with: "")
  }

  /// A command line without a trailing `# comment`.
  private static func withoutComment(_ line: String) -> String {
    let text = line.trimmedLine
    guard let hash = text.range(of: " #") else { return text }
    return String(text[..<hash.lowerBound]).trimmedLine
  }

  /// Whether a line is a screen's top or bottom edge, as `calc-render` draws it.
  static func isScreenRow(_ line: String) -> Bool {
    (line.hasPrefix("+--") && line.hasSuffix("-+"))
      || (line.hasPrefix("┌─") && line.hasSuffix("─┐"))
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

  /// What a step that shows output or a file asks you to do.
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
      return "Read the file."
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
    if title.lowercased().hasPrefix("try") { return "Run these in the package's folder." }
    if title.lowercased().hasPrefix("practi") {
      return "Now you write the code: check it, and ask for a hint when you are stuck."
    }
    switch media.first {
    case .screen: return "The screens, as the renderer draws them from the code now."
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

extension LessonTutorial.Item {
  /// Whether it is a step rather than prose.
  var isStep: Bool {
    if case .step = self { true } else { false }
  }
}

extension LessonTutorial.Section {
  /// The section with more items after its own.
  func appending(_ more: [LessonTutorial.Item]) -> Self {
    Self(title: title, introduction: introduction, items: items + more)
  }

  /// The section with items before its own.
  func prepending(_ more: [LessonTutorial.Item]) -> Self {
    Self(title: title, introduction: introduction, items: more + items)
  }
}
