import Foundation
import Testing

@testable import SnapshotReview

/// The earlier layout, `Snapshots/<Suite>/<file>`, moves to `Snapshots/<Target>/<Suite>/<file>`
/// where the runs used it, once, and what cannot be placed stays and is named.
@Suite("Moving snapshots to a folder per test target")
struct LayoutMigrationTests {
  let fixture: SnapshotFixture

  init() throws {
    fixture = try SnapshotFixture()
  }

  /// A finished run that used `used`.
  private func run(_ used: [String], id: String = "1000-1") throws {
    let lines = used.map { "used \($0)\n" }.joined()
    try fixture.write("run \(id)\nfiltered no\n\(lines)end\n", to: ".runs/\(id).run")
  }

  @Test("The first command moves each file where one target's tests used it, and says so")
  func moves() async throws {
    try fixture.write("total\n", to: "CalculatorTests/showsTotal.txt")
    try fixture.write("pending\n", to: "CalculatorTests/showsTotal.txt.new")
    try fixture.write("{}\n", to: "CalculatorTests/state.json")
    try run(["AppTests/CalculatorTests/showsTotal", "AppTests/CalculatorTests/state.json"])
    let (code, console) = await fixture.run(["status"])
    #expect(code == .success)
    #expect(
      console.errors == """
        Snapshots now have a folder per test target; moved 3 files from the earlier layout:
          CalculatorTests/showsTotal.txt → AppTests/CalculatorTests/showsTotal.txt
          CalculatorTests/showsTotal.txt.new → AppTests/CalculatorTests/showsTotal.txt.new
          CalculatorTests/state.json → AppTests/CalculatorTests/state.json

        """)
    #expect(fixture.read("AppTests/CalculatorTests/showsTotal.txt") == "total\n")
    #expect(fixture.read("AppTests/CalculatorTests/showsTotal.txt.new") == "pending\n")
    #expect(fixture.read("AppTests/CalculatorTests/state.json") == "{}\n")
    #expect(!fixture.exists("CalculatorTests"), "the emptied suite folder is removed")
    let (_, again) = await fixture.run(["status"])
    #expect(again.errors == "", "the move happens once")
  }

  @Test(
    "A file of named: \"empty\" moves whether the run named it as now or as runs did before",
    arguments: [
      "AppTests/CalculatorTests/showsTotal.empty.txt", "AppTests/CalculatorTests/showsTotal.empty",
    ])
  func movesNamedFile(used: String) async throws {
    try fixture.write("empty\n", to: "CalculatorTests/showsTotal.empty.txt")
    try run([used])
    let (code, _) = await fixture.run(["status"])
    #expect(code == .success)
    #expect(fixture.read("AppTests/CalculatorTests/showsTotal.empty.txt") == "empty\n")
  }

  @Test("Two targets' tests of one suite name each get their own file; a file both used stays")
  func twoTargets() async throws {
    try fixture.write("a\n", to: "Shared/onlyA.txt")
    try fixture.write("b\n", to: "Shared/onlyB.txt")
    try fixture.write("both\n", to: "Shared/both.txt")
    try run(["ATests/Shared/onlyA", "ATests/Shared/both"], id: "1000-1")
    try run(["BTests/Shared/onlyB", "BTests/Shared/both"], id: "1001-1")
    let (code, console) = await fixture.run(["status"])
    #expect(code == .success)
    #expect(
      console.errors == """
        Snapshots now have a folder per test target; moved 2 files from the earlier layout:
          Shared/onlyA.txt → ATests/Shared/onlyA.txt
          Shared/onlyB.txt → BTests/Shared/onlyB.txt
        Not moved: Shared/both.txt was used by tests of 2 targets (ATests, BTests); copy it into the folder of each target it belongs to, then delete it.

        """)
    #expect(fixture.read("Shared/both.txt") == "both\n")
    #expect(!fixture.exists("ATests/Shared/both.txt") && !fixture.exists("BTests/Shared/both.txt"))
  }

  @Test("A file no run used stays, named when others move; a README is left unmentioned")
  func unused() async throws {
    try fixture.write("old\n", to: "GoneTests/removed.txt")
    try fixture.write("notes\n", to: "Docs/README.md")
    try fixture.write("kept\n", to: "Other/kept.txt")
    try run(["AppTests/Other/kept"])
    let (_, console) = await fixture.run(["status"])
    #expect(
      console.errors == """
        Snapshots now have a folder per test target; moved 1 file from the earlier layout:
          Other/kept.txt → AppTests/Other/kept.txt
        Not moved to a test target's folder, as no test used them in the last runs: GoneTests/removed.txt. Run the whole suite ('swift test'), then any snapshots command.

        """)
    #expect(fixture.exists("GoneTests/removed.txt") && fixture.exists("Docs/README.md"))
    let (_, again) = await fixture.run(["status"])
    #expect(again.errors == "", "with nothing to move, a file two levels down is not mentioned")
  }

  @Test(
    "A reference whose new place is taken stays; an earlier pending file a newer one replaces goes")
  func placeTaken() async throws {
    try fixture.write("old\n", to: "Suite/kept.txt")
    try fixture.write("new\n", to: "AppTests/Suite/kept.txt")
    try fixture.write("earlier\n", to: "Suite/changed.txt.new")
    try fixture.write("later\n", to: "AppTests/Suite/changed.txt.new")
    try run(["AppTests/Suite/kept", "AppTests/Suite/changed"])
    let (_, console) = await fixture.run(["status"])
    #expect(
      console.errors == """
        Deleted earlier pending files, as a newer one of each is in its test target's folder: Suite/changed.txt.new
        Not moved: Suite/kept.txt, as AppTests/Suite/kept.txt is already there or cannot be written; keep the one you want and delete the other.

        """)
    #expect(fixture.read("Suite/kept.txt") == "old\n")
    #expect(fixture.read("AppTests/Suite/kept.txt") == "new\n")
    #expect(fixture.read("AppTests/Suite/changed.txt.new") == "later\n")
    #expect(!fixture.exists("Suite/changed.txt.new"))
  }

  @Test("Files of the new layout, run records and pending inline snapshots are never moved")
  func newLayoutStays() async throws {
    try fixture.write("kept\n", to: "AppTests/Suite/kept.txt")
    try fixture.write("x\n", to: ".inline/AppTests/A.swift-1-2.new")
    try run(["AppTests/Suite/kept", ".inline/AppTests/A.swift-1-2"])
    let (_, console) = await fixture.run(["status"])
    #expect(console.errors == "")
    #expect(
      fixture.exists("AppTests/Suite/kept.txt")
        && fixture.exists(".inline/AppTests/A.swift-1-2.new"))
  }

  @Test(
    "JSON stays JSON: what moved goes to standard error",
    arguments: [["status", "--json"], ["status", "--check"]])
  func machineOutput(arguments: [String]) async throws {
    try fixture.write("total\n", to: "Suite/total.txt")
    try run(["AppTests/Suite/total"])
    let (_, console) = await fixture.run(arguments)
    #expect(!console.output.contains("moved"))
    #expect(console.errors.hasPrefix("Snapshots now have a folder per test target; moved 1 file"))
  }
}
