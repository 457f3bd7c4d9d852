import Foundation
import TestSupport
import Testing

/// The `snapshots` tool, built beside the tests.
let snapshotsPath = BuiltProduct.path(of: "snapshots")

/// Drives `snapshots review` in a real terminal.
///
/// It checks one-key answers, colour, and the terminal put back on every way out. The
/// review logic itself is tested with a scripted console in SnapshotReviewTests; this
/// suite proves the raw-mode path.
@Suite(
  "snapshots review, driven in tmux", .endToEnd,
  .enabled(if: TmuxSession.tmux != nil, "tmux is not installed; .ci/run installs it"),
  .enabled(if: snapshotsPath != nil, "snapshots is not built"),
  .serialized,
  // A backstop for the one step without a deadline, opening the pane's FIFO.
  .backstopTimeLimit)
struct SnapshotsReviewTerminalTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder("snapshots-review")
    try folder.write("a\nb\n", to: "App/Suite/changed.txt")
    try folder.write("a\nc\n", to: "App/Suite/changed.txt.new")
    try folder.write("new\n", to: "App/Suite/added.txt.new")
  }

  /// Review under a time limit, then whether the terminal settings after it equal
  /// those before it.
  private func reviewCommand(environment: String) -> String {
    TmuxSession.reportingRestore(
      "SNAPSHOT_DIRECTORY='\(folder.path)' \(environment) "
        + "timeout --foreground 20 '\(snapshotsPath ?? "snapshots")' review")
  }

  @Test("A key answers without Return, q quits with a summary, the terminal is put back")
  func singleKeys() throws {
    let pane = try TmuxSession(command: reviewCommand(environment: "NO_COLOR=1"))
    try pane.wait(for: "accept all remaining (A) or quit (q), one key? ")
    try pane.send("s")
    try pane.wait(for: "Skipped App/Suite/added")
    try pane.send("a")
    try pane.wait(for: "Accepted App/Suite/changed")
    try pane.wait(for: "Reviewed: 1 accepted, 0 rejected, 1 skipped.")
    try pane.wait(for: "exit=0 restored=yes")
    #expect(!pane.transcript.contains("\u{1B}[31m"), "NO_COLOR is set, yet the diff is coloured")
    #expect(folder.read("App/Suite/changed.txt") == "a\nc\n")
  }

  @Test("On a terminal without NO_COLOR, removed lines are red and added ones green")
  func colour() throws {
    let pane = try TmuxSession(command: reviewCommand(environment: "env -u NO_COLOR"))
    try pane.wait(for: "one key? ")
    try pane.send("s")
    try pane.wait(for: "one key? ")
    try pane.send("q")
    try pane.wait(for: "exit=0 restored=yes")
    #expect(pane.transcript.contains("\u{1B}[31m-b\u{1B}[0m"))
    #expect(pane.transcript.contains("\u{1B}[32m+c\u{1B}[0m"))
  }

  @Test("Ctrl-C while a key is awaited quits and puts the terminal back")
  func controlC() throws {
    let pane = try TmuxSession(command: reviewCommand(environment: "NO_COLOR=1"))
    try pane.wait(for: "one key? ")
    try pane.send("C-c")
    try pane.wait(for: "Reviewed: 0 accepted, 0 rejected, 0 skipped, 2 not reviewed.")
    try pane.wait(for: "exit=0 restored=yes")
  }

  @Test("Case 7: an arrow key is one key that does nothing, and its escape is never echoed")
  func arrowKey() throws {
    let pane = try TmuxSession(command: reviewCommand(environment: "NO_COLOR=1"))
    try pane.wait(for: "one key? ")
    try pane.send("Up")
    try pane.wait(for: "That key does nothing here; expected a, r, s, A or q.")
    try pane.send("Right")
    try pane.wait(for: "That key does nothing here; expected a, r, s, A or q.")
    try pane.wait(for: "one key? ")
    try pane.send("q")
    try pane.wait(for: "Reviewed: 0 accepted, 0 rejected, 0 skipped, 2 not reviewed.")
    try pane.wait(for: "exit=0 restored=yes")
    #expect(!folder.exists("App/Suite/added.txt"))
    #expect(folder.read("App/Suite/changed.txt") == "a\nb\n")
    #expect(!pane.transcript.contains("\u{1B}[A") && !pane.transcript.contains("\u{1B}[C"))
    #expect(!pane.transcript.contains("Unknown answer"))
  }
}
