import Foundation
import Testing

@Suite("snapshots review NAME and the diff tool key")
struct SnapshotsReviewTests {
  let fixture: SnapshotFixture

  init() throws {
    fixture = try SnapshotFixture()
    try fixture.write("a\nb\n", to: "App/Suite/changed.txt")
    try fixture.write("a\nc\n", to: "App/Suite/changed.txt.new")
    try fixture.write("new\n", to: "App/Suite/added.txt.new")
    try fixture.write("x\n", to: "App/Other/more.txt.new")
  }

  @Test("Reviews only the snapshots named, in the order given, each once")
  func named() async {
    let (code, console) = await fixture.run(
      ["review", "changed", "App/Suite/added", "App/Suite/changed"], answers: ["a", "s"])
    #expect(code == .success)
    #expect(console.output.hasPrefix("[1/2] App/Suite/changed\n"))
    #expect(console.output.contains("[2/2] App/Suite/added\n"))
    #expect(console.output.hasSuffix("Reviewed: 1 accepted, 0 rejected, 1 skipped.\n"))
    #expect(fixture.read("App/Suite/changed.txt") == "a\nc\n")
    #expect(fixture.exists("App/Other/more.txt.new"))
  }

  @Test("A name that matches nothing stops the review before anything is shown")
  func unknownName() async {
    let (code, console) = await fixture.run(["review", "App/Suite/added", "nope"])
    #expect(code == .failure)
    #expect(console.output == "")
    #expect(console.errors.hasPrefix("Error: No pending snapshot matches 'nope'"))
  }

  @Test("Without a diff tool, d says how to set one and asks again")
  func noTool() async {
    let (_, console) = await fixture.run(["review", "App/Suite/added"], answers: ["d", "s"])
    #expect(
      console.output.contains(
        "No diff tool: set SNAPSHOT_DIFF_TOOL to a command such as delta, difft or "
          + "'code --diff'.\nAccept (a)"))
    #expect(!console.output.contains("(d)"))
  }

  @Test("On CI the diff tool is never offered, and d says it is not run there")
  func onCI() async throws {
    var environment = fixture.environment
    environment["SNAPSHOT_DIFF_TOOL"] = "/bin/true"
    environment["CI"] = "true"
    let (_, console) = await fixture.run(
      ["review", "App/Suite/added"], answers: ["d", "s"], environment: environment)
    #expect(console.output.contains("SNAPSHOT_DIFF_TOOL is not run on CI (CI is set).\n"))
    #expect(!console.output.contains("(d)"))
  }

  @Test("With a diff tool the prompt offers d")
  func offersTool() async {
    var environment = fixture.environment
    environment["SNAPSHOT_DIFF_TOOL"] = "/bin/true"
    let (_, console) = await fixture.run(
      ["review", "App/Suite/added"], answers: ["x", "s"], environment: environment)
    #expect(
      console.output.contains(
        "accept all remaining (A), open in SNAPSHOT_DIFF_TOOL (d) or quit (q), then Return? "
          + "Unknown answer 'x'; expected a, r, s, A, d or q.\n"))
  }

  @Test(
    "A diff tool that is no command stops the review with one line, before anything is shown",
    arguments: [
      ("dleta --side-by-side", "is not a command on PATH"),
      ("/nonexistent/delta", "names no executable file"),
    ])
  func badTool(tool: String, reason: String) async {
    var environment = fixture.environment
    environment["SNAPSHOT_DIFF_TOOL"] = tool
    environment["PATH"] = "/usr/bin:/bin"
    let (code, console) = await fixture.run(["review"], environment: environment)
    #expect(code == .data)
    #expect(console.output == "")
    #expect(
      console.errors
        == "Error: SNAPSHOT_DIFF_TOOL '\(tool)' \(reason); expected a command such as delta, "
        + "difft or 'code --diff' that takes the reference and the pending file\n")
  }
}

@Suite("snapshots review accepts what it showed")
struct SnapshotsReviewPinTests {
  let fixture: SnapshotFixture

  init() throws {
    fixture = try SnapshotFixture()
  }

  @Test("A pending reference written again while review waits is refused, and nothing is written")
  func fileChangedWhileShown() async throws {
    try fixture.write("value: old\n", to: "App/Suite/race.txt")
    try fixture.write("value: approved\n", to: "App/Suite/race.txt.new")
    let fixture = fixture
    let (code, console) = await fixture.run(["review", "race"], answers: ["a"]) { _ in
      try? fixture.write("value: EVIL\n", to: "App/Suite/race.txt.new")
    }
    #expect(code == .failure)
    #expect(console.output.contains("+value: approved\n"))
    #expect(
      console.errors
        == "Error: App/Suite/race changed since review showed it (a test run, a diff tool or an edit wrote it meanwhile); "
        + "nothing was accepted. Review it again to see what it holds now\n")
    #expect(fixture.read("App/Suite/race.txt") == "value: old\n")
    #expect(fixture.read("App/Suite/race.txt.new") == "value: EVIL\n")
  }

  @Test(
    "A pending inline change written again while review waits is refused, and nothing is written")
  func inlineChangedWhileShown() async throws {
    try fixture.writeInlinePending("approved")
    let shown = try #require(fixture.read(".inline/T/S.swift-1-23.new"))
    let evil = shown.replacingOccurrences(of: "\n\napproved", with: "\n\nEVIL")
    let fixture = fixture
    let (code, console) = await fixture.run(["review"], answers: ["a"]) { _ in
      try? fixture.write(evil, to: ".inline/T/S.swift-1-23.new")
    }
    #expect(code == .failure)
    #expect(console.output.contains("approved"))
    #expect(
      console.errors
        == "Error: .inline/T/S.swift-1-23 changed since review showed it (a test run, a diff "
        + "tool or an edit wrote it meanwhile); nothing was accepted. Review it again to see what it holds now\n"
    )
    #expect(fixture.read("Tests/S.swift") == "  expectInlineSnapshot(of: x, as: .lines)\n")
    #expect(fixture.read(".inline/T/S.swift-1-23.new") == evil)
  }

  /// A reference as review showed it, and what a hand edit or a merge makes of it while
  /// review waits for the answer; `nil` for no file.
  struct ReferenceChange: Sendable, CustomTestStringConvertible {
    var shown: String?
    var meanwhile: String?
    var testDescription: String
  }

  @Test(
    "A reference changed while review waits is refused, naming it, and the change is kept",
    arguments: [
      ReferenceChange(
        shown: "value: old\n", meanwhile: "value: HAND EDITED\n", testDescription: "edited"),
      ReferenceChange(shown: nil, meanwhile: "value: merged\n", testDescription: "made"),
      ReferenceChange(shown: "value: old\n", meanwhile: nil, testDescription: "deleted"),
    ])
  func referenceChangedWhileShown(_ change: ReferenceChange) async throws {
    if let shown = change.shown { try fixture.write(shown, to: "App/Suite/race.txt") }
    try fixture.write("value: approved\n", to: "App/Suite/race.txt.new")
    let fixture = fixture
    let (code, console) = await fixture.run(["review", "race"], answers: ["a"]) { _ in
      if let meanwhile = change.meanwhile {
        try? fixture.write(meanwhile, to: "App/Suite/race.txt")
      } else {
        try? FileManager.default.removeItem(atPath: "\(fixture.path)/App/Suite/race.txt")
      }
    }
    #expect(code == .failure)
    #expect(console.output.contains("value: approved\n"))
    #expect(
      console.errors
        == "Error: The reference App/Suite/race.txt changed since review showed it (edited by "
        + "hand or merged meanwhile); nothing was accepted. Review it again to see what it "
        + "holds now\n")
    #expect(fixture.read("App/Suite/race.txt") == change.meanwhile)
    #expect(fixture.read("App/Suite/race.txt.new") == "value: approved\n")
  }

  @Test("A pending change written again while review waits is not rejected: the newer is kept")
  func rejectPinned() async throws {
    try fixture.write("value: old\n", to: "App/Suite/race.txt")
    try fixture.write("value: shown\n", to: "App/Suite/race.txt.new")
    let fixture = fixture
    let (code, console) = await fixture.run(["review", "race"], answers: ["r"]) { _ in
      try? fixture.write("value: newer\n", to: "App/Suite/race.txt.new")
    }
    #expect(code == .failure)
    #expect(
      console.errors
        == "Error: App/Suite/race changed since review showed it (a test run, a diff tool or an edit wrote it meanwhile); "
        + "nothing was rejected. Review it again to see what it holds now\n")
    #expect(fixture.read("App/Suite/race.txt.new") == "value: newer\n")
    #expect(fixture.read("App/Suite/race.txt") == "value: old\n")
  }

  @Test("A pending change left as it was is rejected as shown")
  func unchangedIsRejected() async throws {
    try fixture.write("value: shown\n", to: "App/Suite/race.txt.new")
    let (code, _) = await fixture.run(["review", "race"], answers: ["r"]) { _ in }
    #expect(code == .success)
    #expect(!fixture.exists("App/Suite/race.txt.new"))
  }

  @Test("A pending change left as it was is accepted as shown")
  func unchangedIsAccepted() async throws {
    try fixture.write("value: approved\n", to: "App/Suite/race.txt.new")
    let (code, _) = await fixture.run(["review", "race"], answers: ["a"]) { _ in }
    #expect(code == .success)
    #expect(fixture.read("App/Suite/race.txt") == "value: approved\n")
    #expect(!fixture.exists("App/Suite/race.txt.new"))
  }
}

@Suite("snapshots accept and a reference two tests make")
struct SnapshotsSharedReferenceTests {
  @Test("Accepting over a reference that two tests in the sources make is refused, naming both")
  func refused() async throws {
    let fixture = try SnapshotFixture()
    try fixture.write("// swift-tools-version: 6.0\n", to: "Package.swift")
    try fixture.write(
      "@Test func parses() {\n  expectSnapshot(of: \"top\\n\", as: .lines)\n}\n",
      to: "Tests/AppTests/Parsing.swift")
    try fixture.write(
      "@Suite struct Parsing {\n  @Test func parses() {\n    expectSnapshot(of: x, as: .lines)\n  }\n}\n",
      to: "Tests/AppTests/ParsingSuite.swift")
    try fixture.write("suite\n", to: "AppTests/Parsing/parses.txt")
    try fixture.write("top\n", to: "AppTests/Parsing/parses.txt.new")
    let (code, console) = await fixture.run(["accept", "Parsing/parses"])
    #expect(code == .failure)
    #expect(
      console.errors
        == "Error: Not accepting AppTests/Parsing/parses: it is the reference of more than one "
        + "test (Parsing.parses() and parses() in Parsing.swift all make it), so it cannot tell "
        + "whose it is; rename one of the tests, or give its assertion a distinct 'named:'\n")
    #expect(fixture.read("AppTests/Parsing/parses.txt") == "suite\n")
    #expect(fixture.read("AppTests/Parsing/parses.txt.new") == "top\n")
  }
}
