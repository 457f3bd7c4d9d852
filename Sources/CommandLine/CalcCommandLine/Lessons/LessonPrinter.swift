import LessonReading

/// Prints a lesson for the terminal with its blocks redrawn from the code as it is now.
@MainActor
struct LessonPrinter {
  /// The package folder the lesson's blocks read from.
  let folder: LessonFolder

  /// The lesson's text split before each `## ` heading, every block's body
  /// replaced by what the code gives now; a block that cannot be redrawn is
  /// printed as written.
  func sections(of text: String, path: String) async -> [String] {
    guard let document = try? MarkdownDocument(text, path: path) else { return [text] }
    let resolver = BlockResolver.calcRender(in: folder)
    var sections: [[String]] = [[]]
    var index = 0
    for block in document.blocks {
      append(document.lines[index..<block.line], to: &sections)
      let live = try? await resolver.liveLines(of: block, file: path)
      sections[sections.count - 1] += (live ?? nil) ?? block.lines
      sections[sections.count - 1].append(document.lines[block.closingLine - 1])
      index = block.closingLine
    }
    append(document.lines[index...], to: &sections)
    return sections.filter { !$0.isEmpty }.map { $0.map { $0 + "\n" }.joined() }
  }

  private func append(_ lines: ArraySlice<String>, to sections: inout [[String]]) {
    for line in lines {
      if line.hasPrefix("## "), !(sections.last ?? []).isEmpty { sections.append([]) }
      sections[sections.count - 1].append(line)
    }
  }
}
