/// Cuts the slices lessons quote out of source files.
///
/// A block's `source=PATH#NAME` quotes a marked slice when the file has a
/// `// lesson:NAME begin` line, and otherwise the declaration NAME names
/// (``declaration(_:in:)``): ``quoted(_:in:)`` decides. A marked slice is the
/// lines between `// lesson:NAME begin` and `// lesson:NAME end`, for a lesson
/// that quotes part of a body; a seed slice is a range of lines. Each is
/// without marker lines inside it and loses its common leading indentation.
/// Blank lines at either end of a marked slice are dropped, so a marker can
/// stand apart from the code below it (Swift Testing shows a comment right
/// above `@Test` as the test's own comment).
package enum SourceSlice {
  /// Why a slice could not be cut.
  package enum Failure: Error, Equatable {
    /// No `begin` line for the marker; the file's markers are listed.
    case unknownMarker(known: [String])
    /// A `begin` line at this 1-based line has no `end`.
    case unterminated(line: Int)
    /// No marker and no declaration has the name: the file's markers, and the
    /// marker or declaration name nearest to it, when one is near.
    case unknownName(markers: [String], suggestion: String?)
    /// The name fits more than one declaration, listed in the file's order.
    case ambiguous(candidates: [Candidate])
    /// The file's Swift cannot be read from this 1-based line on (a literal, comment or
    /// bracket that never closes), so its declarations cannot be found.
    case unreadableSwift(line: Int)
  }

  /// A declaration a name fits: its path, such as `Outer.f(_:)`, and its 1-based line.
  package struct Candidate: Equatable, Sendable {
    /// The names of the declaration and the types around it, outer first.
    package var path: String
    /// The line its first attribute, modifier or keyword is on.
    package var line: Int

    /// Creates a candidate from its path and line.
    package init(path: String, line: Int) {
      self.path = path
      self.line = line
    }
  }

  /// What `source=PATH#NAME` quotes of a file's text: the marked slice when the
  /// text has a `// lesson:NAME begin` line, and the declaration NAME names otherwise.
  package static func quoted(_ name: String, in text: String) -> Result<[String], Failure> {
    if markers(in: MarkdownDocument.lines(of: text)).contains(name) {
      return marked(name, in: text)
    }
    return declaration(name, in: text)
  }

  /// The lines between a marker's `begin` and `end` lines.
  package static func marked(_ name: String, in text: String) -> Result<[String], Failure> {
    let lines = MarkdownDocument.lines(of: text)
    let begin = "// lesson:\(name) begin"
    guard let start = lines.firstIndex(where: { $0.trimmedLine == begin }) else {
      return .failure(.unknownMarker(known: markers(in: lines)))
    }
    let end = "// lesson:\(name) end"
    guard let stop = lines[start...].firstIndex(where: { $0.trimmedLine == end }) else {
      return .failure(.unterminated(line: start + 1))
    }
    var slice = lines[(start + 1)..<stop].filter { !isMarker($0) }
    while slice.first?.trimmedLine.isEmpty == true { slice.removeFirst() }
    while slice.last?.trimmedLine.isEmpty == true { slice.removeLast() }
    return .success(dedented(slice))
  }

  /// Lines `range` (1-based) of a text, or `nil` when the text is shorter.
  package static func lines(_ range: ClosedRange<Int>, of text: String) -> [String]? {
    let lines = MarkdownDocument.lines(of: text)
    guard range.upperBound <= lines.count else { return nil }
    return dedented(Array(lines[(range.lowerBound - 1)...(range.upperBound - 1)]))
  }

  /// The lines without the indentation they all share; blank lines become empty.
  package static func dedented(_ lines: [String]) -> [String] {
    let indents = lines.filter { !$0.trimmedLine.isEmpty }.map { $0.prefix { $0 == " " }.count }
    let common = indents.min() ?? 0
    return lines.map { $0.trimmedLine.isEmpty ? "" : String($0.dropFirst(common)) }
  }

  /// Whether a line is a `// lesson:` marker, which no slice shows.
  static func isMarker(_ line: String) -> Bool {
    line.trimmedLine.hasPrefix("// lesson:")
  }

  /// The names of every marker that begins in the lines, in order.
  static func markers(in lines: [String]) -> [String] {
    lines.compactMap { line in
      let text = line.trimmedLine
      guard text.hasPrefix("// lesson:"), text.hasSuffix(" begin") else { return nil }
      return String(text.dropFirst("// lesson:".count).dropLast(" begin".count))
    }
  }
}

extension String {
  /// The line without leading and trailing spaces and tabs.
  package var trimmedLine: String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isBlank($0) }),
      let last = lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(self[first...last])
  }
}
