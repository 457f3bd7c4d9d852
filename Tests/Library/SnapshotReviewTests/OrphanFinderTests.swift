import Foundation
import InlineTextSnapshots
import Testing
import TextSnapshots

@testable import SnapshotReview

@Suite("Orphan finder")
struct OrphanFinderTests {
  @Test(
    "A reference name splits into its target and suite, and every reading of its stem",
    arguments: [
      ("App/Suite/test", "App/Suite", ["test|-"]),
      (
        "App/Suite/test.empty.ru", "App/Suite",
        ["test.empty.ru|-", "test|empty.ru", "test.empty|ru"]
      ),
      ("App/Outer.Inner/test.txt", "App/Outer.Inner", ["test.txt|-", "test|txt"]),
    ])
  func splitsNames(name: String, suite: String, readings: [String]) throws {
    let reference = try #require(ReferenceName(name))
    #expect(reference.suite == suite)
    #expect(reference.readings.map { "\($0.function)|\($0.named ?? "-")" } == readings)
    #expect(!reference.isShortened)
  }

  @Test(
    "Only names the library would write are references",
    arguments: [
      "README", "Suite/test", "a/b/c/d", "App/Suite/with space", "App/Suite/.hidden", "/abs",
      "App/Suite/", "App//test",
    ])
  func notReferences(name: String) {
    #expect(ReferenceName(name) == nil)
  }

  @Test("A shortened name is recognised, since its parts cannot be read back")
  func shortenedNames() throws {
    let stem = String(repeating: "x", count: 183) + "-0123456789abcdef"
    #expect(try #require(ReferenceName("App/Suite/\(stem)")).isShortened)
  }

  @Test("Sources are read as Swift: function declarations, not comments or strings")
  func readsSources() throws {
    let fixture = try SnapshotFixture()
    let folder = try fixture.writeSources(
      """
      @Test func showsTotal() { expectSnapshot(of: x, named: "dark mode") }
      // func commented() { expectSnapshot(of: x, named: "nope") }
      let s = "func inString()"
      @Test func `shows the total`() {}
      #if os(macOS)
      @Test func mac() {}
      #endif

      """)
    let sources = SourceText(folder: folder)
    #expect(
      sources.functions == [
        "showsTotal", "shows-the-total", "_shows_the_total_", "shows_the_total", "mac",
      ])
    #expect(sources.unreadable.isEmpty)
  }

  @Test("A target in a hidden folder is read; the tools' own folders are not")
  func readsHiddenTargetFolders() throws {
    let fixture = try SnapshotFixture()
    let folder = try fixture.writeSources("@Test func here() {}\n")
    try fixture.write("@Test func kept() {}\n", to: ".sources/.tests/HiddenTests/Hidden.swift")
    try fixture.write("@Test func built() {}\n", to: ".sources/.build/checkouts/Dep/Dep.swift")
    let sources = SourceText(folder: folder)
    #expect(sources.functions == ["here", "kept"])
  }

  @Test("Sources in a folder reached through a symbolic link are read, each real folder once")
  func readsLinkedFolders() throws {
    let fixture = try SnapshotFixture()
    let folder = try fixture.writeSources("@Test func here() {}\n")
    try fixture.write("@Test func linked() {}\n", to: "elsewhere/LinkedTests.swift")
    try FileManager.default.createSymbolicLink(
      atPath: "\(folder)/Tests/AppTests/Linked", withDestinationPath: "\(fixture.path)/elsewhere")
    try FileManager.default.createSymbolicLink(
      atPath: "\(fixture.path)/elsewhere/Loop", withDestinationPath: folder)
    let sources = SourceText(folder: folder)
    #expect(sources.functions == ["here", "linked"])
    #expect(sources.unreadable.isEmpty)
  }
}

@Suite("Orphan finder and a source file the scanner cannot read")
struct OrphanFinderUnreadableTests {
  @Test("A file the scanner cannot read casts doubt only on names its text holds")
  func unreadableFileDoubtsItsNamesOnly() throws {
    let fixture = try SnapshotFixture()
    let folder = try fixture.writeSources("@Test func other() {}\n")
    try fixture.write(
      "@Test func lexed() {}\nlet interp = \"\\(\")\")\\(#\"\"\"#)\"\n",
      to: ".sources/Tests/AppTests/LexD.swift")
    let sources = SourceText(folder: folder)
    #expect(sources.unreadable == ["LexD.swift"])
    for name in ["other", "lexed", "gone"] { try fixture.write("x\n", to: "App/Suite/\(name).txt") }
    try fixture.writeRun(used: ["App/Suite/other"], sources: folder)
    let report = try OrphanFinder(
      folder: SnapshotFolder(path: fixture.path), run: SnapshotRun.latest(in: fixture.path)
    ).orphans().get()
    #expect(report.orphans == ["App/Suite/gone"])
    #expect(
      report.uncertain == [
        ReviewError.Uncertain(name: "App/Suite/lexed", doubt: .unreadableSources("LexD.swift"))
      ])
  }

  /// Raw identifiers whose file names are not their text: spaces become `-`, a colon
  /// adds a hash, and a long name is shortened with another.
  static let rawNames = [
    "spaced two", "adds: three",
    "keeps: " + String(repeating: "a long name ", count: 12),
    String(repeating: "a very long name: ", count: 14),
  ]

  /// A package whose readable file declares `other`, and whose file the scanner cannot
  /// read (an unterminated string in an inactive `#if`, which the compiler accepts)
  /// declares a test of each raw name; a reference of each, and of two tests that are
  /// gone, one plain and one raw.
  private static func writePackage(_ fixture: SnapshotFixture) throws -> [String] {
    let folder = try fixture.writeSources("@Test func other() {}\n")
    let tests = rawNames.map { "  @Test(.enabled(if: trap)) func `\($0)`() {}\n" }.joined()
    try fixture.write(
      "@Suite struct Suite {\n\(tests)}\n#if compiler(>=99)\nlet s = \"unterminated\n#endif\n",
      to: ".sources/Tests/AppTests/Trap.swift")
    let kept = rawNames.map {
      "App/Suite/" + SnapshotLocation.shortened(SnapshotTestIdentity.rawFileName($0))
    }
    for name in kept + ["App/Suite/gone", "App/Suite/spaced-gone"] {
      try fixture.write("x\n", to: "\(name).txt")
    }
    try fixture.writeRun(used: ["App/Suite/other"], sources: folder)
    return kept
  }

  @Test("A raw-identifier test in a file the scanner cannot read keeps its references")
  func rawNamesInUnreadableFile() throws {
    let fixture = try SnapshotFixture()
    let kept = try Self.writePackage(fixture)
    #expect(kept.contains { $0.count > 190 })
    let report = try OrphanFinder(
      folder: SnapshotFolder(path: fixture.path), run: SnapshotRun.latest(in: fixture.path)
    ).orphans().get()
    #expect(report.orphans == ["App/Suite/gone", "App/Suite/spaced-gone"])
    #expect(
      report.uncertain
        == kept.sorted().map {
          ReviewError.Uncertain(name: $0, doubt: .unreadableSources("Trap.swift"))
        })
  }

  @Test("Prune deletes only the tests that are gone, not one a file it cannot read declares")
  func pruneKeepsRawNamesInUnreadableFile() async throws {
    let fixture = try SnapshotFixture()
    let kept = try Self.writePackage(fixture)
    let (code, console) = await fixture.run(["prune", "--yes"])
    #expect(code == .success)
    for name in kept { #expect(fixture.exists("\(name).txt"), "\(name)") }
    #expect(!fixture.exists("App/Suite/gone.txt"))
    #expect(!fixture.exists("App/Suite/spaced-gone.txt"))
    var output = console.output
    for (index, name) in kept.enumerated() {
      output = output.replacing(name, with: "<kept \(index)>")
    }
    expectInlineSnapshot(of: output, as: .lines) {
      """
      Orphans (2):
        App/Suite/gone
        App/Suite/spaced-gone
      Deleted App/Suite/gone
      Deleted App/Suite/spaced-gone
      Not made in the last run, kept (4):
        <kept 3>: the sources could not all be read (Trap.swift)
        <kept 1>: the sources could not all be read (Trap.swift)
        <kept 2>: the sources could not all be read (Trap.swift)
        <kept 0>: the sources could not all be read (Trap.swift)
      Their tests are still in the sources; delete one you know is unused with: swift run snapshots prune NAME

      """
    }
  }
}
