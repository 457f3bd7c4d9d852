import LessonReading

/// The text of a lesson made fit for a DocC tutorial.
///
/// Links between lessons become links between tutorials, other relative links
/// (which point into the repository, not the site) become their text, and the
/// closing "Next:" line goes, since the tutorials' own navigation leads on.
@MainActor
enum TutorialProse {
  /// The lines, links rewritten, without "Next:" lines and blank lines at either end.
  static func lines(_ lines: [String]) -> [String] {
    var kept = lines.filter { !$0.hasPrefix("Next:") }.map(rewritingLinks)
    while kept.first?.trimmedLine.isEmpty == true { kept.removeFirst() }
    while kept.last?.trimmedLine.isEmpty == true { kept.removeLast() }
    return kept
  }

  /// The lines split at blank lines into paragraphs (a list counts as one), links rewritten.
  static func paragraphs(_ lines: [String]) -> [[String]] {
    var paragraphs: [[String]] = [[]]
    for line in Self.lines(lines) {
      if line.trimmedLine.isEmpty {
        if !(paragraphs.last ?? []).isEmpty { paragraphs.append([]) }
      } else {
        paragraphs[paragraphs.count - 1].append(line)
      }
    }
    return paragraphs.filter { !$0.isEmpty }
  }

  /// Whether a paragraph is running text, which a step's one paragraph can hold:
  /// not a list, quote, table or heading.
  static func isPlainParagraph(_ paragraph: [String]) -> Bool {
    paragraph.allSatisfy { line in
      let text = line.trimmedLine
      let marker = text.prefix { $0.isNumber }
      let numbered = !marker.isEmpty && text.dropFirst(marker.count).hasPrefix(". ")
      return !numbered && !["- ", "* ", "+ ", "> ", "|", "#"].contains { text.hasPrefix($0) }
    }
  }

  /// A line with `[text](NN-name.md)` as `<doc:NN-name>` and other relative links as their text.
  static func rewritingLinks(_ line: String) -> String {
    var result = ""
    var rest = Substring(line)
    while let open = rest.firstIndex(of: "["),
      let close = rest[open...].firstIndex(of: "]"),
      rest[close...].dropFirst().first == "(",
      let end = rest[close...].firstIndex(of: ")")
    {
      let text = rest[rest.index(after: open)..<close]
      let target = rest[rest.index(close, offsetBy: 2)..<end]
      result += rest[..<open]
      if target.hasPrefix("https://") || target.hasPrefix("http://") {
        result += rest[open...end]
      } else if target.first?.isNumber == true, target.hasSuffix(".md"), !target.contains("/") {
        result += "<doc:\(target.dropLast(3))>"
      } else {
        result += text
      }
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  /// Lines with four-space indentation shown with two spaces, as the kit's own code is.
  ///
  /// The seed indents by four; shown as it is, every line of its code would
  /// differ from the kit's, and DocC would highlight them all as changed.
  static func twoSpaceIndented(_ lines: [String]) -> [String] {
    let indents = lines.filter { !$0.trimmedLine.isEmpty }.map { $0.prefix { $0 == " " }.count }
    guard indents.filter({ $0 > 0 }).min() == 4, indents.allSatisfy({ $0 % 4 == 0 }) else {
      return lines
    }
    return lines.map { line in
      let indent = line.prefix { $0 == " " }.count
      return String(repeating: " ", count: indent / 2) + line.dropFirst(indent)
    }
  }

  /// One sentence saying where a block's lines come from.
  static func origin(of kind: LessonBlockKind, reindented: Bool) -> String {
    switch kind {
    case .source(let path, let marker):
      return "From `\(path)`, between its `lesson:\(marker)` markers."
    case .seed(let file, let lines):
      let indents = reindented ? ", its four-space indents shown as two" : ""
      return "Lines \(lines.lowerBound)–\(lines.upperBound) of the seed's "
        + "`\(LessonBlockKind.seedFolder)\(file)`\(indents)."
    case .illustrative:
      return "A sketch: it quotes no file."
    case .screen(let arguments):
      let command = (["swift", "run", "calc-render"] + arguments.map(quoted))
        .joined(separator: " ")
      return "The screen `\(command)` draws with the code as it is."
    case .console:
      return "Each command's output as the code prints it now."
    case .failure:
      return "The message a failing snapshot test prints, made by the snapshot library now."
    case .unchecked, .other:
      return "Run these in the package's folder."
    }
  }

  /// A word as a shell reads it back: single-quoted when it holds anything but plain characters.
  private static func quoted(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isLetter || $0.isNumber || ",.-_=/:".contains($0) }
    return plain && !word.isEmpty ? word : "'\(word)'"
  }
}
