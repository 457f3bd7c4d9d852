import Foundation
import InlineTextSnapshots
import Testing
import TextSnapshots

@Suite("snapshots diff NAME")
struct SnapshotsDiffTests {
  let fixture: SnapshotFixture

  init() throws {
    fixture = try SnapshotFixture()
    try fixture.write("a\nb\n", to: "App/Suite/changed.txt")
    try fixture.write("a\nc\n", to: "App/Suite/changed.txt.new")
    try fixture.write("new\n", to: "App/Suite/added.txt.new")
    try fixture.write("x\n", to: "App/Other/added.txt.new")
  }

  @Test("Shows one pending change against its reference, as review does, and exits 1")
  func named() async {
    let (code, console) = await fixture.run(["diff", "App/Suite/changed"])
    #expect(code == .failure)
    expectInlineSnapshot(of: console.output, as: .lines) {
      """
      App/Suite/changed
      Snapshot does not match reference: 1 of 2 lines differs.
      --- reference
      +++ actual
      @@ -1,2 +1,2 @@
       a
      -b
      +c

      """
    }
    #expect(console.errors == "")
  }

  @Test("A new CRLF snapshot shows a line per line feed, each carriage return as ␍")
  func newCRLF() async throws {
    try fixture.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n", to: "App/Http/request.txt.new")
    let (code, console) = await fixture.run(["diff", "request"])
    #expect(code == .failure)
    expectInlineSnapshot(of: console.output, as: .lines) {
      """
      App/Http/request
      No reference yet; the new snapshot is:
      GET / HTTP/1.1␍
      Host: x␍
      ␍

      """
    }
  }

  @Test("A unique last part of the name is enough; the file's name works too")
  func suffix() async {
    let (code, console) = await fixture.run(["diff", "changed"])
    #expect(code == .failure)
    #expect(console.output.hasPrefix("App/Suite/changed\nSnapshot does not match reference"))
    let (_, byFile) = await fixture.run(["diff", "App/Suite/changed.txt.new"])
    #expect(byFile.output == console.output)
  }

  @Test("A new snapshot shows its content")
  func new() async {
    let (code, console) = await fixture.run(["diff", "App/Suite/added"])
    #expect(code == .failure)
    expectInlineSnapshot(of: console.output, as: .lines) {
      """
      App/Suite/added
      No reference yet; the new snapshot is:
      new

      """
    }
  }

  @Test("A name that ends two pending names is a usage error listing both")
  func ambiguous() async {
    let (code, console) = await fixture.run(["diff", "added"])
    #expect(code == .usage)
    expectInlineSnapshot(of: console.errors, as: .lines) {
      """
      Error: 'added' matches 2 pending snapshots (App/Other/added, App/Suite/added); give more of the name, as 'snapshots status' prints it
      Usage: snapshots diff NAME|A [B]

      """
    }
    #expect(console.output == "")
  }

  @Test("A name that matches nothing says so, and suggests the nearest")
  func noMatch() async {
    let (code, console) = await fixture.run(["diff", "App/Suite/chnaged"])
    #expect(code == .failure)
    expectInlineSnapshot(of: console.errors, as: .lines) {
      """
      Error: No pending snapshot matches 'App/Suite/chnaged'. Did you mean 'App/Suite/changed'? 'snapshots status' lists them

      """
    }
    let (_, far) = await fixture.run(["diff", "zzz"])
    expectInlineSnapshot(of: far.errors, as: .lines) {
      """
      Error: No pending snapshot matches 'zzz'; 'snapshots status' lists them

      """
    }
  }

  @Test("A name outside the folder is refused before anything is read")
  func outside() async {
    let (code, console) = await fixture.run(["diff", "../x"])
    #expect(code == .usage)
    #expect(console.errors.hasPrefix("Error: '../x' is outside the snapshots folder"))
  }

  @Test("A pending inline snapshot shows where it goes and its text")
  func inline() async throws {
    try fixture.writeInlinePending("hello")
    let (code, console) = await fixture.run(["diff", "S.swift-1-23"])
    #expect(code == .failure)
    expectInlineSnapshot(of: console.output, as: .lines) {
      #"""
      .inline/T/S.swift-1-23
      Inline snapshot in Tests/S.swift:1 (test T/inline()); accepting writes it into the source:
      No literal yet; the new text is:
      hello
      \ No newline at end of text

      """#
    }
  }

  @Test("Two files are still compared as before")
  func twoFiles() async {
    let (code, console) = await fixture.run(
      [
        "diff", "\(fixture.path)/App/Suite/changed.txt",
        "\(fixture.path)/App/Suite/changed.txt.new",
      ])
    #expect(code == .failure)
    #expect(console.output.hasPrefix("Snapshot does not match reference: 1 of 2 lines differs."))
  }
}
