import Foundation
import Testing

@testable import CalcCommandLine

/// A ```` ```swift ```` block in a `///` doc comment, and where it opens.
struct DocExample: Equatable {
  /// The file it is in, relative to the package folder.
  let path: String
  /// The 1-based line of its opening fence.
  let line: Int
  /// Its lines, without `///` and the one space after it.
  let lines: [String]

  /// Every Swift example in the doc comments of a source file.
  ///
  /// A doc comment is a run of `///` lines. A fence opens with three or more
  /// backticks and an info string without backticks (so a line that starts
  /// with inline code is no fence, as in CommonMark) and closes at a line of
  /// at least as many backticks; a block whose info starts with `swift` is an
  /// example.
  static func all(in source: String, path: String) -> [DocExample] {
    var examples: [DocExample] = []
    var open: (line: Int, fence: Int, isSwift: Bool, lines: [String])?
    for (index, line) in MarkdownDocument.lines(of: source).enumerated() {
      guard let text = comment(line) else {
        open = nil
        continue
      }
      let fence = text.prefix { $0 == "`" }.count
      if var block = open {
        if fence >= 3, fence == text.count, fence >= block.fence {
          if block.isSwift {
            examples.append(DocExample(path: path, line: block.line, lines: block.lines))
          }
          open = nil
        } else {
          block.lines.append(text)
          open = block
        }
        continue
      }
      let info = text.dropFirst(fence)
      guard fence >= 3, !info.contains("`") else { continue }
      let isSwift = info.split(separator: " ").first == "swift"
      open = (line: index + 1, fence: fence, isSwift: isSwift, lines: [])
    }
    return examples
  }

  /// A doc comment line's text without `///` and the one space after it; `nil` for other lines.
  private static func comment(_ line: String) -> String? {
    let text = line.trimmedLine
    guard text.hasPrefix("///") else { return nil }
    let body = text.dropFirst(3)
    return String(body.hasPrefix(" ") ? body.dropFirst() : body)
  }

  /// Every `// lesson:doc-NAME` slice of a text, by name.
  static func slices(in text: String) throws -> [String: [String]] {
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
  func problem(slices: [String: [String]]) -> String? {
    guard !slices.values.contains(lines) else { return nil }
    let byName = slices.sorted { $0.key < $1.key }
    let nearest = byName.max { shared(with: $0.value) < shared(with: $1.value) }
    guard let nearest, shared(with: nearest.value) > 0 else {
      return "\(path):\(line): this Swift example is no `// lesson:doc-…` slice of a test."
    }
    return "\(path):\(line): this Swift example differs from `lesson:\(nearest.key)` "
      + "(- the slice, + the doc comment):\n"
      + BlockDiff.text(code: nearest.value, lesson: lines)
  }

  private func shared(with slice: [String]) -> Int {
    slice.filter { line in line.contains(where: \.isLetter) && lines.contains(line) }.count
  }
}

/// Every Swift example in a doc comment under `Sources` compiles and is checked.
///
/// Each must equal a `// lesson:doc-NAME begin/end` slice of some file under
/// `Tests`, where a test runs it and checks what the comment says it prints.
@Suite("Doc examples everywhere")
struct DocExamplesEverywhereTests {
  @Test("every Swift example in a doc comment is a doc slice of a test")
  func everyExampleIsChecked() throws {
    let root = try packageRoot()
    let examples = try Self.files(under: root, folder: "Sources").flatMap { path in
      DocExample.all(in: try Self.read(path, root: root), path: path)
    }
    var slices: [String: [String]] = [:]
    for path in try Self.files(under: root, folder: "Tests") {
      slices.merge(try DocExample.slices(in: Self.read(path, root: root))) { first, _ in first }
    }
    #expect(examples.count > 30)
    for example in examples {
      guard let problem = example.problem(slices: slices) else { continue }
      Issue.record(
        Comment(rawValue: problem),
        sourceLocation: SourceLocation(
          fileID: example.path, filePath: root.appendingPathComponent(example.path).path,
          line: example.line, column: 1))
    }
  }

  static let source = """
    /// Adds one.
    ///
    /// ```swift
    /// print(1 + 1)
    /// // Prints "2"
    /// ```
    func add() {}

      /// A table:
      ///
      /// ```swift
      /// let table = [1]
      /// ```
      ///
      /// ```` ```swift ```` is inline code, not a fence.
      ///
      /// ```console
      /// $ calc
      /// ```
      var table: [Int] { [] }
    """

  @Test("finds each Swift block of each doc comment, at its line")
  func findsExamples() {
    #expect(
      DocExample.all(in: Self.source, path: "Sources/A/A.swift") == [
        DocExample(path: "Sources/A/A.swift", line: 3, lines: ["print(1 + 1)", "// Prints \"2\""]),
        DocExample(path: "Sources/A/A.swift", line: 11, lines: ["let table = [1]"]),
      ])
  }

  @Test("finds the doc slices of a test file, dedented")
  func findsSlices() throws {
    // Built from parts, so this file's own markers stay the real ones.
    let marker = "// lesson:"
    let test = """
        \(marker)doc-add begin
        print(1 + 1)
        \(marker)doc-add end
        \(marker)guard-submit begin
        let x = 1
        \(marker)guard-submit end
      """
    #expect(try DocExample.slices(in: test) == ["doc-add": ["print(1 + 1)"]])
  }

  @Test(
    "an example that equals no slice is reported with its file, line and a diff",
    arguments: [
      (["doc-add": ["print(1 + 1)", "// Prints \"2\""]], nil),
      (
        ["doc-add": ["print(1 + 2)", "// Prints \"2\""], "doc-other": ["let y = 2"]],
        "Sources/A/A.swift:3: this Swift example differs from `lesson:doc-add` "
          + "(- the slice, + the doc comment):\n"
          + "--- code\n+++ lesson\n@@ -1,2 +1,2 @@\n-print(1 + 2)\n+print(1 + 1)\n // Prints \"2\"\n"
      ),
      (
        ["doc-other": ["let y = 2"]],
        "Sources/A/A.swift:3: this Swift example is no `// lesson:doc-…` slice of a test."
      ),
    ] as [([String: [String]], String?)])
  func reportsUncheckedExamples(slices: [String: [String]], problem: String?) throws {
    let example = try #require(DocExample.all(in: Self.source, path: "Sources/A/A.swift").first)
    #expect(example.problem(slices: slices) == problem)
  }

  /// The Swift files under a folder of the package, relative to the package folder.
  static func files(under root: URL, folder: String) throws -> [String] {
    let base = root.appendingPathComponent(folder)
    let paths = try FileManager.default.subpathsOfDirectory(atPath: base.path)
    return paths.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
  }

  static func read(_ path: String, root: URL) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }
}
