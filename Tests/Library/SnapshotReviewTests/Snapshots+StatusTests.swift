import Foundation
import InlineTextSnapshots
import Testing
import TextSnapshots

@Suite("snapshots status --check and --json")
struct SnapshotsStatusTests {
  let fixture: SnapshotFixture

  init() throws {
    fixture = try SnapshotFixture()
    try fixture.write("kept\n", to: "App/Suite/kept.txt")
  }

  /// Sources without conditions, that declare no test the references could belong to.
  private func plainSources() throws -> String {
    try fixture.writeSources("@Test func other() {}\n")
  }

  /// The documented format of `status --json`, version 1, read as a script would.
  struct Report: Decodable, Equatable {
    struct Pending: Decodable, Equatable {
      var kind: String
      var name: String
      var test: String?
      var reference: String?
      var isNew: Bool
      var pending: String
      var source: Source?
    }
    struct Source: Decodable, Equatable {
      var file: String
      var line: Int
      var column: Int
    }
    struct Orphan: Decodable, Equatable {
      var name: String
      var reference: String
    }
    var version: Int
    var snapshots: String
    var package: String?
    var pending: [Pending]
    var orphans: [Orphan]?
    var uncertainOrphans: [Uncertain]?
    var orphansUnknown: String?
  }
  struct Uncertain: Decodable, Equatable {
    var name: String
    var reference: String
    var reason: String
  }

  private func report(_ output: String) throws -> Report {
    try JSONDecoder().decode(Report.self, from: Data(output.utf8))
  }

  @Test("--check passes a clean tree with one line saying so")
  func clean() async throws {
    try fixture.writeRun(used: ["App/Suite/kept"], sources: plainSources())
    let (code, console) = await fixture.run(["status", "--check"])
    #expect(code == .success)
    expectInlineSnapshot(of: console.output, as: .lines) {
      """
      No pending snapshots and no orphaned references.

      """
    }
  }

  @Test("--check fails with one line per pending snapshot and per orphan")
  func problems() async throws {
    try fixture.write("new\n", to: "App/Suite/added.txt.new")
    try fixture.write("{}\n", to: "App/Suite/state.json.new")
    try fixture.write("old\n", to: "App/Suite/gone.txt")
    try fixture.writeRun(used: ["App/Suite/kept"], sources: plainSources())
    let (code, console) = await fixture.run(["status", "--check"])
    #expect(code == .failure)
    expectInlineSnapshot(of: console.output, as: .lines) {
      """
      Pending snapshot: App/Suite/added
      Pending snapshot: App/Suite/state.json
      Orphaned reference: App/Suite/gone

      """
    }
    #expect(console.errors == "")
  }

  @Test(
    "--check fails when the last run cannot tell the orphans, and says why",
    arguments: [
      (
        "none",
        "Orphans unknown: no run record in FOLDER/.runs; run the full test suite "
          + "('swift test'), then check again."
      ),
      (
        "filtered",
        "Orphans unknown: the last run (1000-1) was filtered by '--filter=X'; run "
          + "the full test suite ('swift test'), then check again."
      ),
      (
        "failed",
        "Orphans unknown: the last run (1000-1) had 1 failing snapshot assertion; fix "
          + "them, then check again."
      ),
    ])
  func untrustedRun(run: String, line: String) async throws {
    switch run {
    case "filtered": try fixture.writeRun(used: ["App/Suite/kept"], filtered: "--filter=X")
    case "failed": try fixture.writeRun(used: ["App/Suite/kept"], failed: ["App/Suite/kept"])
    default: break
    }
    let (code, console) = await fixture.run(["status", "--check"])
    #expect(code == .failure)
    #expect(console.output == line.replacingOccurrences(of: "FOLDER", with: fixture.path) + "\n")
  }

  @Test("--check outside a package is one error line and exit 66, nothing on stdout")
  func outsidePackage() async throws {
    let folder = try SnapshotFixture()
    let (code, console) = await fixture.run(
      ["status", "--check"], in: folder.path, environment: [:])
    #expect(code == .noInput)
    #expect(console.output == "")
    expectInlineSnapshot(
      of: console.errors, as: .lines.redacting(.text(folder.path, as: "[folder]"))
    ) {
      """
      Error: No Package.swift in [folder] or any folder above; set SNAPSHOT_DIRECTORY

      """
    }
  }

  @Test("--json lists each pending change and each orphan in the documented format")
  func json() async throws {
    let sources = try plainSources()
    try fixture.write("kept 2\n", to: "App/Suite/kept.txt.new")
    try fixture.write("new\n", to: "App/Suite/added.empty.txt.new")
    try fixture.write("old\n", to: "App/Suite/gone.txt")
    try fixture.writeInlinePending("hello")
    var run = "run 1000-1\nfiltered no\nsources \(sources)\n"
    run +=
      "test App/Suite/kept\nused App/Suite/kept\ntest T/inline\nused .inline/T/S.swift-1-23\nend\n"
    try fixture.write(run, to: ".runs/1000-1.run")
    let (code, console) = await fixture.run(["status", "--json"], in: fixture.path)
    #expect(code == .success)
    let path = fixture.path
    #expect(
      try report(console.output)
        == Report(
          version: 1, snapshots: path, package: path,
          pending: [
            Report.Pending(
              kind: "file", name: "App/Suite/added.empty.txt", test: "App/Suite/added",
              reference: "\(path)/App/Suite/added.empty.txt", isNew: true,
              pending: "\(path)/App/Suite/added.empty.txt.new", source: nil),
            Report.Pending(
              kind: "file", name: "App/Suite/kept", test: "App/Suite/kept",
              reference: "\(path)/App/Suite/kept.txt", isNew: false,
              pending: "\(path)/App/Suite/kept.txt.new", source: nil),
            Report.Pending(
              kind: "inline", name: ".inline/T/S.swift-1-23", test: "T/inline()",
              reference: nil, isNew: false, pending: "\(path)/.inline/T/S.swift-1-23.new",
              source: Report.Source(file: "Tests/S.swift", line: 1, column: 23)),
          ],
          orphans: [Report.Orphan(name: "App/Suite/gone", reference: "\(path)/App/Suite/gone.txt")],
          uncertainOrphans: [], orphansUnknown: nil))
  }

  @Test(
    "An unused reference whose test is in the sources is listed apart and does not fail --check")
  func uncertainNeverHides() async throws {
    try fixture.write("old\n", to: "App/Suite/gone.txt")
    try fixture.write("skipped\n", to: "App/Suite/skipped.txt")
    let sources = try fixture.writeSources("@Test(.disabled()) func skipped() {}\n")
    try fixture.writeRun(used: ["App/Suite/kept"], sources: sources)
    let why =
      "its test App/Suite/skipped has a function of its name in the sources (in this suite or another) but made no snapshot assertion in the last "
      + "run (1000-1): a trait such as .disabled or .enabled(if:) may have skipped it, or it ran "
      + "without making this snapshot"
    let (jsonCode, json) = await fixture.run(["status", "--json"])
    #expect(jsonCode == .success)
    let report = try report(json.output)
    #expect(report.orphans?.map(\.name) == ["App/Suite/gone"])
    #expect(
      report.uncertainOrphans
        == [
          Uncertain(
            name: "App/Suite/skipped", reference: "\(fixture.path)/App/Suite/skipped.txt",
            reason: why)
        ])
    #expect(report.orphansUnknown == nil)
    let (_, text) = await fixture.run(["status"])
    expectInlineSnapshot(of: text.output, as: .lines) {
      """
      No pending snapshots.
      Orphans (1):
        App/Suite/gone
      Not made in the last run, kept (1):
        App/Suite/skipped: its test App/Suite/skipped has a function of its name in the sources (in this suite or another) but made no snapshot assertion in the last run (1000-1): a trait such as .disabled or .enabled(if:) may have skipped it, or it ran without making this snapshot

      """
    }
    let (checkCode, check) = await fixture.run(["status", "--check"])
    #expect(checkCode == .failure)
    expectInlineSnapshot(of: check.output, as: .lines) {
      """
      Orphaned reference: App/Suite/gone

      """
    }
    try FileManager.default.removeItem(atPath: "\(fixture.path)/App/Suite/gone.txt")
    let (keptCode, kept) = await fixture.run(["status", "--check"])
    #expect(keptCode == .success)
    #expect(kept.output == "No pending snapshots and no orphaned references.\n")
  }

  @Test("Status names each folder that is a symbolic link as not read, and --check fails on it")
  func links() async throws {
    let elsewhere = try SnapshotFixture()
    try elsewhere.write("change\n", to: "inline/App/A.swift-3-5.new")
    try elsewhere.write("old\n", to: "suite/linked.txt")
    try FileManager.default.createSymbolicLink(
      atPath: "\(fixture.path)/.inline", withDestinationPath: "\(elsewhere.path)/inline")
    try FileManager.default.createSymbolicLink(
      atPath: "\(fixture.path)/App/Linked", withDestinationPath: "\(elsewhere.path)/suite")
    try fixture.writeRun(used: ["App/Suite/kept"], sources: plainSources())
    let notRead =
      " is a symbolic link, and snapshots follows no link out of the folder, so what it "
      + "holds is neither listed nor accepted; replace the link with the folder it points to"
    let (_, status) = await fixture.run(["status"])
    #expect(
      status.output.hasSuffix("Not read: .inline\(notRead)\nNot read: App/Linked\(notRead)\n"))
    let (checkCode, check) = await fixture.run(["status", "--check"])
    #expect(checkCode == .failure)
    #expect(check.output.contains("Not read: .inline\(notRead)\n"), "\(check.output)")
    let (_, json) = await fixture.run(["status", "--json"])
    let report = try JSONDecoder().decode(JSONLinks.self, from: Data(json.output.utf8))
    #expect(report.links == ["\(fixture.path)/.inline", "\(fixture.path)/App/Linked"])
  }

  /// The `links` field of `status --json`.
  struct JSONLinks: Decodable {
    var links: [String]
  }

  @Test("--json writes every field, null when it has nothing to say, keys sorted")
  func explicitNulls() async {
    let (code, console) = await fixture.run(["status", "--json"])
    #expect(code == .success)
    expectInlineSnapshot(
      of: console.output, as: .lines.redacting(.text(fixture.path, as: "[snapshots]"))
    ) {
      """
      {
        "links" : [

        ],
        "orphans" : null,
        "orphansUnknown" : "Orphans unknown: no run record in [snapshots]/.runs; run the full test suite ('swift test'), then check again.",
        "package" : null,
        "pending" : [

        ],
        "snapshots" : "[snapshots]",
        "uncertainOrphans" : null,
        "version" : 1
      }

      """
    }
  }

  @Test("--json with --check prints the JSON and exits 1 when anything is pending")
  func jsonCheck() async throws {
    try fixture.write("new\n", to: "App/Suite/added.txt.new")
    try fixture.writeRun(used: ["App/Suite/kept"], sources: plainSources())
    let (code, console) = await fixture.run(["status", "--json", "--check"])
    #expect(code == .failure)
    #expect(try report(console.output).pending.map(\.name) == ["App/Suite/added"])
  }

  @Test("--json outside a package is one error line and exit 66, nothing on stdout")
  func jsonOutsidePackage() async throws {
    let folder = try SnapshotFixture()
    let (code, console) = await fixture.run(
      ["status", "--json"], in: folder.path, environment: [:])
    #expect(code == .noInput)
    #expect(console.output == "")
    #expect(console.errors.hasPrefix("Error: No Package.swift in \(folder.path)"))
  }
}
