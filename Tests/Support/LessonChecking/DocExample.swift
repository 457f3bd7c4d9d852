import LessonReading
import LineDiff

/// A ```` ```swift ```` block in a `///` doc comment, and where it opens.
package struct DocExample: Equatable, Sendable {
  /// The file it is in, relative to the package folder.
  package let path: String
  /// The 1-based line of its opening fence.
  package let line: Int
  /// Its lines, without `///` and the one space after it.
  package let lines: [String]

  /// Creates an example from where it is and its lines.
  package init(path: String, line: Int, lines: [String]) {
    self.path = path
    self.line = line
    self.lines = lines
  }

  /// Every Swift example in the doc comments of a source file.
  ///
  /// A doc comment is a run of `///` lines. A fence, indented or not, opens
  /// with three or more backticks and an info string without backticks (so a
  /// line that starts with inline code is no fence, as in CommonMark) and
  /// closes at a line of at least as many backticks or where the comment
  /// ends; a block whose info starts with `swift` is an example. Its lines
  /// lose their common indentation, as a slice's do.
  package static func all(in source: String, path: String) -> [DocExample] {
    var examples: [DocExample] = []
    var open: (line: Int, fence: Int, isSwift: Bool, lines: [String])?
    func close() {
      if let block = open, block.isSwift {
        let lines = SourceSlice.dedented(block.lines)
        examples.append(DocExample(path: path, line: block.line, lines: lines))
      }
      open = nil
    }
    for (index, line) in MarkdownDocument.lines(of: source).enumerated() {
      guard let text = comment(line) else {
        close()
        continue
      }
      let bare = text.trimmedLine
      let fence = bare.prefix { $0 == "`" }.count
      if var block = open {
        if fence >= 3, fence == bare.count, fence >= block.fence {
          close()
        } else {
          block.lines.append(text)
          open = block
        }
        continue
      }
      let info = bare.dropFirst(fence)
      guard fence >= 3, !info.contains("`") else { continue }
      let isSwift = info.split(separator: " ").first == "swift"
      open = (line: index + 1, fence: fence, isSwift: isSwift, lines: [])
    }
    close()
    return examples
  }

  /// A doc comment line's text without `///` and the one space after it; `nil` for other lines.
  private static func comment(_ line: String) -> String? {
    let text = line.trimmedLine
    guard text.hasPrefix("///") else { return nil }
    let body = text.dropFirst(3)
    return String(body.hasPrefix(" ") ? body.dropFirst() : body)
  }

  /// Every `// lesson:doc-NAME` slice of a text, by name (`doc-NAME`).
  package static func slices(in text: String) throws -> [String: [String]] {
    var slices: [String: [String]] = [:]
    for line in MarkdownDocument.lines(of: text) {
      let marker = line.trimmedLine
      guard marker.hasPrefix("// lesson:doc-"), marker.hasSuffix(" begin") else { continue }
      let name = String(marker.dropFirst("// lesson:".count).dropLast(" begin".count))
      slices[name] = try SourceSlice.marked(name, in: text).get()
    }
    return slices
  }

  /// Why the example is unchecked, or `nil` when some slice equals it.
  ///
  /// The message names the file and line and diffs the example against the
  /// slice that shares most lines with it.
  ///
  /// - Parameter slices: The slices to look in, keyed by where each is, such
  ///   as `Tests/Renderer/TextUITests/DocExamplesTests.swift#doc-text`.
  /// - Returns: One line naming the example, then a diff when a slice is near.
  package func problem(slices: [String: [String]]) -> String? {
    guard !slices.values.contains(lines) else { return nil }
    let byName = slices.sorted { $0.key < $1.key }
    let nearest = byName.max { shared(with: $0.value) < shared(with: $1.value) }
    guard let nearest, shared(with: nearest.value) > 0 else {
      return "\(path):\(line): this Swift example is no `// lesson:doc-…` slice of a test."
    }
    return "\(path):\(line): this Swift example differs from the slice \(nearest.key):\n"
      + UnifiedDiff(reference: Self.lines(nearest.value), actual: Self.lines(lines))
      .text(names: ("slice", "doc comment"))
  }

  /// A block's lines, each ending in a newline.
  private static func lines(_ lines: [String]) -> [TextLine] {
    lines.map { TextLine(text: Substring($0), isTerminated: true) }
  }

  private func shared(with slice: [String]) -> Int {
    slice.filter { line in line.contains(where: \.isLetter) && lines.contains(line) }.count
  }
}
