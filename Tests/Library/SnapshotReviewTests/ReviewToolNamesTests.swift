import Foundation
import Testing

@testable import InlineTextSnapshots
@testable import SnapshotReview
@testable import TextSnapshots

/// Accept and reject read names as diff and review do, go on past a refusal, and refuse a
/// name that differs from an existing file only in case; status sorts inline changes by
/// line and names their tests.
@Suite("Review tool: names, refusals and order")
struct ReviewToolNamesTests {
  let fixture: SnapshotFixture

  init() throws {
    fixture = try SnapshotFixture()
    try fixture.write("a\nb\n", to: "App/Suite/changed.txt")
    try fixture.write("a\nc\n", to: "App/Suite/changed.txt.new")
    try fixture.write("new\n", to: "App/Suite/added.txt.new")
  }

  @Test(
    "accept and reject take the last parts of a name, as diff and review do",
    arguments: ["accept", "reject"])
  func shortNames(command: String) async {
    let (code, console) = await fixture.run([command, "changed", "Suite/added"])
    #expect(code == .success, "\(console.errors)")
    let verb = command == "accept" ? "Accepted" : "Rejected"
    #expect(console.output == "\(verb) App/Suite/changed\n\(verb) App/Suite/added\n")
    #expect(
      !fixture.exists("App/Suite/changed.txt.new") && !fixture.exists("App/Suite/added.txt.new"))
    #expect(fixture.read("App/Suite/changed.txt") == (command == "accept" ? "a\nc\n" : "a\nb\n"))
  }

  @Test(
    "A misspelt name is refused with the nearest pending one, and nothing is touched",
    arguments: ["accept", "reject"])
  func didYouMean(command: String) async {
    let (code, console) = await fixture.run([command, "changed", "aded"])
    #expect(code == .failure)
    #expect(
      console.errors
        == "Error: No pending snapshot matches 'aded'. Did you mean 'added'? 'snapshots status' "
        + "lists them\n")
    #expect(console.output == "")
    #expect(
      fixture.exists("App/Suite/changed.txt.new") && fixture.exists("App/Suite/added.txt.new"))
  }

  @Test("accept --all goes on past a refusal, reports each, and exits with the refusal's status")
  func acceptAllGoesOn() async throws {
    try fixture.write("", to: "App/Bad/folder.txt/inside")
    try fixture.write("x\n", to: "App/Bad/folder.txt.new")
    try fixture.write("z\n", to: "App/Zed/last.txt.new")
    let (code, console) = await fixture.run(["accept", "--all"])
    #expect(code == .noInput)
    expectInlineSnapshot(of: console.output, as: .lines) {
      """
      Accepted App/Suite/added
      Accepted App/Suite/changed
      Accepted App/Zed/last

      """
    }
    expectInlineSnapshot(
      of: console.errors, as: .lines.redacting(.text(fixture.path, as: "[snapshots]"))
    ) {
      """
      Error: Cannot use '[snapshots]/App/Bad/folder.txt': the reference is a folder; expected a file
      3 accepted, 1 refused.

      """
    }
    #expect(fixture.read("App/Zed/last.txt") == "z\n")
    #expect(fixture.read("App/Bad/folder.txt.new") == "x\n")
  }

  @Test("Accepting over a name that differs from an existing reference only in case is refused")
  func caseClash() async throws {
    try fixture.write("old\n", to: "App/Suite/E.txt")
    try fixture.write("new\n", to: "App/Suite/e.txt.new")
    let (code, console) = await fixture.run(["accept", "App/Suite/e"])
    #expect(code == .failure)
    expectInlineSnapshot(
      of: console.errors, as: .lines.redacting(.text(fixture.path, as: "[snapshots]"))
    ) {
      """
      Error: Not accepting into '[snapshots]/App/Suite/e.txt': '[snapshots]/App/Suite/E.txt' exists and differs from it only in case, and on a case-insensitive disk such as macOS's default they are one file; rename or delete '[snapshots]/App/Suite/E.txt' first (git mv keeps its history)

      """
    }
    #expect(fixture.read("App/Suite/e.txt.new") == "new\n")
    #expect(!fixture.exists("App/Suite/e.txt"))
  }

  @Test("A folder that differs only in case on the way to the reference is refused too")
  func folderCaseClash() async throws {
    try fixture.write("old\n", to: "App/suite/kept.txt")
    try fixture.write("new\n", to: "App/Suite/kept.txt.new")
    let (code, console) = await fixture.run(["accept", "App/Suite/kept"])
    #expect(code == .failure)
    #expect(
      console.errors.contains("'\(fixture.path)/App/suite' exists and differs from it only in case")
    )
  }

  @Test("A word that a file snapshot's name and an inline change's test both end in is ambiguous")
  func fileAndInlineTestAmbiguous() async throws {
    try fixture.write("// swift-tools-version: 6.0\n", to: "Package.swift")
    try fixture.write("file\n", to: "App/VFile/dup.txt.new")
    let pending = InlinePending(
      source: "Tests/S.swift", line: 7, column: 25, test: "App/VInline/dup()",
      anchor: InlineSnapshotAnchor(owner: "", ordinal: 0, fingerprint: ""),
      call: "expectInlineSnapshot(of: x, as: .lines)", old: nil, text: "x")
    try fixture.write(pending.fileText, to: ".inline/App/S.swift-7-25.new")
    let (code, console) = await fixture.run(["accept", "dup"])
    #expect(code == .usage)
    #expect(
      console.errors.hasPrefix(
        "Error: 'dup' matches 2 pending snapshots (App/VFile/dup, .inline/App/S.swift-7-25)"),
      "\(console.errors)")
    #expect(fixture.exists("App/VFile/dup.txt.new"))
  }

  @Test("status lists inline changes by line as a number, each with the test that made it")
  func inlineOrder() async throws {
    try fixture.write("// swift-tools-version: 6.0\n", to: "Package.swift")
    var run = "run 1000-1\nfiltered no\n"
    for line in [7, 11, 100] {
      let pending = InlinePending(
        source: "Tests/S.swift", line: line, column: 25, test: "T/S/test\(line)()",
        anchor: InlineSnapshotAnchor(owner: "", ordinal: 0, fingerprint: ""),
        call: "expectInlineSnapshot(of: x, as: .lines)", old: nil, text: "x")
      try fixture.write(pending.fileText, to: ".inline/T/S.swift-\(line)-25.new")
      run += "test T/S/test\(line)\nused .inline/T/S.swift-\(line)-25\n"
    }
    try fixture.write(run + "end\n", to: ".runs/1000-1.run")
    let (code, console) = await fixture.run(["status"])
    #expect(code == .success)
    #expect(
      console.output.hasPrefix(
        """
        Pending (5):
          App/Suite/added
          App/Suite/changed
          .inline/T/S.swift-7-25 (test T/S/test7())
          .inline/T/S.swift-11-25 (test T/S/test11())
          .inline/T/S.swift-100-25 (test T/S/test100())

        """))
  }

  @Test(
    "Inline names sort by file, then line and column as numbers",
    arguments: [
      (".inline/T/A.swift-7-25", ".inline/T/A.swift-11-25"),
      (".inline/T/A.swift-11-9", ".inline/T/A.swift-11-10"),
      (".inline/T/A-b.swift-99-1", ".inline/T/B.swift-1-1"),
    ])
  func inlineSortKey(first: String, second: String) {
    #expect(SnapshotFolder.inlineOrder(first) < SnapshotFolder.inlineOrder(second))
    #expect(!(SnapshotFolder.inlineOrder(second) < SnapshotFolder.inlineOrder(first)))
  }
}

@Suite("Review tool: a pending inline change named by its test")
struct ReviewToolInlineTestNameTests {
  @Test(
    "accept takes the test status names beside an inline change, or its last parts",
    arguments: ["inline", "inline()", "T/inline()", "T/inline"])
  func byTest(word: String) async throws {
    let fixture = try SnapshotFixture()
    try fixture.writeInlinePending("hello")
    let (code, console) = await fixture.run(["accept", word])
    #expect(code == .success, "\(console.errors)")
    #expect(console.output == "Accepted .inline/T/S.swift-1-23\n")
    #expect(fixture.read("Tests/S.swift")?.contains("    hello\n") == true)
  }
}
