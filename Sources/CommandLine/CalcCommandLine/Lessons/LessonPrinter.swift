import LessonReading

/// Prints a lesson for the terminal as a reader should see it, with its blocks
/// redrawn from the code as it is now.
///
/// A fence's metadata is for the lesson checker, not the reader: ```` ```swift
/// seed=ContentView.swift:148-160 ```` prints as ```` ```swift ````, and a screen's
/// ```` ```screen args="…" ```` as a bare fence around the screen drawn now. With
/// colour, blocks lose their fences instead: code is indented and highlighted
/// (``CodeHighlighter``), and headings are bold.
@MainActor
struct LessonPrinter {
  /// The package folder the lesson's blocks read from.
  let folder: LessonFolder
  /// Whether to highlight code and headings with ANSI colours.
  var colour = false

  /// The languages a reader's fence keeps; any other first word, such as
  /// `screen` or `failure`, is the kit's own and is dropped.
  static let languages: Set<String> = ["swift", "sh", "console", "text", "json"]

  /// The lesson's text split before each `## ` heading, every block's body
  /// replaced by what the code gives now; a block that cannot be redrawn is
  /// printed as written.
  func sections(of text: String, path: String) async -> [String] {
    guard let document = try? MarkdownDocument(text, path: path) else { return [text] }
    let resolver = BlockResolver.calcRender(in: folder)
    var sections: [[String]] = [[]]
    var index = 0
    for block in document.blocks {
      append(document.lines[index..<(block.line - 1)], to: &sections)
      let live = try? await resolver.liveLines(of: block, file: path)
      sections[sections.count - 1] += shown(block, lines: (live ?? nil) ?? block.lines)
      index = block.closingLine
    }
    append(document.lines[index...], to: &sections)
    return sections.filter { !$0.isEmpty }.map { $0.map { $0 + "\n" }.joined() }
  }

  /// The language a reader's fence names for a block's info string; empty for none.
  static func language(of info: String) -> String {
    let word = String(info.prefix { $0 != " " })
    return languages.contains(word) ? word : ""
  }

  /// A block as the reader sees it: fenced without metadata, or indented and highlighted.
  private func shown(_ block: MarkdownDocument.Block, lines: [String]) -> [String] {
    let language = Self.language(of: block.info)
    guard colour else { return ["```" + language] + lines + ["```"] }
    return lines.map { "    " + CodeHighlighter.highlight($0, language: language) }
  }

  private func append(_ lines: ArraySlice<String>, to sections: inout [[String]]) {
    for line in lines {
      if line.hasPrefix("## "), !(sections.last ?? []).isEmpty { sections.append([]) }
      let heading = colour && line.hasPrefix("#")
      sections[sections.count - 1].append(heading ? CodeHighlighter.bold(line) : line)
    }
  }
}
