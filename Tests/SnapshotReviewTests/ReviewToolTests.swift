import Foundation
import Testing

@testable import SnapshotReview

@Suite("Review tool")
struct ReviewToolTests {
  let fixture: SnapshotFixture

  init() throws {
    fixture = try SnapshotFixture()
    try fixture.write("a\nb\n", to: "Suite/changed.txt")
    try fixture.write("a\nc\n", to: "Suite/changed.txt.new")
    try fixture.write("new\n", to: "Suite/added.txt.new")
    try fixture.write("kept\n", to: "Suite/kept.txt")
    try fixture.write("old\n", to: "Old/unused.txt")
  }

  @Test("Status lists pending snapshots and orphans from the last run")
  func status() throws {
    try fixture.writeRun(used: ["Suite/changed", "Suite/kept"])
    let (code, console) = fixture.run(["status"])
    #expect(code == 0)
    #expect(
      console.output == """
        Pending (2):
          Suite/added
          Suite/changed
        Orphans (1):
          Old/unused

        """)
  }

  @Test("Review shows each diff and acts on a, r, s and q")
  func review() throws {
    let (code, console) = fixture.run(["review"], answers: ["x", "s", "a"])
    #expect(code == 0)
    #expect(
      console.output == """
        [1/2] Suite/added
        No reference yet; the new snapshot is:
        new
        Accept (a), reject (r), skip (s) or quit (q)? Unknown answer 'x'; expected a, r, s or q.
        Accept (a), reject (r), skip (s) or quit (q)? Skipped Suite/added
        [2/2] Suite/changed
        Snapshot does not match reference: 1 of 2 lines differs.
        --- reference
        +++ actual
        @@ -1,2 +1,2 @@
         a
        -b
        +c
        Accept (a), reject (r), skip (s) or quit (q)? Accepted Suite/changed

        """)
    #expect(fixture.read("Suite/changed.txt") == "a\nc\n")
    #expect(fixture.exists("Suite/added.txt.new"))
  }

  @Test("Review stops at q and at the end of input")
  func reviewQuits() {
    let (quitCode, _) = fixture.run(["review"], answers: ["r", "q"])
    #expect(quitCode == 0)
    #expect(!fixture.exists("Suite/added.txt.new"))
    #expect(fixture.exists("Suite/changed.txt.new"))
    let (endCode, _) = fixture.run(["review"])
    #expect(endCode == 0)
  }

  @Test("Accept moves pending files over references, by name or all at once")
  func accept() {
    let (code, console) = fixture.run(["accept", "Suite/changed.txt.new"])
    #expect(code == 0)
    #expect(console.output == "Accepted Suite/changed\n")
    #expect(fixture.read("Suite/changed.txt") == "a\nc\n")
    #expect(!fixture.exists("Suite/changed.txt.new"))
    let (allCode, all) = fixture.run(["accept", "--all"])
    #expect(allCode == 0)
    #expect(all.output == "Accepted Suite/added\n")
  }

  @Test("Reject deletes pending files and keeps references")
  func reject() {
    let (code, _) = fixture.run(["reject", "--all"])
    #expect(code == 0)
    #expect(!fixture.exists("Suite/changed.txt.new"))
    #expect(fixture.read("Suite/changed.txt") == "a\nb\n")
  }

  @Test("Accepting a name with no pending file names the path expected")
  func acceptMissing() {
    let (code, console) = fixture.run(["accept", "Suite/none"])
    #expect(code == 1)
    #expect(
      console.errors
        == "Error: No pending snapshot 'Suite/none'; expected \(fixture.path)/Suite/none.txt.new.\n"
    )
  }

  @Test(
    "Prune refuses a run it cannot trust",
    arguments: [
      (true, true, "the last run (1000-1) was filtered"),
      (false, false, "the last run (1000-1) did not finish"),
    ])
  func pruneRefuses(filtered: Bool, finished: Bool, reason: String) throws {
    try fixture.writeRun(used: [], filtered: filtered, finished: finished)
    let (code, console) = fixture.run(["prune", "--yes"])
    #expect(code == 1)
    #expect(
      console.errors
        == "Error: Not pruning: \(reason); run the full test suite ('swift test'), then prune.\n")
    #expect(fixture.exists("Old/unused.txt"))
  }

  @Test("Prune refuses after failing snapshots and without any run record")
  func pruneRefusesFailuresAndMissingRecords() throws {
    let (noRunCode, noRun) = fixture.run(["prune"])
    #expect(noRunCode == 1)
    #expect(
      noRun.errors
        == "Error: Not pruning: no run record in \(fixture.path)/.runs; "
        + "run the full test suite ('swift test'), then prune.\n")
    try fixture.writeRun(used: [], failed: ["Suite/kept"])
    let (failedCode, failed) = fixture.run(["prune"])
    #expect(failedCode == 1)
    #expect(
      failed.errors
        == "Error: Not pruning: the last run (1000-1) had 1 failing snapshot assertion; "
        + "fix them, then prune.\n")
  }

  @Test("Prune asks before deleting; anything but y keeps the files")
  func pruneAsks() throws {
    try fixture.writeRun(used: ["Suite/changed", "Suite/kept"])
    let (code, console) = fixture.run(["prune"], answers: [""])
    #expect(code == 0)
    #expect(
      console.output
        == "Orphans (1):\n  Old/unused\nDelete 1 orphaned snapshot? [y/N] Nothing deleted.\n")
    #expect(fixture.exists("Old/unused.txt"))
    let (yesCode, yes) = fixture.run(["prune"], answers: ["y"])
    #expect(yesCode == 0)
    #expect(yes.output.hasSuffix("Deleted Old/unused\n"))
    #expect(!fixture.exists("Old/unused.txt"))
    #expect(fixture.exists("Suite/kept.txt"))
  }

  @Test("Prune --yes deletes without asking")
  func pruneYes() throws {
    try fixture.writeRun(used: ["Suite/changed", "Suite/kept"])
    let (code, console) = fixture.run(["prune", "--yes"])
    #expect(code == 0)
    #expect(console.output == "Orphans (1):\n  Old/unused\nDeleted Old/unused\n")
  }

  @Test("Diff exits 0 for equal files, 1 with a failure text for different ones, 2 on error")
  func diff() {
    let changed = "\(fixture.path)/Suite/changed.txt"
    let (equal, equalConsole) = fixture.run(["diff", changed, changed])
    #expect(equal == 0)
    #expect(equalConsole.output == "")
    let (different, console) = fixture.run(["diff", changed, changed + ".new"])
    #expect(different == 1)
    #expect(console.output.hasPrefix("Snapshot does not match reference: 1 of 2 lines differs.\n"))
    let (missing, missingConsole) = fixture.run(["diff", changed, "/nonexistent"])
    #expect(missing == 66)
    #expect(missingConsole.errors == "Error: Cannot read '/nonexistent': no such file\n")
  }

  @Test(
    "Usage errors exit 64 with one line naming the input, then the usage line",
    arguments: [
      (
        [String](),
        "Missing subcommand; expected one of status, review, accept, reject, prune, diff",
        "snapshots <subcommand>"
      ),
      (["frob"], "Unknown subcommand 'frob'", "snapshots <subcommand>"),
      (["statsu"], "Unknown subcommand 'statsu'. Did you mean 'status'?", "snapshots <subcommand>"),
      (
        ["accept"], "'accept' needs snapshot names or '--all'.",
        "snapshots accept [<options>] [NAME ...]"
      ),
      (
        ["reject", "--force"], "Unknown option '--force'", "snapshots reject [<options>] [NAME ...]"
      ),
      (
        ["reject", "--al"], "Unknown option '--al'. Did you mean '--all'?",
        "snapshots reject [<options>] [NAME ...]"
      ),
      (["status", "extra"], "Unexpected argument 'extra'", "snapshots status"),
      (
        ["prune", "--yse"], "Unknown option '--yse'. Did you mean '--yes'?",
        "snapshots prune [<options>]"
      ),
      (["diff", "a"], "Missing expected argument 'B'", "snapshots diff A B"),
    ])
  func usageErrors(arguments: [String], message: String, usage: String) {
    let (code, console) = fixture.run(arguments)
    #expect(code == 64)
    #expect(console.errors == "Error: \(message)\nUsage: \(usage)\n")
    #expect(console.output == "")
  }

  @Test("-h and --help print each command's help, listing its options")
  func commandHelp() {
    for words in [["accept", "-h"], ["accept", "--help"], ["accept", "--bogus", "-h"]] {
      let (code, console) = fixture.run(words)
      #expect(code == 0)
      #expect(console.output.hasPrefix("OVERVIEW: Move pending snapshots over their references."))
      #expect(console.output.contains("  --all       accept every pending snapshot\n"))
      #expect(console.output.contains("  -h, --help  show this help\n"))
    }
  }

  @Test("Help lists every command")
  func help() {
    let (code, console) = fixture.run(["--help"])
    #expect(code == 0)
    for command in ["status", "review", "accept", "reject", "prune", "diff"] {
      #expect(console.output.contains("  \(command)"))
    }
  }
}
