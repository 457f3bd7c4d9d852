import LessonReading

/// The text of a lesson made fit for a DocC tutorial.
///
/// Links between lessons become links between tutorials with the lesson's own
/// words, a link to the glossary goes to the glossary's page, a link to a DocC
/// article of a module's catalog goes to that article's page, other relative
/// links (which point into the repository, not the site) become their text,
/// "lesson 7" in running text becomes a link to that lesson, and a kit type
/// named in code (`` `ManualClock` ``) a link to its page. The closing
/// "Next:" paragraph goes, since the tutorials' own navigation leads on.
struct TutorialProse {
  /// Each lesson's page name by its number, such as `4` → `04-observation`.
  let slugs: [Int: String]
  /// The kit's types and their pages.
  var symbols = SymbolIndex(modules: [:])

  /// The lines, links rewritten, without the "Next:" paragraph and blank lines at either end.
  func lines(_ lines: [String]) -> [String] {
    var kept: [String] = []
    var inNext = false
    for line in lines {
      if line.hasPrefix("Next:") { inNext = true }
      if line.trimmedLine.isEmpty { inNext = false }
      if !inNext { kept.append(linkingSymbols(linkingMentions(Self.rewritingLinks(line)))) }
    }
    while kept.first?.trimmedLine.isEmpty == true { kept.removeFirst() }
    while kept.last?.trimmedLine.isEmpty == true { kept.removeLast() }
    return kept
  }

  /// The lines split at blank lines into paragraphs (a list counts as one), links rewritten.
  func paragraphs(_ lines: [String]) -> [[String]] {
    var paragraphs: [[String]] = [[]]
    for line in self.lines(lines) {
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

  /// Whether a paragraph leads into the block below it: running text that ends with a colon.
  static func isLeadIn(_ paragraph: [String]) -> Bool {
    isPlainParagraph(paragraph) && paragraph.last?.trimmedLine.hasSuffix(":") == true
  }

  /// A line with `[text](NN-name.md)` and `[text](Glossary.md)` as links to their pages,
  /// and other relative links as their text.
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
      } else if target.hasSuffix(".md"), !target.contains("/"),
        target.first?.isNumber == true || target == "Glossary.md"
      {
        result += SiteLink.tutorial(String(target.dropLast(3)), text: String(text))
      } else if let article = catalogArticle(String(target)) {
        result +=
          article.isCourse
          ? SiteLink.tutorial(article.name, text: String(text))
          : SiteLink.article("\(article.module)/\(article.name)", text: String(text))
      } else {
        result += text
      }
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  /// The module and article a relative link to a DocC catalog's article names, such as
  /// `../Sources/Library/TextSnapshots/TextSnapshots.docc/GettingStarted.md`; a course module's
  /// articles are among the tutorials.
  static func catalogArticle(_ target: String) -> (module: String, name: String, isCourse: Bool)? {
    let parts = target.split(separator: "/").map(String.init)
    guard parts.count >= 2, let file = parts.last, file.hasSuffix(".md"),
      parts[parts.count - 2].hasSuffix(".docc")
    else { return nil }
    let module = String(parts[parts.count - 2].dropLast(".docc".count))
    let name = String(file.dropLast(3))
    guard name != module else { return nil }
    return (module, name, parts.contains("Course"))
  }

  /// A line with each "lesson N" in running text (not in code or a link) as a link to lesson N.
  func linkingMentions(_ line: String) -> String {
    var result = ""
    var inCode = false
    var brackets = 0
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      if character == "`" { inCode.toggle() }
      if !inCode, character == "[" { brackets += 1 }
      if !inCode, character == "]" { brackets = max(0, brackets - 1) }
      if !inCode, brackets == 0, let (slug, end) = mention(in: line, at: index) {
        result += SiteLink.tutorial(slug, text: String(line[index..<end]))
        index = end
        continue
      }
      result.append(character)
      index = line.index(after: index)
    }
    return result
  }

  /// A line with each code span that is exactly a kit type's name, outside a link, linked to its page.
  func linkingSymbols(_ line: String) -> String {
    let parts = line.split(separator: "`", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return line }
    var result = ""
    var brackets = 0
    for (index, part) in parts.enumerated() {
      let isCode = index % 2 == 1 && index < parts.count - 1
      if isCode, brackets == 0, let module = symbols.modules[String(part)] {
        result += SiteLink.symbol(String(part), module: module)
        continue
      }
      if !isCode {
        brackets += part.filter { $0 == "[" }.count - part.filter { $0 == "]" }.count
        brackets = max(0, brackets)
      }
      result += isCode ? "`\(part)`" : String(part)
    }
    return result
  }

  /// The lesson a "lesson N" starting at `index` names, and where its number ends.
  private func mention(in line: String, at index: String.Index) -> (String, String.Index)? {
    if index > line.startIndex, line[line.index(before: index)].isLetter { return nil }
    let rest = line[index...]
    guard rest.hasPrefix("lesson ") || rest.hasPrefix("Lesson ") else { return nil }
    let digits = rest.dropFirst("lesson ".count).prefix { $0.isNumber }
    guard let number = Int(digits), let slug = slugs[number],
      digits.endIndex == line.endIndex || !line[digits.endIndex].isLetter
    else { return nil }
    return (slug, digits.endIndex)
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
}
