import Foundation
import TestSupport
import Testing

@testable import TextSnapshots

/// Two tests whose names map to one reference, seen by runs filtered to one of them.
@Suite("Two tests that make one reference")
struct SharedReferenceTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder("text-snapshots")
    try folder.write("// swift-tools-version: 6.0\n", to: "Package.swift")
  }

  static let topLevel = """
    @Test func parses() {
      expectSnapshot(of: "top-level parses\\n", as: .lines)
    }

    """
  static let suite = """
    @Suite struct Parsing {
      @Test func parses() {
        expectSnapshot(of: "suite parses\\n", as: .lines)
      }
    }

    """

  /// Checks `value` as the test declared as `declaration` in `file` would.
  func check(_ value: String, as declaration: String, in file: String, named: String? = nil)
    -> [String]
  {
    var test = SnapshotTestIdentity(target: "AppTests", suite: "Parsing", function: "parses")
    test.declaration = declaration
    test.module = "AppTests"
    test.filePath = "\(folder.path)/Tests/AppTests/\(file)"
    return SnapshotAssertion(
      diffing: Snapshotting<String, String>.lines.diffing,
      settings: folder.settings(), test: test, isParameterised: false, named: named,
      record: nil,
      sourceLocation: SourceLocation(
        fileID: "AppTests/Parsing.swift", filePath: "\(folder.path)/Tests/AppTests/Parsing.swift",
        line: 2, column: 3)
    ).verify(value).issues
  }

  static let clash =
    "/AppTests/Parsing/parses.txt is the reference of more than one test: "

  @Test("A top-level test and a suite of its file's name: neither compares, records nor deletes")
  func topLevelAndSuite() throws {
    try folder.write(Self.topLevel, to: "Tests/AppTests/Parsing.swift")
    try folder.write(Self.suite, to: "Tests/AppTests/ParsingSuite.swift")
    let missing = check("suite parses\n", as: "Parsing.parses()", in: "ParsingSuite.swift")
    #expect(
      missing == [
        "\(folder.path)\(Self.clash)Parsing.parses() (this one) and parses() in "
          + "Parsing.swift all make it, so this test neither compares against it, records it "
          + "nor deletes its pending file. Rename one of the tests, or give its assertion a "
          + "distinct 'named:'."
      ])
    #expect(!folder.snapshotFiles().contains { $0.hasPrefix("AppTests/") })
    // The suite's reference and pending change, from before the top-level test was added.
    try folder.write("suite parses\n", to: "AppTests/Parsing/parses.txt")
    try folder.write("suite parses, v2\n", to: "AppTests/Parsing/parses.txt.new")
    for value in ["top-level parses\n", "suite parses\n"] {
      let issues = check(value, as: "parses() in Parsing.swift", in: "Parsing.swift")
      #expect(issues.count == 1)
      #expect(
        issues.first?.contains(
          "\(Self.clash)parses() in Parsing.swift (this one) and Parsing.parses() all make it")
          == true, "\(issues)")
    }
    #expect(folder.read("AppTests/Parsing/parses.txt") == "suite parses\n")
    #expect(folder.read("AppTests/Parsing/parses.txt.new") == "suite parses, v2\n")
  }

  @Test("Two private suites of one name in two files: neither compares, records nor deletes")
  func privateSuitesInTwoFiles() throws {
    let twin = Self.suite.replacingOccurrences(of: "@Suite struct", with: "@Suite private struct")
    try folder.write(twin, to: "Tests/AppTests/A.swift")
    try folder.write(
      twin.replacingOccurrences(of: "suite", with: "B"), to: "Tests/AppTests/B.swift")
    for (file, other) in [("A.swift", "B.swift"), ("B.swift", "A.swift")] {
      let issues = check("suite parses\n", as: "Parsing.parses()", in: file)
      #expect(
        issues.first?.contains(
          "\(Self.clash)Parsing.parses() in \(file) (this one) and Parsing.parses() in \(other) "
            + "all make it") == true, "\(issues)")
    }
    #expect(!folder.snapshotFiles().contains { $0.hasPrefix("AppTests/") })
    #expect(
      SourceTests(folder: "\(folder.path)/Tests/AppTests").makers(suite: "Parsing", stem: "parses")
        == ["Parsing.parses() in A.swift", "Parsing.parses() in B.swift"])
  }

  @Test("A test alone in the sources, or with a distinct literal name, makes its reference")
  func noClash() throws {
    try folder.write(Self.suite, to: "Tests/AppTests/ParsingSuite.swift")
    let named = Self.topLevel.replacingOccurrences(
      of: "as: .lines)", with: "as: .lines, named: \"top\")")
    try folder.write(named, to: "Tests/AppTests/Parsing.swift")
    let issues = check("suite parses\n", as: "Parsing.parses()", in: "ParsingSuite.swift")
    #expect(issues.first?.hasPrefix("No reference at ") == true, "\(issues)")
    #expect(folder.read("AppTests/Parsing/parses.txt.new") == "suite parses\n")
  }
}
