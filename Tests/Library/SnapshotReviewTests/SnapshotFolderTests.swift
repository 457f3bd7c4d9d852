import Foundation
import Testing

@testable import SnapshotReview

@Suite("Snapshot folder")
struct SnapshotFolderTests {
  let fixture: SnapshotFixture
  var folder: SnapshotFolder { SnapshotFolder(path: fixture.path, packageRoot: nil) }

  init() throws {
    fixture = try SnapshotFixture()
    try fixture.write("{}\n", to: "App/Suite/state.json.new")
    try fixture.write("a\n", to: "App/Suite/state.txt.new")
    try fixture.write("{}\n", to: "App/Suite/named.json.txt.new")
    try fixture.write("x\n", to: "App/Suite/odd.NEW.new")
  }

  @Test("Pending files are listed by names that each mean one file: .txt ones without .txt")
  func pending() {
    #expect(
      folder.pending() == ["App/Suite/named.json.txt", "App/Suite/state", "App/Suite/state.json"])
  }

  @Test("A name finds its own file, whatever else is pending beside it")
  func paths() {
    #expect(folder.referencePath("App/Suite/state.json") == "\(fixture.path)/App/Suite/state.json")
    #expect(folder.pendingPath("App/Suite/state") == "\(fixture.path)/App/Suite/state.txt.new")
    #expect(
      folder.pendingPath("App/Suite/named.json.txt")
        == "\(fixture.path)/App/Suite/named.json.txt.new")
    #expect(
      folder.pendingPath("App/Suite/named.json") == "\(fixture.path)/App/Suite/named.json.new")
  }

  @Test(
    "A .json snapshot and a named: \"json\" one of one test are two names; each accepts its own",
    arguments: ["App/Clash/t.json", "App/Clash/t.json.txt"])
  func jsonBesideNamedJSON(name: String) async throws {
    try fixture.write("{}\n", to: "App/Clash/t.json.new")
    try fixture.write("lines\n", to: "App/Clash/t.json.txt.new")
    #expect(
      folder.pending().filter { $0.hasPrefix("App/Clash/") } == [
        "App/Clash/t.json", "App/Clash/t.json.txt",
      ])
    let (code, console) = await fixture.run(["accept", name])
    #expect(code == .success)
    #expect(console.output == "Accepted \(name)\n")
    let file = name.hasSuffix(".txt") ? "App/Clash/t.json.txt" : "App/Clash/t.json"
    let other = name.hasSuffix(".txt") ? "App/Clash/t.json" : "App/Clash/t.json.txt"
    #expect(fixture.read(file) == (name.hasSuffix(".txt") ? "lines\n" : "{}\n"))
    #expect(!fixture.exists(file + ".new") && fixture.exists(other + ".new"))
    #expect(!fixture.exists(other))
  }

  @Test("The name of a .json snapshot never accepts the .txt file of named: \"json\"")
  func jsonNameIsNotTheText() async throws {
    try fixture.write("lines\n", to: "App/Clash/t.json.txt.new")
    let (code, _) = await fixture.run(["accept", "App/Clash/t.json"])
    #expect(code == .failure)
    #expect(fixture.exists("App/Clash/t.json.txt.new") && !fixture.exists("App/Clash/t.json.txt"))
  }

  @Test(
    "Accept keeps to the reference it read: one changed since is refused, naming it, and kept",
    arguments: [SnapshotFolder.ReferenceState.absent, .bytes(Array("before\n".utf8))])
  func acceptPinsReference(_ read: SnapshotFolder.ReferenceState) throws {
    try fixture.write("hand edit\n", to: "App/Suite/state.txt")
    let pinned = try #require(folder.pinned("App/Suite/state"))
    #expect(
      throws: ReviewError.referenceChangedSinceShown(reference: "App/Suite/state.txt", by: .accept)
    ) {
      try folder.accept("App/Suite/state", pinned: pinned, reference: read)
    }
    #expect(fixture.read("App/Suite/state.txt") == "hand edit\n")
    #expect(fixture.read("App/Suite/state.txt.new") == "a\n")
    try folder.accept(
      "App/Suite/state", pinned: pinned, reference: folder.referenceState("App/Suite/state"))
    #expect(fixture.read("App/Suite/state.txt") == "a\n")
  }

  @Test("Accepting a JSON snapshot renames it over its .json reference")
  func acceptsJSON() async throws {
    let (code, console) = await fixture.run(["accept", "App/Suite/state.json"])
    #expect(code == .success)
    #expect(console.output == "Accepted App/Suite/state.json\n")
    #expect(fixture.read("App/Suite/state.json") == "{}\n")
    #expect(!fixture.exists("App/Suite/state.json.new"))
  }

  @Test("References with another extension count when the run used one")
  func references() throws {
    try fixture.write("{}\n", to: "App/Suite/kept.json")
    try fixture.write("t\n", to: "App/Suite/kept.txt")
    #expect(folder.references() == ["App/Suite/kept"])
    #expect(folder.references(extensions: ["json"]) == ["App/Suite/kept", "App/Suite/kept.json"])
  }

  @Test("Prune deletes an unused JSON reference only when the run used JSON snapshots")
  func prunesJSON() async throws {
    let plain = try fixture.writeSources("@Test func other() {}\n")
    try fixture.write("{}\n", to: "App/Suite/used.json")
    try fixture.write("{}\n", to: "App/Suite/gone.json")
    try fixture.writeRun(used: ["App/Suite/used.json"], tests: ["App/Suite/used"], sources: plain)
    let (code, console) = await fixture.run(["prune", "--yes"])
    #expect(code == .success, "\(console.errors)")
    #expect(console.output == "Orphans (1):\n  App/Suite/gone.json\nDeleted App/Suite/gone.json\n")
    #expect(fixture.exists("App/Suite/used.json") && !fixture.exists("App/Suite/gone.json"))
  }

  @Test("A run recorded before each name meant one file still uses its named .txt references")
  func earlierRunNames() async throws {
    let plain = try fixture.writeSources("@Test func other() {}\n")
    try fixture.write("a\n", to: "App/Suite/used.empty.txt")
    try fixture.write("a\n", to: "App/Suite/gone.empty.txt")
    try fixture.writeRun(used: ["App/Suite/used.empty"], tests: ["App/Suite/used"], sources: plain)
    let (code, console) = await fixture.run(["prune", "--yes"])
    #expect(code == .success, "\(console.errors)")
    #expect(
      console.output
        == "Orphans (1):\n  App/Suite/gone.empty.txt\nDeleted App/Suite/gone.empty.txt\n")
    #expect(fixture.exists("App/Suite/used.empty.txt"))
  }

  @Test("A .json file in a suite folder is left alone when the run used no JSON snapshot")
  func keepsOtherJSON() async throws {
    let plain = try fixture.writeSources("@Test func other() {}\n")
    try fixture.write("t\n", to: "App/Suite/used.txt")
    try fixture.write("{}\n", to: "App/Suite/fixture.json")
    try fixture.writeRun(used: ["App/Suite/used"], sources: plain)
    let (code, console) = await fixture.run(["prune", "--yes"])
    #expect(code == .success)
    #expect(console.output == "No orphaned snapshots.\n")
    #expect(fixture.exists("App/Suite/fixture.json"))
  }
}
