import Foundation
import LessonChecking
import TestSupport
import Testing

/// Every Swift example in a doc comment under `Sources` compiles and is checked.
///
/// Each must equal a `// lesson:doc-NAME begin/end` slice of some file under
/// `Tests`, where a test runs it and checks what the comment says it prints.
@Suite("Doc examples everywhere")
struct DocExampleTests {
  @Test("Every Swift example in a doc comment is a doc slice of a test")
  func everyExampleIsChecked() throws {
    let root = try TestPackage.root()
    let examples = try Self.files(under: root, folder: "Sources").flatMap { path in
      DocExample.all(in: try Self.read(path, root: root), path: path)
    }
    var slices: [String: [String]] = [:]
    for path in try Self.files(under: root, folder: "Tests") {
      for (name, slice) in try DocExample.slices(in: Self.read(path, root: root)) {
        slices[path + "#" + name] = slice
      }
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

    /// - Parameter rows: In a list:
    ///   ```swift
    ///   let rows = [
    ///     1,
    ///   ]
    ///   ```
    func rows() {}
    """

  @Test("Finds each Swift block of each doc comment, at its line")
  func findsExamples() {
    #expect(
      DocExample.all(in: Self.source, path: "Sources/A/A.swift") == [
        DocExample(path: "Sources/A/A.swift", line: 3, lines: ["print(1 + 1)", "// Prints \"2\""]),
        DocExample(path: "Sources/A/A.swift", line: 11, lines: ["let table = [1]"]),
        DocExample(path: "Sources/A/A.swift", line: 23, lines: ["let rows = [", "  1,", "]"]),
      ])
  }

  @Test("Finds the doc slices of a test file, dedented")
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
    "An example that equals no slice is reported with its file, line and a diff",
    arguments: [
      (["doc-add": ["print(1 + 1)", "// Prints \"2\""]], nil),
      (
        ["doc-add": ["print(1 + 2)", "// Prints \"2\""], "doc-other": ["let y = 2"]],
        "Sources/A/A.swift:3: this Swift example differs from the slice doc-add:\n"
          + "--- slice\n+++ doc comment\n@@ -1,2 +1,2 @@\n-print(1 + 2)\n+print(1 + 1)\n // Prints \"2\"\n"
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
  ///
  /// Hidden folders are left out: a fixture package's `.build` holds no doc examples.
  static func files(under root: URL, folder: String) throws -> [String] {
    let base = root.appendingPathComponent(folder).standardizedFileURL
    let found = try #require(
      FileManager.default.enumerator(
        at: base, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]))
    let paths = found.compactMap { ($0 as? URL)?.standardizedFileURL.path }
    return paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
      folder + path.dropFirst(base.path.count)
    }
  }

  static func read(_ path: String, root: URL) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }
}
