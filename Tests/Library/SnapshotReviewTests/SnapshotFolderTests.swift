import Foundation
import Testing

@testable import SnapshotReview

@Suite("Snapshot folder")
struct SnapshotFolderTests {
  let fixture: SnapshotFixture
  var folder: SnapshotFolder { SnapshotFolder(path: fixture.path, packageRoot: nil) }

  init() throws {
    fixture = try SnapshotFixture()
    try fixture.write("{}\n", to: "Suite/state.json.new")
    try fixture.write("a\n", to: "Suite/state.txt.new")
    try fixture.write("{}\n", to: "Suite/named.json.txt.new")
    try fixture.write("x\n", to: "Suite/odd.NEW.new")
  }

  @Test("Pending files with another extension are listed with it; .txt ones without")
  func pending() {
    #expect(folder.pending() == ["Suite/named.json", "Suite/state", "Suite/state.json"])
  }

  @Test("A name with an extension finds its own files; a text snapshot's name wins")
  func paths() {
    #expect(folder.referencePath("Suite/state.json") == "\(fixture.path)/Suite/state.json")
    #expect(folder.pendingPath("Suite/state") == "\(fixture.path)/Suite/state.txt.new")
    #expect(folder.pendingPath("Suite/named.json") == "\(fixture.path)/Suite/named.json.txt.new")
  }

  @Test("Accepting a JSON snapshot renames it over its .json reference")
  func acceptsJSON() async throws {
    let (code, console) = await fixture.run(["accept", "Suite/state.json"])
    #expect(code == 0)
    #expect(console.output == "Accepted Suite/state.json\n")
    #expect(fixture.read("Suite/state.json") == "{}\n")
    #expect(!fixture.exists("Suite/state.json.new"))
  }

  @Test("References with another extension count when the run used one")
  func references() throws {
    try fixture.write("{}\n", to: "Suite/kept.json")
    try fixture.write("t\n", to: "Suite/kept.txt")
    #expect(folder.references() == ["Suite/kept"])
    #expect(folder.references(extensions: ["json"]) == ["Suite/kept", "Suite/kept.json"])
  }

  @Test("Prune deletes an unused JSON reference only when the run used JSON snapshots")
  func prunesJSON() async throws {
    let plain = try fixture.writeSources("@Test func other() {}\n")
    try fixture.write("{}\n", to: "Suite/used.json")
    try fixture.write("{}\n", to: "Suite/gone.json")
    try fixture.writeRun(used: ["Suite/used.json"], tests: ["Suite/used"], sources: plain)
    let (code, console) = await fixture.run(["prune", "--yes"])
    #expect(code == 0, "\(console.errors)")
    #expect(console.output == "Orphans (1):\n  Suite/gone.json\nDeleted Suite/gone.json\n")
    #expect(fixture.exists("Suite/used.json") && !fixture.exists("Suite/gone.json"))
  }

  @Test("A .json file in a suite folder is left alone when the run used no JSON snapshot")
  func keepsOtherJSON() async throws {
    let plain = try fixture.writeSources("@Test func other() {}\n")
    try fixture.write("t\n", to: "Suite/used.txt")
    try fixture.write("{}\n", to: "Suite/fixture.json")
    try fixture.writeRun(used: ["Suite/used"], sources: plain)
    let (code, console) = await fixture.run(["prune", "--yes"])
    #expect(code == 0)
    #expect(console.output == "No orphaned snapshots.\n")
    #expect(fixture.exists("Suite/fixture.json"))
  }
}
