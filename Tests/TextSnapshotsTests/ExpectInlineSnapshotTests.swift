import Foundation
import Testing

@testable import TextSnapshots

@Suite("expectInlineSnapshot")
struct ExpectInlineSnapshotTests {
  let folder: TemporaryDirectory
  let source: String

  init() throws {
    folder = try TemporaryDirectory()
    source = folder.path + "/SampleTests.swift"
  }

  /// A test file with two inline snapshots in one test; the first has no closure yet.
  static let sample = """
    @Test func sample() {
      expectInlineSnapshot(of: first, as: .lines)
      expectInlineSnapshot(of: second, as: .lines) {
        \"""
        old
        \"""
      }
    }

    """

  private func check(
    _ value: String, line: Int, expected: String?, record: SnapshotRecordMode? = nil
  ) -> [String] {
    recordedIssues(folder.settings(record: record)) {
      expectInlineSnapshot(
        of: value, as: .lines, fileID: "Tests/SampleTests.swift", filePath: source, line: line,
        column: 3, matches: expected.map { text in { text } })
    }
  }

  @Test("A matching snapshot passes and writes nothing")
  func matches() throws {
    try folder.write(Self.sample, to: "SampleTests.swift")
    #expect(check("old\n", line: 3, expected: "old").isEmpty)
    #expect(folder.files() == ["SampleTests.swift"])
  }

  @Test("Recording writes both literals in one run, the second still found below the first")
  func recordsSeveral() throws {
    try folder.write(Self.sample, to: "SampleTests.swift")
    let first = check("one\ntwo\n", line: 2, expected: nil, record: .all)
    let second = check("new\n", line: 3, expected: "old", record: .all)
    #expect(
      first.first?.hasPrefix("Recorded inline snapshot at Tests/SampleTests.swift:2:3") == true)
    #expect(second.first?.contains("-old\n+new") == true)
    #expect(
      folder.read("SampleTests.swift") == """
        @Test func sample() {
          expectInlineSnapshot(of: first, as: .lines) {
            \"""
            one
            two
            \"""
          }
          expectInlineSnapshot(of: second, as: .lines) {
            \"""
            new
            \"""
          }
        }

        """)
  }

  @Test("A new snapshot's first failure shows its content and leaves a pending change")
  func missingShowsContent() throws {
    try folder.write(Self.sample, to: "SampleTests.swift")
    let issues = check("hello\n", line: 2, expected: nil)
    let pendingName = ".inline/Tests/SampleTests.swift-2"
    #expect(
      issues == [
        """
        No inline snapshot at Tests/SampleTests.swift:2:3 yet.
        New content:
          hello
        Pending change written to \(folder.path)/\(pendingName).new.
        Accept into the source with: swift run snapshots accept \(pendingName)
        """
      ])
    #expect(folder.read("SampleTests.swift") == Self.sample)
    let pending = try InlinePending.read("\(folder.path)/\(pendingName).new")
    #expect(pending == InlinePending(source: source, line: 2, column: 3, text: "hello"))
  }

  @Test("Accepting pending changes writes them into the source, the lower one still found")
  func acceptPending() throws {
    try folder.write(Self.sample, to: "SampleTests.swift")
    _ = check("a\n", line: 2, expected: nil)
    _ = check("b\n", line: 3, expected: "old")
    let inline = "\(folder.path)/.inline/Tests/SampleTests.swift"
    _ = try InlineSnapshotFile.accept(pendingAt: inline + "-2.new")
    _ = try InlineSnapshotFile.accept(pendingAt: inline + "-3.new")
    let text = try #require(folder.read("SampleTests.swift"))
    #expect(text.contains("first, as: .lines) {\n    \"\"\"\n    a\n    \"\"\"\n  }"))
    #expect(text.contains("second, as: .lines) {\n    \"\"\"\n    b\n    \"\"\"\n  }"))
    #expect(folder.files() == ["SampleTests.swift"])
  }

  @Test("A literal with interpolation is refused and the file is left alone")
  func refusesInterpolation() throws {
    let sample = "  expectInlineSnapshot(of: x, as: .lines) { \"a\\(b)\" }\n"
    try folder.write(sample, to: "SampleTests.swift")
    let issues = check("c\n", line: 1, expected: "a1", record: .failed)
    #expect(issues.first?.hasPrefix("Cannot write the inline snapshot into \(source): ") == true)
    #expect(issues.first?.contains("interpolates a value") == true)
    #expect(folder.read("SampleTests.swift") == sample)
  }

  @Test("A real call: the trailing closure's literal is the expected text")
  func realCall() {
    expectInlineSnapshot(of: "1 + 2 = 3\n", as: .lines) {
      """
      1 + 2 = 3
      """
    }
  }
}
