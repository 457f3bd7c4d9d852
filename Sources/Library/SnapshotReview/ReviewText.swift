import TextSnapshots

/// Every sentence the review tool prints, built in one place; its errors follow the
/// grammar of `CommandText`, showing names and paths as the diff view shows text.
enum ReviewText {
  static func describe(_ error: ReviewError) -> String {
    switch error {
    case .missingNames(let command):
      return "'\(command)' needs snapshot names or '--all'"
    case .noPending(let name, let path):
      return "No pending snapshot '\(shown(name))'; expected \(shown(path))"
    case .outsideFolder(let name):
      return "'\(shown(name))' is outside the snapshots folder; expected a name such as "
        + "Target/Suite/test, as 'snapshots status' prints it"
    case .notAName(let name):
      return "'\(shown(name))' is not a snapshot name: a part of it is empty or '.'; "
        + "expected a name such as Target/Suite/test, as 'snapshots status' prints it"
    case .notAFile(let path, let reason):
      return "Cannot use '\(shown(path))': \(reason)"
    case .unreadable(let path, let reason):
      return "Cannot read '\(shown(path))': \(reason)"
    case .fileFailure(let path, let reason):
      return "Cannot update '\(shown(path))': \(reason)"
    case .noPackageRoot(let searchedFrom):
      return "No Package.swift in \(searchedFrom) or any folder above; set SNAPSHOT_DIRECTORY"
    case .pruneRefused(let refusal):
      return describe(refusal, refusing: .prune)
    case .inlineRefused(let reason):
      return reason
    case .noMatch(let pattern, let suggestion):
      let guess = suggestion.map { ". Did you mean '\(shown($0))'?" } ?? ";"
      return "No pending snapshot matches '\(shown(pattern))'\(guess) 'snapshots status' "
        + "lists them"
    case .ambiguousName(let pattern, let matches):
      let listed = matches.prefix(5).map(shown).joined(separator: ", ")
      let more = matches.count > 5 ? " and \(matches.count - 5) more" : ""
      return "'\(shown(pattern))' matches \(matches.count) pending snapshots (\(listed)\(more)); "
        + "give more of the name, as 'snapshots status' prints it"
    case .caseClash(let path, let existing):
      return "Not accepting into '\(shown(path))': '\(shown(existing))' exists and differs from "
        + "it only in case, and on a case-insensitive disk such as macOS's default they are one "
        + "file; rename or delete '\(shown(existing))' first (git mv keeps its history)"
    case .changedSinceShown(let name, let pinner, let rejecting):
      return
        "\(shown(name)) changed since \(shownBy(pinner)) (a test run, a diff tool or an edit wrote it meanwhile); "
        + "nothing was \(rejecting ? "rejected" : "accepted"). Review it again to see what it "
        + "holds now"
    case .referenceChangedSinceShown(let reference, let pinner):
      return "The reference \(shown(reference)) changed since \(shownBy(pinner)) (edited by hand "
        + "or merged meanwhile); nothing was accepted. Review it again to see what it holds now"
    case .changedSinceListed(let reference):
      return "\(shown(reference)) changed since prune listed it; it was not deleted. Run the "
        + "full test suite ('swift test'), then prune again"
    case .sharedReference(let name, let tests):
      return "Not accepting \(shown(name)): it is the reference of more than one test ("
        + tests.map(shown).joined(separator: " and ") + " all make it), so it cannot tell "
        + "whose it is; rename one of the tests, or give its assertion a distinct 'named:'"
    case .badDiffTool(let tool, let reason):
      return "SNAPSHOT_DIFF_TOOL '\(shown(tool))' \(reason); expected a command such as delta, "
        + "difft or 'code --diff' that takes the reference and the pending file"
    }
  }

  /// Which command cannot trust the last run: `prune`, or `status` telling orphans.
  enum Refusing {
    case prune
    case status
  }

  /// What read a file and decided on it, as a refusal names it.
  private static func shownBy(_ pinner: ReviewError.Pinner) -> String {
    pinner == .review ? "review showed it" : "accept read it"
  }

  /// Why the last run cannot tell which references are orphans, and what to do, in the
  /// words of the command that needed to know.
  static func describe(_ refusal: ReviewError.PruneRefusal, refusing command: Refusing)
    -> String
  {
    let lead = command == .prune ? "Not pruning" : "Orphans unknown"
    let then = command == .prune ? "then prune" : "then check again"
    let advice = "run the full test suite ('swift test'), \(then)"
    switch refusal {
    case .noRun(let folder):
      return "\(lead): no run record in \(folder); \(advice)"
    case .filtered(let id, let filter?):
      return "\(lead): the last run (\(id)) was filtered by '\(shown(filter))'; \(advice)"
    case .filtered(let id, nil):
      return "\(lead): the last run (\(id)) was filtered; \(advice)"
    case .unfinished(let id):
      return "\(lead): the last run (\(id)) did not finish; \(advice)"
    case .failed(let id, let count):
      return "\(lead): the last run (\(id)) had \(count) failing snapshot "
        + "\(count == 1 ? "assertion" : "assertions"); fix them, \(then)"
    case .notUnused(let name, let id):
      return "\(lead): '\(shown(name))' is no unused reference of the last run (\(id)); "
        + "expected a name 'snapshots status' lists as an orphan or as not made in that run"
    }
  }

  /// Why one unused reference may still be used, as a clause.
  static func describe(_ doubt: ReviewError.Doubt) -> String {
    switch doubt {
    case .didNotRun(let test, let id):
      return
        "its test \(shown(test)) has a function of its name in the sources (in this suite or another) but made no snapshot assertion in the "
        + "last run (\(id)): a trait such as .disabled or .enabled(if:) may have skipped it, or "
        + "it ran without making this snapshot"
    case .notMadeInRun(let test, let id):
      return
        "its test \(shown(test)) has a function of its name in the sources (in this suite or another) and ran in the last run (\(id)) "
        + "without making it: a condition at run time, an environment variable or the "
        + "platform may decide whether it does"
    case .shortened:
      return "its name was shortened, so its test cannot be read from it"
    case .noSources(let id):
      return "the last run (\(id)) did not record where the package's sources are"
    case .unreadableSources(let file):
      return "the sources could not all be read (\(shown(file)))"
    }
  }

  /// A name or path as the diff view shows text: control characters as symbols.
  static func shown(_ text: String) -> String {
    VisibleCharacters.show(Substring(text))
  }

  /// `status`'s text: the pending snapshots, each inline one with the test that made it
  /// (from `tests`), then the orphans.
  static func status(
    pending: [String], tests: [String: String] = [:],
    orphans: Result<OrphanFinder.Report, ReviewError>
  ) -> String {
    var text = pending.isEmpty ? "No pending snapshots.\n" : "Pending (\(pending.count)):\n"
    text += pending.map { name in
      "  \(shown(name))" + (tests[name].map { " (test \(shown($0)))" } ?? "") + "\n"
    }.joined()
    switch orphans {
    case .success(let report):
      text +=
        report.orphans.isEmpty
        ? "No orphaned snapshots.\n"
        : "Orphans (\(report.orphans.count)):\n"
          + report.orphans.map { "  \(shown($0))\n" }.joined()
      text += notMade(report.uncertain)
    case .failure(let error):
      text += "Orphans unknown. \(describe(error)).\n"
    }
    return text
  }

  /// What `status` says of each entry of the folder that is a symbolic link, a line each.
  static func notRead(_ links: [String]) -> String {
    links.map { notRead($0) + "\n" }.joined()
  }

  /// That the entry `link` is a symbolic link, whose changes the tool does not read.
  static func notRead(_ link: String) -> String {
    "Not read: \(shown(link)) is a symbolic link, and snapshots follows no link out of "
      + "the folder, so what it holds is neither listed nor accepted; replace the link "
      + "with the folder it points to"
  }

  static func reviewHeader(_ name: String, index: Int, count: Int) -> String {
    "[\(index)/\(count)] \(shown(name))\n"
  }

  /// The first line of `diff NAME`: the pending snapshot the name matched.
  static func diffHeader(_ name: String) -> String { "\(shown(name))\n" }

  /// `status --check`'s lines: one per problem, or one saying there is none.
  static func check(
    pending: [String], orphans: Result<OrphanFinder.Report, ReviewError>, links: [String] = []
  ) -> String {
    var lines = pending.map { "Pending snapshot: \(shown($0))" }
    lines += links.map(notRead)
    switch orphans {
    case .success(let report):
      lines += report.orphans.map { "Orphaned reference: \(shown($0))" }
    case .failure(.pruneRefused(let refusal)):
      lines.append(describe(refusal, refusing: .status) + ".")
    case .failure(let error):
      lines.append("Orphans unknown: \(describe(error)).")
    }
    guard !lines.isEmpty else { return "No pending snapshots and no orphaned references.\n" }
    return lines.map { $0 + "\n" }.joined()
  }

  /// Why orphans are unknown, as `status --json` gives it: one sentence.
  static func orphansUnknown(_ error: ReviewError) -> String {
    guard case .pruneRefused(let refusal) = error else {
      return "Orphans unknown: \(describe(error))."
    }
    return describe(refusal, refusing: .status) + "."
  }

  /// The temporary files `snapshots` found in the snapshots folder: those it deleted, as
  /// the processes that wrote them are gone, and those it kept; and the files set aside
  /// there: those it put back, and those it kept; a line each.
  static func temporaryFiles(_ sweep: TemporaryFiles.Sweep) -> String {
    var lines: [String] = []
    if !sweep.removed.isEmpty {
      lines.append(
        "Deleted \(count(sweep.removed.count, "temporary file")) left by writes that were "
          + "interrupted (their processes are gone): "
          + sweep.removed.map(shown).joined(separator: ", "))
    }
    if !sweep.inProgress.isEmpty {
      lines.append(
        "Kept \(count(sweep.inProgress.count, "temporary file")) that running processes "
          + "are writing: " + sweep.inProgress.map(shown).joined(separator: ", "))
    }
    if !sweep.unjudged.isEmpty {
      lines.append(
        "Kept \(count(sweep.unjudged.count, "temporary file")) written on another machine, "
          + "before a restart or by an earlier version, whose writer cannot be checked; delete "
          + "\(sweep.unjudged.count == 1 ? "it" : "them") when no test runs there: "
          + sweep.unjudged.map(shown).joined(separator: ", "))
    }
    if !sweep.restored.isEmpty {
      lines.append(
        "Put back \(count(sweep.restored.count, "file")) that an interrupted snapshots "
          + "command had set aside (its process is gone): "
          + sweep.restored.map(shown).joined(separator: ", "))
    }
    if !sweep.asideKept.isEmpty {
      lines.append(
        "Kept \(count(sweep.asideKept.count, "file")) that an interrupted snapshots command "
          + "had set aside, as a newer file has \(sweep.asideKept.count == 1 ? "its" : "their") "
          + "name; compare the two and keep the one you want: "
          + sweep.asideKept.map(shown).joined(separator: ", "))
    }
    if !sweep.asideUnjudged.isEmpty {
      lines.append(
        "Kept \(count(sweep.asideUnjudged.count, "file")) set aside by a snapshots command "
          + "still running, on another machine or by an earlier version; once no command "
          + "runs there, move \(sweep.asideUnjudged.count == 1 ? "it" : "each") back to "
          + "its name or delete it: " + sweep.asideUnjudged.map(shown).joined(separator: ", "))
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// `1 file`, `2 files`.
  private static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// What `snapshots` did to move files from the layout before one folder per test
  /// target, and what it left, a line each.
  static func migration(_ outcome: LayoutMigration.Outcome) -> String {
    var lines: [String] = []
    if !outcome.moved.isEmpty {
      let count = outcome.moved.count
      lines.append(
        "Snapshots now have a folder per test target; moved \(count) "
          + "\(count == 1 ? "file" : "files") from the earlier layout:")
      lines += outcome.moved.map { "  \(shown($0.from)) → \(shown($0.to))" }
    }
    if !outcome.replaced.isEmpty {
      lines.append(
        "Deleted earlier pending files, as a newer one of each is in its test target's folder: "
          + outcome.replaced.map(shown).joined(separator: ", "))
    }
    if !outcome.unused.isEmpty {
      lines.append(
        "Not moved to a test target's folder, as no test used them in the last runs: "
          + outcome.unused.map(shown).joined(separator: ", ")
          + ". Run the whole suite ('swift test'), then any snapshots command.")
    }
    for shared in outcome.shared {
      lines.append(
        "Not moved: \(shown(shared.file)) was used by tests of \(shared.targets.count) targets ("
          + shared.targets.map(shown).joined(separator: ", ")
          + "); copy it into the folder of each target it belongs to, then delete it.")
    }
    for blocked in outcome.blocked {
      lines.append(
        "Not moved: \(shown(blocked.from)), as \(shown(blocked.to)) is already there or cannot "
          + "be written; keep the one you want and delete the other.")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// The last line of an `accept` or `reject` that went on past refusals.
  static func refusedSummary(done: Int, refused: Int, verb: String) -> String {
    "\(done) \(verb), \(refused) refused.\n"
  }

  /// A pending snapshot without a reference, each line shown as the diff view shows it.
  static func newSnapshot(_ text: String) -> String {
    // Split by scalar: Swift reads "\r\n" as one character, which would keep CRLF lines whole.
    let terminated = text.unicodeScalars.last == "\n"
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    let body = (terminated ? lines.dropLast() : lines[...])
      .map { VisibleCharacters.show(Substring($0)) + "\n" }.joined()
    let ending = terminated || text.isEmpty ? "" : "\\ No newline at end of file\n"
    return "No reference yet; the new snapshot is:\n" + body + ending
  }

  /// The prompt; it says whether one key or a line with Return answers it, and offers
  /// the diff tool when there is one.
  static func reviewPrompt(singleKey: Bool, diffTool: Bool = false) -> String {
    "Accept (a), reject (r), skip (s), accept all remaining (A)"
      + (diffTool ? ", open in SNAPSHOT_DIFF_TOOL (d)" : "") + " or quit (q)"
      + (singleKey ? ", one key? " : ", then Return? ")
  }
  static func unknownAnswer(_ answer: String, diffTool: Bool = false) -> String {
    "Unknown answer '\(shown(answer))'; expected \(answers(diffTool: diffTool)).\n"
  }
  static func unknownKey(diffTool: Bool = false) -> String {
    "That key does nothing here; expected \(answers(diffTool: diffTool)).\n"
  }
  private static func answers(diffTool: Bool) -> String {
    diffTool ? "a, r, s, A, d or q" : "a, r, s, A or q"
  }

  /// Why `d` opened nothing: no tool is set, or CI is, where none is run.
  static func noDiffTool(onCI: Bool) -> String {
    onCI
      ? "SNAPSHOT_DIFF_TOOL is not run on CI (CI is set).\n"
      : "No diff tool: set SNAPSHOT_DIFF_TOOL to a command such as delta, difft or "
        + "'code --diff'.\n"
  }

  /// A pending inline snapshot: where it goes, the test that made it, and its diff
  /// against the literal it replaces (or its whole text, when the call has none yet).
  static func inlineSnapshot(
    source: String, line: Int, test: String?, old: String?, text: String
  ) -> String {
    let by = test.map { " (test \(shown($0)))" } ?? ""
    let header =
      "Inline snapshot in \(shown(source)):\(line)\(by); accepting writes it into the source:\n"
    guard let old else {
      let body = text.split(separator: "\n", omittingEmptySubsequences: false)
        .dropLast(text.hasSuffix("\n") ? 1 : 0).map { VisibleCharacters.show($0) + "\n" }.joined()
      let ending = text.hasSuffix("\n") || text.isEmpty ? "" : "\\ No newline at end of text\n"
      return header + "No literal yet; the new text is:\n" + body + ending
    }
    return header + (Diffing<String>.lines.describeDifference(old, text) ?? "")
  }

  /// What the review did, counted.
  static func summary(accepted: Int, rejected: Int, skipped: Int, left: Int) -> String {
    var text = "Reviewed: \(accepted) accepted, \(rejected) rejected, \(skipped) skipped"
    if left > 0 { text += ", \(left) not reviewed" }
    return text + ".\n"
  }

  /// Colours a diff for a terminal: removed lines red, added lines green.
  static func coloured(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line.hasPrefix("-") && !line.hasPrefix("---") { return "\u{1B}[31m\(line)\u{1B}[0m" }
      if line.hasPrefix("+") && !line.hasPrefix("+++") { return "\u{1B}[32m\(line)\u{1B}[0m" }
      if line.hasPrefix(">") { return "\u{1B}[33m\(line)\u{1B}[0m" }
      return String(line)
    }.joined(separator: "\n")
  }
  static let nothingToReview = "No pending snapshots.\n"
  static func accepted(_ name: String) -> String { "Accepted \(shown(name))\n" }
  static func rejected(_ name: String) -> String { "Rejected \(shown(name))\n" }
  static func skipped(_ name: String) -> String { "Skipped \(shown(name))\n" }
  static let noOrphans = "No orphaned snapshots.\n"
  static func orphans(_ names: [String]) -> String {
    "Orphans (\(names.count)):\n" + names.map { "  \(shown($0))\n" }.joined()
  }
  static func prunePrompt(_ count: Int) -> String {
    "Delete \(count) orphaned \(count == 1 ? "snapshot" : "snapshots")? [y/N] "
  }
  static func deleted(_ name: String) -> String { "Deleted \(shown(name))\n" }
  static let pruneCancelled = "Nothing deleted.\n"

  /// The unused references whose tests are still in the sources, each with the reason it
  /// may still be used, as `status` and `prune` list them; empty when there are none.
  static func notMade(_ uncertain: [ReviewError.Uncertain]) -> String {
    guard !uncertain.isEmpty else { return "" }
    return "Not made in the last run, kept (\(uncertain.count)):\n"
      + uncertain.map { "  \(shown($0.name)): \(describe($0.doubt))\n" }.joined()
  }

  /// How to delete references that are kept because their tests are still in the sources.
  static let pruneNamed =
    "Their tests are still in the sources; delete one you know is unused with: "
    + "swift run snapshots prune NAME\n"
}
