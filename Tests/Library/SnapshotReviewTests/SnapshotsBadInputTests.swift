import CommandLineSupport
import Foundation
import ProcessRunner
import TestSupport
import Testing

/// The bad inputs that `snapshots` reads, from the "Bad input" tables of the review
/// workflow article (`Sources/Library/TextSnapshots/TextSnapshots.docc/ReviewWorkflow.md`) and
/// the Snapshots in CI article, run through the built binary: nothing crashes and no
/// reference is lost.
@Suite("snapshots with bad input")
struct SnapshotsBadInputTests {
  let tool = SnapshotsExecutableTests()

  static let references: [(name: String, bytes: [UInt8])] = [
    ("an empty reference", []),
    ("a binary reference", [0xFF, 0xFE, 0x00, 0x01]),
    ("an invalid UTF-8 reference", [0x61, 0xC3, 0x28, 0x0A]),
  ]

  @Test(
    "diff names a file it cannot read, exits 66 and prints nothing on stdout",
    arguments: [
      ("missing.txt", "no such file"), ("folder", "it is a folder"),
      ("binary.txt", "not UTF-8 text"),
    ])
  func unreadable(name: String, reason: String) throws {
    let fixture = try SnapshotFixture()
    try fixture.write("a\n", to: "actual.txt")
    try fixture.write("", to: "folder/inside.txt")
    try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: "\(fixture.path)/binary.txt"))
    let result = try tool.run(["diff", "\(fixture.path)/\(name)", "\(fixture.path)/actual.txt"])
    #expect(result.status == .noInput)
    #expect(result.output == "")
    #expect(result.errors == "Error: Cannot read '\(fixture.path)/\(name)': \(reason)\n")
  }

  @Test(
    "diff reads an empty reference as no lines, and a CRLF one as differing only in line endings")
  func emptyAndCRLF() throws {
    let fixture = try SnapshotFixture()
    try fixture.write("", to: "empty.txt")
    try fixture.write("a\r\nb\r\n", to: "crlf.txt")
    try fixture.write("a\nb\n", to: "lf.txt")
    let empty = try tool.run(["diff", "\(fixture.path)/empty.txt", "\(fixture.path)/lf.txt"])
    #expect(empty.status == .failure)
    #expect(empty.output.hasPrefix("Snapshot does not match reference: 2 of 2 lines differ.\n"))
    let crlf = try tool.run(["diff", "\(fixture.path)/crlf.txt", "\(fixture.path)/lf.txt"])
    #expect(crlf.status == .failure)
    #expect(
      crlf.output.hasPrefix(
        "Snapshot does not match reference: differs only in line endings (CRLF and LF; ␍ marks "
          + "each carriage return)."))
    #expect(crlf.output.hasSuffix("@@ -1,2 +1,2 @@\n-a␍\n-b␍\n+a\n+b\n"))
  }

  @Test("status and accept in a folder that does not exist change nothing")
  func missingFolder() throws {
    let temporary = try TemporaryFolder("snapshots-missing")
    defer { temporary.remove() }
    let folder = temporary.path("missing")
    let status = try tool.run(["status"], environment: ["SNAPSHOT_DIRECTORY": folder])
    #expect(status.status == .success)
    #expect(status.output.hasPrefix("No pending snapshots.\n"))
    let accept = try tool.run(["accept", "--all"], environment: ["SNAPSHOT_DIRECTORY": folder])
    #expect(accept.status == .success)
    #expect(!FileManager.default.fileExists(atPath: folder))
  }

  @Test(
    "accept keeps a pending file's bytes exactly, whatever they are",
    arguments: references.map(\.bytes))
  func acceptsAnyBytes(bytes: [UInt8]) throws {
    let fixture = try SnapshotFixture()
    try fixture.write("old\n", to: "App/Suite/test.txt")
    try Data(bytes).write(to: URL(fileURLWithPath: "\(fixture.path)/App/Suite/test.txt.new"))
    let result = try tool.run(["accept", "App/Suite/test"], environment: fixture.environment)
    #expect(result.status == .success)
    let accepted = try Data(contentsOf: URL(fileURLWithPath: "\(fixture.path)/App/Suite/test.txt"))
    #expect(Array(accepted) == bytes)
    #expect(!fixture.exists("App/Suite/test.txt.new"))
  }

  @Test(
    "accept in a read-only folder fails and keeps the reference and the pending file",
    .enabled(if: getuid() != 0, "root writes to read-only folders"))
  func readOnlyFolder() throws {
    let fixture = try SnapshotFixture()
    try fixture.write("old\n", to: "App/Suite/test.txt")
    try fixture.write("new\n", to: "App/Suite/test.txt.new")
    let suite = "\(fixture.path)/Suite"
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: suite)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: suite)
    }
    let result = try tool.run(["accept", "App/Suite/test"], environment: fixture.environment)
    #expect(result.status == .ioError)
    #expect(fixture.read("App/Suite/test.txt") == "old\n")
    #expect(fixture.read("App/Suite/test.txt.new") == "new\n")
  }

  @Test(
    "accept and reject refuse a name leading out of the snapshots folder, and touch nothing",
    arguments: ["accept", "reject"])
  func outsideFolder(command: String) throws {
    let fixture = try SnapshotFixture()
    let inner = try SnapshotFixture(inside: fixture, at: "a/b")
    try fixture.write("precious\n", to: "x.txt.new")
    let result = try tool.run([command, "../../x"], environment: inner.environment)
    #expect(result.status == .usage)
    #expect(
      result.errors
        == "Error: '../../x' is outside the snapshots folder; expected a name such as Target/Suite/test, "
        + "as 'snapshots status' prints it\nUsage: snapshots \(command) [<options>] [NAME ...]\n")
    #expect(fixture.read("x.txt.new") == "precious\n")
    #expect(!fixture.exists("x.txt"))
  }

  @Test(
    "status --check and --json outside a package are one error line and exit 66",
    arguments: [["status", "--check"], ["status", "--json"]])
  func statusOutsidePackage(arguments: [String]) throws {
    let result = try tool.run(arguments, environment: [:])
    #expect(result.status == .noInput)
    #expect(result.output == "")
    #expect(
      result.errors == "Error: No Package.swift in \(NSTemporaryDirectory().dropLast()) or any "
        + "folder above; set SNAPSHOT_DIRECTORY\n")
  }

  @Test("status --json before any run lists what is pending, and says why orphans are unknown")
  func jsonWithoutRun() throws {
    let fixture = try SnapshotFixture()
    try fixture.write("new\n", to: "App/Suite/added.txt.new")
    let result = try tool.run(["status", "--json"], environment: fixture.environment)
    #expect(result.status == .success)
    #expect(result.errors == "")
    #expect(result.output.contains("\"name\" : \"App/Suite/added\""))
    #expect(result.output.contains("\"orphans\" : null,"))
    #expect(
      result.output.contains(
        "\"orphansUnknown\" : \"Orphans unknown: no run record in \(fixture.path)/.runs; run "
          + "the full test suite ('swift test'), then check again.\""))
  }

  @Test("review with a SNAPSHOT_DIFF_TOOL that is no command is one line and exit 65")
  func badDiffTool() throws {
    let fixture = try SnapshotFixture()
    try fixture.write("new\n", to: "App/Suite/added.txt.new")
    var environment = fixture.environment
    environment["SNAPSHOT_DIFF_TOOL"] = "dleta"
    environment["PATH"] = "/usr/bin:/bin"
    let result = try tool.run(["review"], environment: environment, input: "d\n")
    #expect(result.status == .data)
    #expect(result.output == "")
    #expect(
      result.errors
        == "Error: SNAPSHOT_DIFF_TOOL 'dleta' is not a command on PATH; expected a command such "
        + "as delta, difft or 'code --diff' that takes the reference and the pending file\n")
    #expect(fixture.exists("App/Suite/added.txt.new"))
  }

  @Test("diff of a name two pending snapshots end in is exit 64; of one none ends in, exit 1")
  func diffNames() throws {
    let fixture = try SnapshotFixture()
    try fixture.write("a\n", to: "App/A/total.txt.new")
    try fixture.write("b\n", to: "App/B/total.txt.new")
    let ambiguous = try tool.run(["diff", "total"], environment: fixture.environment)
    #expect(ambiguous.status == .usage)
    #expect(
      ambiguous.errors.hasPrefix(
        "Error: 'total' matches 2 pending snapshots (App/A/total, App/B/total); give more of "
          + "the name"))
    let missing = try tool.run(["diff", "totl"], environment: fixture.environment)
    #expect(missing.status == .failure)
    #expect(
      missing.errors
        == "Error: No pending snapshot matches 'totl'. Did you mean 'total'? 'snapshots status' "
        + "lists them\n")
  }

  @Test("accept takes a name as status prints it, and each name means one file")
  func nameEndingInTxt() throws {
    let fixture = try SnapshotFixture()
    try fixture.write("named txt\n", to: "App/Amb/foo.txt.txt.new")
    try fixture.write("plain\n", to: "App/Amb/foo.txt.new")
    let status = try tool.run(["status"], environment: fixture.environment)
    #expect(status.output.hasPrefix("Pending (2):\n  App/Amb/foo\n  App/Amb/foo.txt.txt\n"))
    let result = try tool.run(["accept", "App/Amb/foo.txt.txt"], environment: fixture.environment)
    #expect(result.status == .success)
    #expect(result.output == "Accepted App/Amb/foo.txt.txt\n")
    #expect(fixture.read("App/Amb/foo.txt.txt") == "named txt\n")
    #expect(fixture.read("App/Amb/foo.txt.new") == "plain\n")
  }

  @Test("status and review show escapes in names and content as symbols, never raw")
  func escapes() throws {
    let fixture = try SnapshotFixture()
    try fixture.write("\u{1B}]0;pwned\u{7}\n", to: "App/Suite/a\u{1B}[2Jb.txt.new")
    let status = try tool.run(["status"], environment: fixture.environment)
    #expect(status.output.hasPrefix("Pending (1):\n  App/Suite/a␛[2Jb\n"))
    let review = try tool.run(["review"], environment: fixture.environment, input: "q\n")
    #expect(
      review.output.hasPrefix(
        "[1/1] App/Suite/a␛[2Jb\nNo reference yet; the new snapshot is:\n␛]0;pwned␇\n"))
    #expect(!(status.output + review.output).contains("\u{1B}"))
  }

  @Test("prune refuses after a run filtered with --filter=X and deletes nothing")
  func pruneAfterFilteredRun() throws {
    let fixture = try SnapshotFixture()
    try fixture.write("kept\n", to: "App/Suite/kept.txt")
    try fixture.write("other\n", to: "App/Other/test.txt")
    try fixture.write(
      "run 1000-1\nfiltered --filter=Suite\ntest App/Suite/kept\nused App/Suite/kept\nend\n",
      to: ".runs/1000-1.run")
    let result = try tool.run(["prune", "--yes"], environment: fixture.environment)
    #expect(result.status == .failure)
    #expect(
      result.errors
        == "Error: Not pruning: the last run (1000-1) was filtered by '--filter=Suite'; "
        + "run the full test suite ('swift test'), then prune\n")
    #expect(fixture.exists("App/Other/test.txt"))
  }

  @Test("prune keeps a reference whose test a trait skipped, and says why")
  func pruneAfterSkippedTest() throws {
    let fixture = try SnapshotFixture()
    try fixture.write("kept\n", to: "App/Suite/kept.txt")
    try fixture.write("skipped\n", to: "App/Suite/skipped.txt")
    let sources = try fixture.writeSources(
      "@Test func kept() {}\n@Test(.disabled()) func skipped() {}\n")
    try fixture.write(
      "run 1000-1\nfiltered no\nsources \(sources)\ntest App/Suite/kept\nused App/Suite/kept\nend\n",
      to: ".runs/1000-1.run")
    let result = try tool.run(["prune", "--yes"], environment: fixture.environment)
    #expect(result.status == .success)
    #expect(
      result.output
        == "No orphaned snapshots.\nNot made in the last run, kept (1):\n  App/Suite/skipped: "
        + "its test App/Suite/skipped has a function of its name in the sources (in this suite or another) but made no snapshot assertion in the "
        + "last run (1000-1): a trait such as .disabled or .enabled(if:) may have skipped it, or "
        + "it ran without making this snapshot\nTheir tests are still in the sources; delete one "
        + "you know is unused with: swift run snapshots prune NAME\n")
    #expect(result.errors == "")
    #expect(fixture.read("App/Suite/skipped.txt") == "skipped\n")
  }

  @Test("review of a snapshot whose reference is a folder names it, not an error number")
  func referenceIsAFolder() throws {
    let fixture = try SnapshotFixture()
    try fixture.write("", to: "App/Suite/test.txt/inside")
    try fixture.write("new\n", to: "App/Suite/test.txt.new")
    let review = try tool.run(["review"], environment: fixture.environment, input: "a\n")
    #expect(review.status == .noInput)
    #expect(
      review.errors == "Error: Cannot read '\(fixture.path)/App/Suite/test.txt': it is a folder\n")
    let accept = try tool.run(["accept", "App/Suite/test"], environment: fixture.environment)
    #expect(accept.status == .noInput)
    #expect(
      accept.errors
        == "Error: Cannot use '\(fixture.path)/App/Suite/test.txt': the reference is a folder; "
        + "expected a file\n")
    #expect(fixture.read("App/Suite/test.txt.new") == "new\n")
  }

  /// Wholly different files cost the diff no search: it drops the lines only one file has.
  ///
  /// 4,000 lines already need 8,000 steps, far past the cost limit of 256, so a plain run
  /// catches a diff that searches them; the complete run keeps the size of a real log file.
  @Test(
    "diff of two wholly different files replaces every line, minimal: 4,000 lines, 32,000 in the complete run"
  )
  func largeWhollyDifferentFiles() throws {
    let count = EndToEnd.isEnabled ? 32_000 : 4_000
    let fixture = try SnapshotFixture()
    try fixture.write((0..<count).map { "a\($0)\n" }.joined(), to: "a.txt")
    try fixture.write((0..<count).map { "b\($0)\n" }.joined(), to: "b.txt")
    let result = try tool.run(["diff", "\(fixture.path)/a.txt", "\(fixture.path)/b.txt"])
    #expect(result.status == .failure)
    let lines = result.output.split(separator: "\n")
    #expect(
      lines.first == "Snapshot does not match reference: \(count) of \(count) lines differ.")
    #expect(lines.count == 2 * count + 4)
    #expect(!result.output.contains("not minimal"))
  }

  @Test("diff of 4,000 lines that differ everywhere stops at its cost limit and says so")
  func largeFilesAtTheCostLimit() throws {
    let fixture = try SnapshotFixture()
    // A fixed linear congruential sequence: the same files on every run.
    var state: UInt64 = 1
    let letters = ["a", "b", "c", "d"]
    for file in ["a.txt", "b.txt"] {
      let text = (0..<4_000).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return letters[Int(state >> 62)] + "\n"
      }.joined()
      try fixture.write(text, to: file)
    }
    let result = try tool.run(["diff", "\(fixture.path)/a.txt", "\(fixture.path)/b.txt"])
    #expect(result.status == .failure)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(
      lines.dropFirst().first
        == "The diff is not minimal: the texts differ so much that the search for the shortest "
        + "diff stopped after 256 steps, as GNU diff does without --minimal.")
  }

  @Test(
    "A misspelt command or option is one error line, a usage line and exit 64",
    arguments: [
      (["stats"], "Unknown subcommand 'stats'. Did you mean 'status'?", "snapshots <subcommand>"),
      (
        ["reject", "--al"], "Unknown option '--al'. Did you mean '--all'?",
        "snapshots reject [<options>] [NAME ...]"
      ),
    ])
  func misspelt(arguments: [String], message: String, usage: String) throws {
    let result = try tool.run(arguments)
    #expect(result.status == .usage)
    #expect(result.output == "")
    #expect(result.errors == "Error: \(message)\nUsage: \(usage)\n")
  }

  @Test(
    "status into a full disk exits 74 with one line instead of trapping",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
  func fullDisk() throws {
    let fixture = try SnapshotFixture()
    let binary = try #require(SnapshotsExecutableTests.binary)
    let result = try BuiltProduct.run(
      "/bin/sh", ["-c", #""$TOOL" status > /dev/full"#],
      environment: fixture.environment.merging(["TOOL": binary]) { $1 })
    #expect(
      result
        == RunResult(
          status: .ioError, stdout: "",
          stderr: "Error: Cannot write to standard output: No space left on device\n"))
  }

  /// The rows of the review workflow article's "Bad input" table whose input is one
  /// `snapshots` command and whose result is one quoted message, as
  /// `` | `stats` | 64 | `Unknown subcommand …` | `` is.
  static func articleRows() throws -> [(input: String, status: ExitCode, message: String)] {
    let article = try String(
      contentsOf: try TestPackage.root().appendingPathComponent(
        "Sources/Library/TextSnapshots/TextSnapshots.docc/ReviewWorkflow.md"),
      encoding: .utf8)
    func code(_ cell: String) -> String? {
      guard cell.count > 2, cell.hasPrefix("`"), cell.hasSuffix("`") else { return nil }
      let inside = cell.dropFirst().dropLast()
      return inside.contains("`") ? nil : String(inside)
    }
    return article.split(separator: "\n").compactMap { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 5, let input = code(cells[1]), let number = Int32(cells[2]),
        let message = code(cells[3])
      else { return nil }
      return (input, ExitCode(rawValue: number), message)
    }
  }

  @Test(
    "Each bad-input row of the review article with one command and one message is what snapshots answers"
  )
  func articleRowsAreTrue() async throws {
    let rows = try Self.articleRows()
    // stats, reject --al, and diff of a missing file, a folder and a binary file.
    #expect(rows.count >= 5, "the table's rows were not found: \(rows)")
    let fixture = try SnapshotFixture()
    try fixture.write("b\n", to: "b.txt")
    try fixture.write("", to: "folder/inside.txt")
    try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: "\(fixture.path)/binary.txt"))
    for row in rows {
      // A file the row names is one in the fixture; the article writes its folder as "…".
      let arguments = row.input.split(separator: " ").map { word in
        word.hasSuffix(".txt") || word == "folder" ? "\(fixture.path)/\(word)" : String(word)
      }
      let (status, console) = await fixture.run(arguments)
      #expect(
        status == row.status, "`\(row.input)` exits \(status), the article says \(row.status)")
      let message = row.message.replacingOccurrences(of: "'…/", with: "'\(fixture.path)/")
      #expect(
        console.errors.split(separator: "\n").first.map(String.init) == "Error: \(message)",
        "`\(row.input)` answers \(console.errors), the article says \(row.message)")
    }
  }
}
