import Foundation
import Testing

@testable import InlineTextSnapshots
@testable import SnapshotReview
@testable import TextSnapshots

@Suite("Review tool")
struct ReviewToolTests {
  let fixture: SnapshotFixture

  init() throws {
    fixture = try SnapshotFixture()
    try fixture.write("a\nb\n", to: "App/Suite/changed.txt")
    try fixture.write("a\nc\n", to: "App/Suite/changed.txt.new")
    try fixture.write("new\n", to: "App/Suite/added.txt.new")
    try fixture.write("kept\n", to: "App/Suite/kept.txt")
    try fixture.write("old\n", to: "App/Old/unused.txt")
  }

  /// Sources without conditions, that declare no test the references could belong to.
  private func plainSources() throws -> String {
    try fixture.writeSources("@Test func other() {}\n")
  }

  @Test("Status lists pending snapshots and orphans from the last run")
  func status() async throws {
    try fixture.writeRun(
      used: ["App/Suite/changed", "App/Suite/kept"], tests: ["App/Old/unused"],
      sources: plainSources())
    let (code, console) = await fixture.run(["status"])
    #expect(code == .success)
    expectInlineSnapshot(of: console.output, as: .lines) {
      """
      Pending (2):
        App/Suite/added
        App/Suite/changed
      Orphans (1):
        App/Old/unused

      """
    }
  }

  @Test("Review shows each diff and acts on a, r, s and q")
  func review() async throws {
    let (code, console) = await fixture.run(["review"], answers: ["x", "s", "a"])
    #expect(code == .success)
    expectInlineSnapshot(of: console.output, as: .lines) {
      """
      [1/2] App/Suite/added
      No reference yet; the new snapshot is:
      new
      Accept (a), reject (r), skip (s), accept all remaining (A) or quit (q), then Return? Unknown answer 'x'; expected a, r, s, A or q.
      Accept (a), reject (r), skip (s), accept all remaining (A) or quit (q), then Return? Skipped App/Suite/added
      [2/2] App/Suite/changed
      Snapshot does not match reference: 1 of 2 lines differs.
      --- reference
      +++ actual
      @@ -1,2 +1,2 @@
       a
      -b
      +c
      Accept (a), reject (r), skip (s), accept all remaining (A) or quit (q), then Return? Accepted App/Suite/changed
      Reviewed: 1 accepted, 0 rejected, 1 skipped.

      """
    }
    #expect(fixture.read("App/Suite/changed.txt") == "a\nc\n")
    #expect(fixture.exists("App/Suite/added.txt.new"))
  }

  @Test("On a terminal one key answers; A accepts this and every remaining snapshot")
  func singleKeys() async {
    let (code, console) = await fixture.run(["review"], keys: "A")
    #expect(code == .success)
    #expect(
      console.output.contains(
        "or quit (q), one key? A\nAccepted App/Suite/added\n[2/2] App/Suite/changed\n"))
    #expect(
      console.output.hasSuffix(
        "Accepted App/Suite/changed\nReviewed: 2 accepted, 0 rejected, 0 skipped.\n"))
    #expect(fixture.read("App/Suite/added.txt") == "new\n")
    #expect(fixture.read("App/Suite/changed.txt") == "a\nc\n")
  }

  @Test(
    "Each command deletes the temporary files of writers that are gone, on standard error",
    arguments: [["status"], ["status", "--check"], ["prune", "--yes"]])
  func temporaryFiles(arguments: [String]) async throws {
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/sh")
    ended.arguments = ["-c", "exit 0"]
    try ended.run()
    ended.waitUntilExit()
    let left = TemporaryFiles.name(process: ended.processIdentifier)
    let earlier = ".E621E1F8-C36C-495A-93FC-0C247A3E6E5F.tmp"
    try fixture.write("part", to: "App/Suite/\(left)")
    try fixture.write("part", to: "App/Suite/\(earlier)")
    let (_, console) = await fixture.run(arguments)
    #expect(
      console.errors.hasPrefix(
        """
        Deleted 1 temporary file left by writes that were interrupted (their processes are \
        gone): App/Suite/\(left)
        Kept 1 temporary file written on another machine, before a restart or by an earlier \
        version, whose writer cannot be checked; delete it when no test runs there: \
        App/Suite/\(earlier)

        """), "\(console.errors)")
    #expect(!fixture.exists("App/Suite/\(left)"))
    #expect(fixture.exists("App/Suite/\(earlier)"))
    #expect(!console.output.contains(".tmp"))
  }

  @Test("A command puts back a pending file an interrupted command set aside, and lists it")
  func putsBackSetAside() async throws {
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/sh")
    ended.arguments = ["-c", "exit 0"]
    try ended.run()
    ended.waitUntilExit()
    let gone = TemporaryFiles.asideName(process: ended.processIdentifier)
    let running = TemporaryFiles.asideName()
    try fixture.write("set\n", to: "App/Suite/\(gone)/aside.txt.new")
    try fixture.write("change\n", to: ".inline/AppTests/\(running)/AppTests.swift-3-5.new")
    let (_, console) = await fixture.run(["status"])
    #expect(
      console.errors.hasPrefix(
        """
        Put back 1 file that an interrupted snapshots command had set aside (its process is \
        gone): App/Suite/aside.txt.new
        Kept 1 file set aside by a snapshots command still running, on another machine or by \
        an earlier version; once no command runs there, move it back to its name or delete \
        it: .inline/AppTests/\(running)/AppTests.swift-3-5.new

        """), "\(console.errors)")
    #expect(fixture.read("App/Suite/aside.txt.new") == "set\n")
    #expect(!fixture.exists("App/Suite/\(gone)"))
    #expect(console.output.hasPrefix("Pending (3):\n  App/Suite/added\n  App/Suite/aside\n"))
    #expect(!console.output.contains(".inline"), "\(console.output)")
  }

  @Test("Quitting says how many were not reviewed")
  func summaryOnQuit() async {
    let (_, console) = await fixture.run(["review"], keys: "rq")
    #expect(
      console.output.hasSuffix("Reviewed: 0 accepted, 1 rejected, 0 skipped, 1 not reviewed.\n"))
  }

  @Test("Colour only when the console allows it: removed lines red, added green")
  func colour() async {
    let (_, plain) = await fixture.run(["review"], answers: ["s", "s"])
    #expect(!plain.output.contains("\u{1B}"))
    let (_, coloured) = await fixture.run(["review"], answers: ["s", "s"], usesColour: true)
    #expect(coloured.output.contains("\u{1B}[31m-b\u{1B}[0m\n\u{1B}[32m+c\u{1B}[0m"))
  }

  @Test("Screens are reviewed side by side, with the changed columns marked")
  func screens() async throws {
    try fixture.write("+--+\n|12|\n+--+\n", to: "App/Screen/total.txt")
    try fixture.write("+--+\n|13|\n+--+\n", to: "App/Screen/total.txt.new")
    let (_, console) = await fixture.run(["review"], answers: ["s", "s", "s"])
    #expect(console.output.contains("> |12|      | |13|\n    ^       |   ^\n"))
  }

  @Test("A pending inline snapshot is listed, shown and accepted into its source")
  func inlineSnapshot() async throws {
    try fixture.writeInlinePending("hello")
    let (_, status) = await fixture.run(["status"])
    #expect(
      status.output.hasPrefix(
        "Pending (3):\n  App/Suite/added\n  App/Suite/changed\n  .inline/T/S.swift-1-23 (test T/inline())\n"
      ))
    let (_, review) = await fixture.run(["review"], answers: ["s", "s", "a"])
    #expect(
      review.output.contains(
        "Inline snapshot in Tests/S.swift:1 (test T/inline()); accepting writes it into the "
          + "source:\nNo literal yet; the new text is:\nhello\n\\ No newline at end of text\n"))
    #expect(review.output.contains("Accepted .inline/T/S.swift-1-23\n"))
    #expect(
      fixture.read("Tests/S.swift")
        == "  expectInlineSnapshot(of: x, as: .lines) {\n    \"\"\"\n    hello\n    \"\"\"\n  }\n")
    #expect(!fixture.exists(".inline/T/S.swift-1-23.new"))
  }

  @Test("An inline change to a literal is reviewed as a diff against it, and names its test")
  func inlineDiff() async throws {
    try fixture.write("// swift-tools-version: 6.0\n", to: "Package.swift")
    let source = "  expectInlineSnapshot(of: x, as: .lines) { \"one\\ntwo\\nthree\" }\n"
    try fixture.write(source, to: "Tests/S.swift")
    let pending = InlinePending(
      source: "Tests/S.swift", line: 1, column: 23, test: "T/changed()",
      anchor: InlineSnapshotAnchor(
        owner: "", ordinal: 0, fingerprint: InlinePending.fingerprint(of: Array(source.utf8))),
      call: "expectInlineSnapshot(of: x, as: .lines)", old: "one\ntwo\nthree",
      text: "one\n2\nthree\n")
    try fixture.write(pending.fileText, to: ".inline/T/S.swift-1-23.new")
    let (code, console) = await fixture.run(["diff", ".inline/T/S.swift-1-23"])
    #expect(code == .failure)
    expectInlineSnapshot(of: console.output, as: .lines) {
      #"""
      .inline/T/S.swift-1-23
      Inline snapshot in Tests/S.swift:1 (test T/changed()); accepting writes it into the source:
      Snapshot does not match reference: 2 of 3 lines differ.
      --- reference
      +++ actual
      @@ -1,3 +1,3 @@
       one
      -two
      -three
      \ No newline at end of file
      +2
      +three

      """#
    }
  }

  @Test("A pending inline snapshot in the old format is refused with its reason, and kept")
  func oldInlineFormat() async throws {
    try fixture.write("// swift-tools-version: 6.0\n", to: "Package.swift")
    try fixture.write(
      "inline-snapshot\nsource /etc/passwd\nline 1\ncolumn 3\n\nhello",
      to: ".inline/T/S.swift-1.new")
    let (code, console) = await fixture.run(["accept", ".inline/T/S.swift-1"])
    #expect(code == .failure)
    expectInlineSnapshot(
      of: console.errors, as: .lines.redacting(.text(fixture.path, as: "[snapshots]"))
    ) {
      """
      Error: Cannot accept [snapshots]/.inline/T/S.swift-1.new: a pending inline snapshot in format 1, which this version does not read (it reads format 7); re-run the test to record it again

      """
    }
    #expect(fixture.exists(".inline/T/S.swift-1.new"))
  }

  @Test("Review stops at q and at the end of input")
  func reviewQuits() async {
    let (quitCode, _) = await fixture.run(["review"], answers: ["r", "q"])
    #expect(quitCode == .success)
    #expect(!fixture.exists("App/Suite/added.txt.new"))
    #expect(fixture.exists("App/Suite/changed.txt.new"))
    let (endCode, _) = await fixture.run(["review"])
    #expect(endCode == .success)
  }

  @Test("Accept moves pending files over references, by name or all at once")
  func accept() async {
    let (code, console) = await fixture.run(["accept", "App/Suite/changed.txt.new"])
    #expect(code == .success)
    expectInlineSnapshot(of: console.output, as: .lines) {
      """
      Accepted App/Suite/changed

      """
    }
    #expect(fixture.read("App/Suite/changed.txt") == "a\nc\n")
    #expect(!fixture.exists("App/Suite/changed.txt.new"))
    let (allCode, all) = await fixture.run(["accept", "--all"])
    #expect(allCode == .success)
    expectInlineSnapshot(of: all.output, as: .lines) {
      """
      Accepted App/Suite/added

      """
    }
  }

  @Test("Reject deletes pending files and keeps references")
  func reject() async {
    let (code, _) = await fixture.run(["reject", "--all"])
    #expect(code == .success)
    #expect(!fixture.exists("App/Suite/changed.txt.new"))
    #expect(fixture.read("App/Suite/changed.txt") == "a\nb\n")
  }

  @Test("Accepting a name with no pending file says so, and suggests the nearest")
  func acceptMissing() async {
    let (code, console) = await fixture.run(["accept", "App/Suite/adder"])
    #expect(code == .failure)
    expectInlineSnapshot(of: console.errors, as: .lines) {
      """
      Error: No pending snapshot matches 'App/Suite/adder'. Did you mean 'App/Suite/added'? 'snapshots status' lists them

      """
    }
    #expect(fixture.exists("App/Suite/added.txt.new"))
  }

  @Test("Prune refuses a run it cannot trust")
  func pruneRefuses() async throws {
    var transcript = ""
    for (filtered, finished) in [("yes", true), ("--filter=StoryboardTests", true), (nil, false)] {
      try fixture.writeRun(used: [], filtered: filtered, finished: finished)
      let (code, console) = await fixture.run(["prune", "--yes"])
      #expect(code == .failure)
      transcript += console.errors
      #expect(fixture.exists("App/Old/unused.txt"))
    }
    expectInlineSnapshot(of: transcript, as: .lines) {
      """
      Error: Not pruning: the last run (1000-1) was filtered; run the full test suite ('swift test'), then prune
      Error: Not pruning: the last run (1000-1) was filtered by '--filter=StoryboardTests'; run the full test suite ('swift test'), then prune
      Error: Not pruning: the last run (1000-1) did not finish; run the full test suite ('swift test'), then prune

      """
    }
  }

  @Test("Prune refuses after failing snapshots and without any run record")
  func pruneRefusesFailuresAndMissingRecords() async throws {
    let (noRunCode, noRun) = await fixture.run(["prune"])
    #expect(noRunCode == .failure)
    expectInlineSnapshot(
      of: noRun.errors, as: .lines.redacting(.text(fixture.path, as: "[snapshots]"))
    ) {
      """
      Error: Not pruning: no run record in [snapshots]/.runs; run the full test suite ('swift test'), then prune

      """
    }
    try fixture.writeRun(used: [], failed: ["App/Suite/kept"])
    let (failedCode, failed) = await fixture.run(["prune"])
    #expect(failedCode == .failure)
    expectInlineSnapshot(of: failed.errors, as: .lines) {
      """
      Error: Not pruning: the last run (1000-1) had 1 failing snapshot assertion; fix them, then prune

      """
    }
  }

  @Test("Prune asks before deleting; anything but y keeps the files")
  func pruneAsks() async throws {
    try fixture.writeRun(
      used: ["App/Suite/changed", "App/Suite/kept"], tests: ["App/Old/unused"],
      sources: plainSources())
    let (code, console) = await fixture.run(["prune"], answers: [""])
    #expect(code == .success)
    expectInlineSnapshot(of: console.output, as: .lines) {
      """
      Orphans (1):
        App/Old/unused
      Delete 1 orphaned snapshot? [y/N] Nothing deleted.

      """
    }
    #expect(fixture.exists("App/Old/unused.txt"))
    let (yesCode, yes) = await fixture.run(["prune"], answers: ["y"])
    #expect(yesCode == .success)
    #expect(yes.output.hasSuffix("Deleted App/Old/unused\n"))
    #expect(!fixture.exists("App/Old/unused.txt"))
    #expect(fixture.exists("App/Suite/kept.txt"))
  }

  @Test("Prune deletes only what it listed: a reference written again before the answer is kept")
  func pruneKeepsChanged() async throws {
    try fixture.writeRun(
      used: ["App/Suite/changed", "App/Suite/kept"], tests: ["App/Old/unused", "App/Old/gone"],
      sources: plainSources())
    try fixture.write("gone\n", to: "App/Old/gone.txt")
    let fixture = fixture
    let (code, console) = await fixture.run(["prune"], answers: ["y"]) { _ in
      try? fixture.write("old, written again\n", to: "App/Old/unused.txt")
    }
    #expect(code == .failure)
    #expect(console.output.hasSuffix("Deleted App/Old/gone\n"))
    #expect(
      console.errors
        == "Error: App/Old/unused.txt changed since prune listed it; it was not deleted. Run "
        + "the full test suite ('swift test'), then prune again\n")
    #expect(fixture.read("App/Old/unused.txt") == "old, written again\n")
    #expect(!fixture.exists("App/Old/gone.txt"))
  }

  @Test("Prune --yes deletes without asking")
  func pruneYes() async throws {
    try fixture.writeRun(
      used: ["App/Suite/changed", "App/Suite/kept"], tests: ["App/Old/unused"],
      sources: plainSources())
    let (code, console) = await fixture.run(["prune", "--yes"])
    #expect(code == .success)
    expectInlineSnapshot(of: console.output, as: .lines) {
      """
      Orphans (1):
        App/Old/unused
      Deleted App/Old/unused

      """
    }
  }

  @Test("Diff exits 0 for equal files, 1 with a failure text for different ones, 2 on error")
  func diff() async {
    let changed = "\(fixture.path)/App/Suite/changed.txt"
    let (equal, equalConsole) = await fixture.run(["diff", changed, changed])
    #expect(equal == .success)
    #expect(equalConsole.output == "")
    let (different, console) = await fixture.run(["diff", changed, changed + ".new"])
    #expect(different == .failure)
    #expect(console.output.hasPrefix("Snapshot does not match reference: 1 of 2 lines differs.\n"))
    let (missing, missingConsole) = await fixture.run(["diff", changed, "/nonexistent"])
    #expect(missing == .noInput)
    expectInlineSnapshot(of: missingConsole.errors, as: .lines) {
      """
      Error: Cannot read '/nonexistent': no such file

      """
    }
  }

  @Test("Usage errors exit 64 with one line naming the input, then the usage line")
  func usageErrors() async {
    var transcript = ""
    let cases = [
      [], ["frob"], ["statsu"], ["accept"], ["reject", "--force"], ["reject", "--al"],
      ["status", "extra"], ["status", "--jsno"], ["prune", "--yse"], ["diff"],
      ["diff", "a", "b", "c"],
    ]
    for arguments in cases {
      let (code, console) = await fixture.run(arguments)
      #expect(code == .usage)
      #expect(console.output == "")
      transcript += (["$ snapshots"] + arguments).joined(separator: " ") + "\n" + console.errors
    }
    expectInlineSnapshot(of: transcript, as: .lines) {
      """
      $ snapshots
      Error: Missing subcommand; expected one of status, review, accept, reject, prune, diff
      Usage: snapshots <subcommand>
      $ snapshots frob
      Error: Unknown subcommand 'frob'
      Usage: snapshots <subcommand>
      $ snapshots statsu
      Error: Unknown subcommand 'statsu'. Did you mean 'status'?
      Usage: snapshots <subcommand>
      $ snapshots accept
      Error: 'accept' needs snapshot names or '--all'
      Usage: snapshots accept [<options>] [NAME ...]
      $ snapshots reject --force
      Error: Unknown option '--force'
      Usage: snapshots reject [<options>] [NAME ...]
      $ snapshots reject --al
      Error: Unknown option '--al'. Did you mean '--all'?
      Usage: snapshots reject [<options>] [NAME ...]
      $ snapshots status extra
      Error: Unexpected argument 'extra'
      Usage: snapshots status [<options>]
      $ snapshots status --jsno
      Error: Unknown option '--jsno'. Did you mean '--json'?
      Usage: snapshots status [<options>]
      $ snapshots prune --yse
      Error: Unknown option '--yse'. Did you mean '--yes'?
      Usage: snapshots prune [<options>] [NAME ...]
      $ snapshots diff
      Error: Missing expected argument 'NAME|A'
      Usage: snapshots diff NAME|A [B]
      $ snapshots diff a b c
      Error: Unexpected argument 'c'
      Usage: snapshots diff NAME|A [B]

      """
    }
  }

  @Test("-h and --help print each command's help, listing its options")
  func commandHelp() async {
    for words in [["accept", "-h"], ["accept", "--help"], ["accept", "--bogus", "-h"]] {
      let (code, console) = await fixture.run(words)
      #expect(code == .success)
      #expect(console.output.hasPrefix("OVERVIEW: Move pending snapshots over their references."))
      #expect(console.output.contains("  --all       accept every pending snapshot\n"))
      #expect(console.output.contains("  -h, --help  show this help\n"))
    }
  }

  @Test("Help lists every command")
  func help() async {
    let (code, console) = await fixture.run(["--help"])
    #expect(code == .success)
    for command in ["status", "review", "accept", "reject", "prune", "diff"] {
      #expect(console.output.contains("  \(command)"))
    }
  }

  @Test("Prune deletes a reference whose test is gone from the package's sources")
  func pruneDeletesWhenTestIsGone() async throws {
    try fixture.write("gone\n", to: "App/Suite/gone.txt")
    let sources = try fixture.writeSources("@Test func changed() {}\n@Test func kept() {}\n")
    try fixture.writeRun(used: ["App/Suite/changed", "App/Suite/kept"], sources: sources)
    let (code, console) = await fixture.run(["prune", "--yes"])
    #expect(code == .success)
    expectInlineSnapshot(of: console.output, as: .lines) {
      """
      Orphans (1):
        App/Suite/gone
      Deleted App/Suite/gone

      """
    }
    #expect(fixture.exists("App/Old/unused.txt"), "a folder no test of the run used is left alone")
  }

  /// What `prune` says after the orphans about references it keeps, each with its reason.
  private func kept(_ lines: [String]) -> String {
    "Not made in the last run, kept (\(lines.count)):\n"
      + lines.map { "  \($0)\n" }.joined()
      + "Their tests are still in the sources; delete one you know is unused with: "
      + "swift run snapshots prune NAME\n"
  }

  @Test(
    "Prune keeps, and says why, a reference whose test is in the sources but did not run",
    arguments: [
      "@Test(.disabled()) func unused() {}", "@Test(.enabled(if: false)) func unused() {}",
      "@Test func unused() {\n  #if os(macOS)\n  expectSnapshot(of: x)\n  #endif\n}",
    ])
  func pruneKeepsSkippedTests(source: String) async throws {
    try fixture.write("unused\n", to: "App/Suite/unused.txt")
    let sources = try fixture.writeSources(source)
    try fixture.writeRun(used: ["App/Suite/changed", "App/Suite/kept"], sources: sources)
    let (code, console) = await fixture.run(["prune", "--yes"])
    #expect(code == .success)
    #expect(
      console.output
        == "No orphaned snapshots.\n"
        + kept([
          "App/Suite/unused: its test App/Suite/unused has a function of its name in the sources (in this suite or another) but made no snapshot "
            + "assertion in the last run (1000-1): a trait such as .disabled or .enabled(if:) "
            + "may have skipped it, or it ran without making this snapshot"
        ]))
    #expect(console.errors == "")
    #expect(fixture.exists("App/Suite/unused.txt"))
  }

  @Test(
    "A green run without SLOW=1 keeps the SLOW-only reference: status --check passes, prune keeps it"
  )
  func slowOnlyReferenceIsKept() async throws {
    try fixture.write("huge\n", to: "App/Suite/big.txt")
    try fixture.write("small\n", to: "App/Suite/big.small.txt")
    try FileManager.default.removeItem(atPath: "\(fixture.path)/App/Suite/changed.txt.new")
    try FileManager.default.removeItem(atPath: "\(fixture.path)/App/Suite/added.txt.new")
    let sources = try fixture.writeSources(
      """
      @Test func big() {
        expectSnapshot(of: small, as: .lines, named: "small")
        if ProcessInfo.processInfo.environment["SLOW"] != nil {
          expectSnapshot(of: huge, as: .lines)
        }
      }

      """)
    try fixture.writeRun(
      used: ["App/Suite/big.small.txt", "App/Suite/changed", "App/Suite/kept"], sources: sources)
    let (checkCode, check) = await fixture.run(["status", "--check"])
    #expect(checkCode == .success)
    #expect(check.output == "No pending snapshots and no orphaned references.\n")
    let (code, console) = await fixture.run(["prune", "--yes"])
    #expect(code == .success)
    #expect(
      console.output
        == "No orphaned snapshots.\n"
        + kept([
          "App/Suite/big: its test App/Suite/big has a function of its name in the sources (in this suite or another) and ran in the last run "
            + "(1000-1) without making it: a condition at run time, an environment variable or "
            + "the platform may decide whether it does"
        ]))
    #expect(fixture.read("App/Suite/big.txt") == "huge\n")
  }

  @Test("Prune deletes an unused reference whose test is in the sources only when it is named")
  func pruneDeletesNamed() async throws {
    try fixture.write("unused\n", to: "App/Suite/unused.txt")
    let sources = try fixture.writeSources("@Test func unused() {}\n")
    try fixture.writeRun(
      used: ["App/Suite/changed", "App/Suite/kept"], tests: ["App/Old/unused"], sources: sources)
    let (code, console) = await fixture.run(["prune", "--yes", "App/Suite/unused"])
    #expect(code == .success)
    #expect(console.output == "Orphans (1):\n  App/Suite/unused\nDeleted App/Suite/unused\n")
    #expect(!fixture.exists("App/Suite/unused.txt"))
    #expect(fixture.exists("App/Old/unused.txt"), "an unused reference not named is left")
  }

  @Test(
    "Prune refuses a name that is no unused reference, and deletes nothing",
    arguments: ["App/Suite/kept", "App/Suite/nothing", "../App/Old/unused"])
  func pruneRefusesUsedNames(name: String) async throws {
    try fixture.writeRun(
      used: ["App/Suite/changed", "App/Suite/kept"], tests: ["App/Old/unused"],
      sources: plainSources())
    let (code, console) = await fixture.run(["prune", "--yes", "App/Old/unused", name])
    #expect(code == .failure)
    #expect(
      console.errors
        == "Error: Not pruning: '\(name)' is no unused reference of the last run (1000-1); "
        + "expected a name 'snapshots status' lists as an orphan or as not made in that run\n")
    #expect(console.output == "")
    #expect(fixture.exists("App/Old/unused.txt") && fixture.exists("App/Suite/kept.txt"))
  }

  @Test("Prune deletes the certain orphans and keeps, saying why, one whose test is in the sources")
  func pruneKeepsConditional() async throws {
    try fixture.write("mac\n", to: "App/Suite/kept.mac.txt")
    let sources = try fixture.writeSources(
      "@Test func kept() {\n  #if os(macOS)\n  expectSnapshot(of: x, named: \"mac\")\n  #endif\n}")
    try fixture.writeRun(
      used: ["App/Suite/changed", "App/Suite/kept"], tests: ["App/Old/unused"], sources: sources)
    let (code, console) = await fixture.run(["prune", "--yes"])
    #expect(code == .success)
    #expect(
      console.output
        == "Orphans (1):\n  App/Old/unused\nDeleted App/Old/unused\n"
        + kept([
          "App/Suite/kept.mac.txt: its test App/Suite/kept has a function of its name in the sources (in this suite or another) and ran in the last run "
            + "(1000-1) without making it: a condition at run time, an environment variable or "
            + "the platform may decide whether it does"
        ]))
    #expect(fixture.exists("App/Suite/kept.mac.txt") && !fixture.exists("App/Old/unused.txt"))
  }

  @Test("Prune keeps an unused reference when the run does not say where the sources are")
  func pruneKeepsWithoutSources() async throws {
    try fixture.write("unused\n", to: "App/Suite/unused.txt")
    try fixture.writeRun(used: ["App/Suite/changed", "App/Suite/kept"])
    let (code, console) = await fixture.run(["prune", "--yes"])
    #expect(code == .success)
    #expect(
      console.output
        == "No orphaned snapshots.\n"
        + kept([
          "App/Suite/unused: the last run (1000-1) did not record where the package's sources are"
        ]))
    #expect(fixture.exists("App/Suite/unused.txt"))
  }

  @Test(
    "Case 6: prune keeps every reference it cannot be sure of",
    arguments: [
      (
        "@Test func t() {\n  #if os(macOS)\n  expectSnapshot(of: x, as: .lines)\n  #endif\n"
          + "  expectSnapshot(of: y, as: .lines, named: \"all\")\n}\n",
        "App/Suite/t", ["App/Suite/t.all.txt"], ["App/Suite/t"]
      ),
      (
        "@Test func t() { expectSnapshot(of: y, as: .lines, named: \"dark mode\") }\n",
        "App/Suite/t.dark_mode", ["App/Suite/other"], ["App/Suite/t"]
      ),
      (
        "@Test func t() {\n  for n in 1...3 {\n    expectSnapshot(of: y, as: .lines, named: \"size-\\(n)\")\n  }\n}\n",
        "App/Suite/t.size-4", ["App/Suite/t.size-1"], ["App/Suite/t"]
      ),
      (
        "@Test func t() { expectSnapshot(of: y, as: .lines, named: \"a\") }\n",
        "App/Suite/t.renamed.txt", ["App/Suite/t.a.txt"], ["App/Suite/t"]
      ),
      (
        "@Test(.disabled()) func `shows the total`() { expectSnapshot(of: y, as: .lines) }\n",
        "App/Suite/_shows_the_total_", ["App/Suite/other"], []
      ),
      (
        "@Test func `shows.the total`() { expectSnapshot(of: y, as: .lines) }\n",
        "App/Suite/_shows.the_total_", ["App/Suite/other"], []
      ),
    ] as [(String, String, [String], [String])])
  func pruneKeepsWhatItCannotMatch(
    source: String, reference: String, used: [String], ran: [String]
  ) async throws {
    let file = { (name: String) in
      let parts = SnapshotLocation.referenceFile(reviewName: name)
      return "\(parts.stem).\(parts.pathExtension)"
    }
    try fixture.write("kept\n", to: file(reference))
    for name in used { try fixture.write("used\n", to: file(name)) }
    let sources = try fixture.writeSources(source)
    try fixture.writeRun(
      used: used + ["App/Suite/changed", "App/Suite/kept"], tests: ran, sources: sources)
    let (code, console) = await fixture.run(["prune", "--yes"])
    #expect(code == .success)
    #expect(
      console.output.hasPrefix(
        "No orphaned snapshots.\nNot made in the last run, kept (1):\n  \(reference): "))
    #expect(fixture.exists(file(reference)))
  }

  @Test(
    "Case 6: files the library would not have written are no references, and prune leaves them",
    arguments: [
      "README.txt", "Fixtures/input.txt", "App/Suite/notes on this.txt", "App/Suite/a/b.txt",
    ])
  func pruneIgnoresOtherFiles(file: String) async throws {
    try fixture.write("not a snapshot\n", to: file)
    try fixture.writeRun(
      used: ["App/Suite/changed", "App/Suite/kept"], tests: ["App/Old/unused"],
      sources: plainSources())
    let (code, console) = await fixture.run(["prune", "--yes"])
    #expect(code == .success)
    expectInlineSnapshot(of: console.output, as: .lines) {
      """
      Orphans (1):
        App/Old/unused
      Deleted App/Old/unused

      """
    }
    #expect(fixture.read(file) == "not a snapshot\n")
  }

  @Test("Accept and reject refuse names that lead outside the snapshots folder, or are no names")
  func outsideFolder() async throws {
    let inner = try SnapshotFixture(inside: fixture, at: "a/b")
    var transcript = ""
    for command in ["accept", "reject"] {
      for name in [
        "../outside", "../../x", "/etc/passwd", "App/Suite/../../x", "./App/Suite/added",
        "App/", "App//Suite/added", "App/./Suite/added",
      ] {
        for file in ["a/outside.txt.new", "x.txt.new", "a/b/App/Suite/added.txt.new"] {
          try fixture.write("precious\n", to: file)
        }
        let (code, console) = await inner.run([command, name])
        #expect(code == .usage)
        transcript += "$ snapshots \(command) \(name)\n" + console.errors
        for file in ["a/outside.txt.new", "x.txt.new", "a/b/App/Suite/added.txt.new"] {
          #expect(fixture.read(file) == "precious\n")
        }
        #expect(!fixture.exists("a/outside.txt") && !fixture.exists("x.txt"))
      }
    }
    expectInlineSnapshot(of: transcript, as: .lines) {
      """
      $ snapshots accept ../outside
      Error: '../outside' is outside the snapshots folder; expected a name such as Target/Suite/test, as 'snapshots status' prints it
      Usage: snapshots accept [<options>] [NAME ...]
      $ snapshots accept ../../x
      Error: '../../x' is outside the snapshots folder; expected a name such as Target/Suite/test, as 'snapshots status' prints it
      Usage: snapshots accept [<options>] [NAME ...]
      $ snapshots accept /etc/passwd
      Error: '/etc/passwd' is outside the snapshots folder; expected a name such as Target/Suite/test, as 'snapshots status' prints it
      Usage: snapshots accept [<options>] [NAME ...]
      $ snapshots accept App/Suite/../../x
      Error: 'App/Suite/../../x' is outside the snapshots folder; expected a name such as Target/Suite/test, as 'snapshots status' prints it
      Usage: snapshots accept [<options>] [NAME ...]
      $ snapshots accept ./App/Suite/added
      Error: './App/Suite/added' is not a snapshot name: a part of it is empty or '.'; expected a name such as Target/Suite/test, as 'snapshots status' prints it
      Usage: snapshots accept [<options>] [NAME ...]
      $ snapshots accept App/
      Error: 'App/' is not a snapshot name: a part of it is empty or '.'; expected a name such as Target/Suite/test, as 'snapshots status' prints it
      Usage: snapshots accept [<options>] [NAME ...]
      $ snapshots accept App//Suite/added
      Error: 'App//Suite/added' is not a snapshot name: a part of it is empty or '.'; expected a name such as Target/Suite/test, as 'snapshots status' prints it
      Usage: snapshots accept [<options>] [NAME ...]
      $ snapshots accept App/./Suite/added
      Error: 'App/./Suite/added' is not a snapshot name: a part of it is empty or '.'; expected a name such as Target/Suite/test, as 'snapshots status' prints it
      Usage: snapshots accept [<options>] [NAME ...]
      $ snapshots reject ../outside
      Error: '../outside' is outside the snapshots folder; expected a name such as Target/Suite/test, as 'snapshots status' prints it
      Usage: snapshots reject [<options>] [NAME ...]
      $ snapshots reject ../../x
      Error: '../../x' is outside the snapshots folder; expected a name such as Target/Suite/test, as 'snapshots status' prints it
      Usage: snapshots reject [<options>] [NAME ...]
      $ snapshots reject /etc/passwd
      Error: '/etc/passwd' is outside the snapshots folder; expected a name such as Target/Suite/test, as 'snapshots status' prints it
      Usage: snapshots reject [<options>] [NAME ...]
      $ snapshots reject App/Suite/../../x
      Error: 'App/Suite/../../x' is outside the snapshots folder; expected a name such as Target/Suite/test, as 'snapshots status' prints it
      Usage: snapshots reject [<options>] [NAME ...]
      $ snapshots reject ./App/Suite/added
      Error: './App/Suite/added' is not a snapshot name: a part of it is empty or '.'; expected a name such as Target/Suite/test, as 'snapshots status' prints it
      Usage: snapshots reject [<options>] [NAME ...]
      $ snapshots reject App/
      Error: 'App/' is not a snapshot name: a part of it is empty or '.'; expected a name such as Target/Suite/test, as 'snapshots status' prints it
      Usage: snapshots reject [<options>] [NAME ...]
      $ snapshots reject App//Suite/added
      Error: 'App//Suite/added' is not a snapshot name: a part of it is empty or '.'; expected a name such as Target/Suite/test, as 'snapshots status' prints it
      Usage: snapshots reject [<options>] [NAME ...]
      $ snapshots reject App/./Suite/added
      Error: 'App/./Suite/added' is not a snapshot name: a part of it is empty or '.'; expected a name such as Target/Suite/test, as 'snapshots status' prints it
      Usage: snapshots reject [<options>] [NAME ...]

      """
    }
  }

  @Test("Accept refuses a path through a symbolic link that leads out of the folder")
  func symbolicLinkOut() async throws {
    let outside = try SnapshotFixture()
    try outside.write("precious\n", to: "x.txt.new")
    try FileManager.default.createSymbolicLink(
      atPath: "\(fixture.path)/Linked", withDestinationPath: outside.path)
    let (code, console) = await fixture.run(["accept", "Linked/x"])
    #expect(code == .usage)
    #expect(console.errors.hasPrefix("Error: 'Linked/x.txt.new' is outside the snapshots folder;"))
    #expect(outside.read("x.txt.new") == "precious\n")
    #expect(!outside.exists("x.txt"))
  }

  @Test("Each name status prints means one file: named: \"txt\" is foo.txt.txt, and foo.txt is foo")
  func nameEndingInTxt() async throws {
    try fixture.write("named txt\n", to: "App/Amb/foo.txt.txt.new")
    try fixture.write("plain\n", to: "App/Amb/foo.txt.new")
    let (_, status) = await fixture.run(["status"])
    #expect(status.output.contains("  App/Amb/foo\n  App/Amb/foo.txt.txt\n"))
    let (code, console) = await fixture.run(["accept", "App/Amb/foo.txt.txt"])
    #expect(code == .success)
    expectInlineSnapshot(of: console.output, as: .lines) {
      """
      Accepted App/Amb/foo.txt.txt

      """
    }
    #expect(fixture.read("App/Amb/foo.txt.txt") == "named txt\n")
    #expect(fixture.read("App/Amb/foo.txt.new") == "plain\n")
    let (plainCode, plain) = await fixture.run(["accept", "App/Amb/foo.txt"])
    #expect(plainCode == .success)
    #expect(plain.output == "Accepted App/Amb/foo\n")
    #expect(fixture.read("App/Amb/foo.txt") == "plain\n")
  }

  @Test("Status and review show names and new content as the diff view does")
  func escapesNamesAndContent() async throws {
    try fixture.write("\u{1B}[2J\u{9B}31m\tred \n", to: "App/Suite/a\u{1B}[31mb.txt.new")
    let (_, status) = await fixture.run(["status"])
    #expect(status.output.contains("  App/Suite/a␛[31mb\n"))
    #expect(!status.output.contains("\u{1B}"))
    let (_, review) = await fixture.run(["review"], answers: ["q"])
    #expect(
      review.output.hasPrefix(
        "[1/3] App/Suite/a␛[31mb\nNo reference yet; the new snapshot is:\n␛[2J<U+009B>31m→red·\n"))
    #expect(!review.output.contains("\u{1B}") && !review.output.contains("\u{9B}"))
  }

  @Test("Accepting over a reference that is a folder names the problem and keeps both")
  func referenceIsAFolder() async throws {
    try fixture.write("inside\n", to: "App/Suite/folder.txt/inside.txt")
    try fixture.write("new\n", to: "App/Suite/folder.txt.new")
    let (code, console) = await fixture.run(["accept", "App/Suite/folder"])
    #expect(code == .noInput)
    expectInlineSnapshot(
      of: console.errors, as: .lines.redacting(.text(fixture.path, as: "[snapshots]"))
    ) {
      """
      Error: Cannot use '[snapshots]/App/Suite/folder.txt': the reference is a folder; expected a file

      """
    }
    #expect(fixture.read("App/Suite/folder.txt.new") == "new\n")
    #expect(fixture.read("App/Suite/folder.txt/inside.txt") == "inside\n")
  }

  @Test("Case 7: an arrow key is one key that does nothing, and no raw escape is echoed")
  func arrowKeys() async {
    let (code, console) = await fixture.run(["review"], keys: "\u{1B}[A\u{1B}OP\u{1B}[3~\rq")
    #expect(code == .success)
    #expect(!fixture.exists("App/Suite/added.txt"))
    #expect(fixture.read("App/Suite/changed.txt") == "a\nb\n")
    let prompt = "Accept (a), reject (r), skip (s), accept all remaining (A) or quit (q), one key? "
    let hint = "\nThat key does nothing here; expected a, r, s, A or q.\n"
    #expect(
      console.output.hasSuffix(
        String(repeating: prompt + hint, count: 4) + prompt
          + "q\nReviewed: 0 accepted, 0 rejected, 0 skipped, 2 not reviewed.\n"))
    #expect(!console.output.contains("\u{1B}"))
  }

  @Test("Case 7: a lone Esc, Ctrl keys and characters of any script are read as such")
  func otherKeys() async {
    let (_, console) = await fixture.run(["review"], keys: "\u{1B}ж\u{9B}\u{03}")
    #expect(console.output.contains("one key? \nThat key does nothing here;"))
    #expect(console.output.contains("one key? ж\nUnknown answer 'ж'; expected a, r, s, A or q.\n"))
    #expect(console.output.contains("one key? <U+009B>\nUnknown answer '<U+009B>'"))
    #expect(
      console.output.hasSuffix(
        "one key? \nReviewed: 0 accepted, 0 rejected, 0 skipped, 2 not reviewed.\n"))
    #expect(!console.output.contains("\u{1B}") && !console.output.contains("\u{9B}"))
  }

  @Test("Case 10: a snapshots folder that is a symbolic link works for every command")
  func symbolicLinkFolder() async throws {
    let link = "\(fixture.path)-link"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fixture.path)
    defer { try? FileManager.default.removeItem(atPath: link) }
    let environment = ["SNAPSHOT_DIRECTORY": link]
    let (_, status) = await fixture.run(["status"], environment: environment)
    #expect(status.output.hasPrefix("Pending (2):\n  App/Suite/added\n  App/Suite/changed\n"))
    let (_, review) = await fixture.run(["review"], answers: ["a"], environment: environment)
    #expect(review.output.contains("Accepted App/Suite/added\n"))
    try fixture.write("new\n", to: "App/Suite/third.txt.new")
    let (_, reject) = await fixture.run(["reject", "App/Suite/third"], environment: environment)
    expectInlineSnapshot(of: reject.output, as: .lines) {
      """
      Rejected App/Suite/third

      """
    }
    let (_, accept) = await fixture.run(["accept", "--all"], environment: environment)
    expectInlineSnapshot(of: accept.output, as: .lines) {
      """
      Accepted App/Suite/changed

      """
    }
    #expect(fixture.read("App/Suite/changed.txt") == "a\nc\n")
    #expect(fixture.read("App/Suite/added.txt") == "new\n")
  }

  @Test("Case 10: the default Snapshots folder beside Package.swift may be a symbolic link")
  func symbolicLinkDefaultFolder() async throws {
    let package = try SnapshotFixture()
    try package.write("// swift-tools-version: 6.0\n", to: "Package.swift")
    try FileManager.default.createSymbolicLink(
      atPath: "\(package.path)/Snapshots", withDestinationPath: fixture.path)
    let (_, status) = await package.run(["status"], in: package.path, environment: [:])
    #expect(status.output.hasPrefix("Pending (2):\n  App/Suite/added\n  App/Suite/changed\n"))
    let (_, reject) = await package.run(["reject", "--all"], in: package.path, environment: [:])
    expectInlineSnapshot(of: reject.output, as: .lines) {
      """
      Rejected App/Suite/added
      Rejected App/Suite/changed

      """
    }
    #expect(!fixture.exists("App/Suite/added.txt.new"))
  }

  @Test("Case 9: in a copied checkout, accept writes into the copy's source, never the original's")
  func copiedCheckout() async throws {
    let original = try SnapshotFixture()
    try original.writeInlinePending("copied", in: "Snapshots/")
    let copy = try SnapshotFixture()
    try FileManager.default.removeItem(atPath: copy.path)
    try FileManager.default.copyItem(atPath: original.path, toPath: copy.path)
    let (code, console) = await copy.run(["accept", "--all"], in: copy.path, environment: [:])
    #expect(code == .success, "\(console.errors)")
    #expect(copy.read("Tests/S.swift")?.contains("    copied\n") == true)
    #expect(original.read("Tests/S.swift") == "  expectInlineSnapshot(of: x, as: .lines)\n")
  }

  @Test("Case 9: a hand-made pending change pointing anywhere on disk is refused")
  func pendingPointingOutside() async throws {
    try fixture.write("// swift-tools-version: 6.0\n", to: "Package.swift")
    let outside = try SnapshotFixture()
    try outside.write("  expectInlineSnapshot(of: x, as: .lines)\n", to: "T.swift")
    var pending = InlinePending(
      source: "../\(URL(fileURLWithPath: outside.path).lastPathComponent)/T.swift", line: 1,
      column: 23, test: nil, anchor: InlineSnapshotAnchor(owner: "", ordinal: 0, fingerprint: ""),
      call: "expectInlineSnapshot(of: x, as: .lines)", old: nil, text: "pwned")
    try fixture.write(pending.fileText, to: ".inline/T/a.new")
    pending.source = outside.path + "/T.swift"
    try fixture.write(pending.fileText, to: ".inline/T/b.new")
    for name in [".inline/T/a", ".inline/T/b"] {
      let (code, console) = await fixture.run(["accept", name])
      #expect(code == .failure)
      #expect(console.errors.contains("is not a path inside the package"))
    }
    #expect(outside.read("T.swift") == "  expectInlineSnapshot(of: x, as: .lines)\n")
  }
}
