import CommandLineSupport
import Foundation
import InlineTextSnapshots
import KitSupport
import TextSnapshots

/// What the `snapshots` commands do, over the snapshots folder a console points to.
///
/// The commands in ``Snapshots`` read their words; this holds the logic, so tests
/// drive it through a console that answers from a script.
struct ReviewTool {
  /// Where answers are read and text is written.
  let console: Console

  /// The process environment, read for `SNAPSHOT_DIRECTORY`.
  var environment: [String: String] { console.environment }
  /// The folder the command runs in; the package root is found above it.
  var currentDirectory: String { console.workingDirectory.path }

  /// The snapshots folder, and the package whose sources pending inline snapshots name:
  /// the one the command runs in, else the one around the folder.
  ///
  /// Files still in the layout before one folder per test target are moved over first,
  /// where the test runs say they belong, and standard error says what moved. Temporary
  /// files left by interrupted writes are deleted, and standard error says which, and
  /// which it kept.
  private func folder() throws(ReviewError) -> SnapshotFolder {
    let folder = try locateFolder()
    let sweep = TemporaryFiles.sweep(folder.path)
    if !sweep.isEmpty { console.writeError(ReviewText.temporaryFiles(sweep)) }
    let outcome = LayoutMigration(folder: folder.listed, runs: SnapshotRun.all(in: folder.path))
      .migrate()
    if !outcome.isEmpty { console.writeError(ReviewText.migration(outcome)) }
    return folder
  }

  private func locateFolder() throws(ReviewError) -> SnapshotFolder {
    let here = URL(fileURLWithPath: currentDirectory)
    if let directory = environment["SNAPSHOT_DIRECTORY"], !directory.isEmpty {
      let folder = URL(fileURLWithPath: directory, relativeTo: here).standardizedFileURL
      let root = PackageRoot.find(from: [here, folder])
      return SnapshotFolder(path: folder.path, packageRoot: root?.path)
    }
    guard let root = PackageRoot.find(from: [here]) else {
      throw .noPackageRoot(searchedFrom: currentDirectory)
    }
    return SnapshotFolder(
      path: root.appendingPathComponent("Snapshots").path, packageRoot: root.path)
  }

  /// Lists the pending snapshots and the orphans: as text, or as JSON for scripts.
  ///
  /// With `check`, it exits 1 when anything is pending or orphaned, when a folder in it is
  /// a symbolic link (what it holds is not read), or when the last run cannot tell the
  /// orphans, and prints one line per problem (or the JSON); 0 otherwise.
  /// An unused reference whose test is still in the sources is no problem.
  func status(check: Bool = false, json: Bool = false) throws(ReviewError) -> ExitCode {
    let folder = try folder()
    let run = SnapshotRun.latest(in: folder.path)
    let pending = folder.pending()
    let links = folder.links()
    let orphans = OrphanFinder(folder: folder, run: run).orphans()
    if json {
      console.write(StatusReport(folder: folder, orphans: orphans, run: run).json)
    } else if check {
      console.write(ReviewText.check(pending: pending, orphans: orphans, links: links))
    } else {
      console.write(
        ReviewText.status(
          pending: pending, tests: inlineTests(pending, in: folder), orphans: orphans)
          + ReviewText.notRead(links))
    }
    guard check else { return .success }
    let report = try? orphans.get()
    let clean =
      pending.isEmpty && links.isEmpty && report.map { $0.orphans.isEmpty } == true
    return clean ? .success : .failure
  }

  /// The test that made each pending inline snapshot among `names`, by name, as its
  /// pending file says.
  private func inlineTests(_ names: [String], in folder: SnapshotFolder) -> [String: String] {
    var tests: [String: String] = [:]
    for name in names where folder.isInline(name) {
      tests[name] = (try? InlinePending.read(folder.pendingPath(name)))?.test
    }
    return tests
  }

  /// Shows each pending snapshot, or each one `names` matches, and does what the answer
  /// says; `d` opens it in `SNAPSHOT_DIFF_TOOL` when one is set.
  func review(_ names: [String] = []) throws(ReviewError) -> ExitCode {
    let folder = try folder()
    var pending = folder.pending()
    if !names.isEmpty {
      var chosen: [String] = []
      for word in names {
        let name = try folder.pendingName(matching: word)
        if !chosen.contains(name) { chosen.append(name) }
      }
      pending = chosen
    }
    if pending.isEmpty {
      console.write(ReviewText.nothingToReview)
      return .success
    }
    let tool = try DiffTool.named(in: environment, workingDirectory: console.workingDirectory)
    var tally = (accepted: 0, rejected: 0, skipped: 0)
    var acceptsRest = false
    defer {
      let left = pending.count - tally.accepted - tally.rejected - tally.skipped
      console.write(
        ReviewText.summary(
          accepted: tally.accepted, rejected: tally.rejected, skipped: tally.skipped, left: left))
    }
    for (index, name) in pending.enumerated() {
      console.write(ReviewText.reviewHeader(name, index: index + 1, count: pending.count))
      // What is shown is what is accepted or rejected: the bytes read now are pinned, the
      // pending file's and the reference's, which a hand edit or a merge may change.
      let pinned = folder.pinned(name)
      let reference = folder.isInline(name) ? nil : folder.referenceState(name)
      let description = try describe(name, in: folder, pinned: pinned, reference: reference)
      console.write(console.usesColour ? ReviewText.coloured(description) : description)
      var decision = acceptsRest ? "a" : nil
      let prompt = ReviewText.reviewPrompt(
        singleKey: console.readKey != nil, diffTool: tool != nil)
      while decision == nil {
        switch Self.answer(to: prompt, from: console) {
        case .end: return .success
        case .otherKey: console.write(ReviewText.unknownKey(diffTool: tool != nil))
        case .text(let answer) where ["a", "r", "s"].contains(answer): decision = answer
        case .text("A"):
          acceptsRest = true
          decision = "a"
        case .text("d"):
          guard let tool else {
            console.write(ReviewText.noDiffTool(onCI: SnapshotEnvironment(environment).isCI))
            continue
          }
          try open(name, in: folder, with: tool)
        case .text("q"): return .success
        case .text(let answer):
          console.write(ReviewText.unknownAnswer(answer, diffTool: tool != nil))
        }
      }
      switch decision {
      case "a":
        try folder.accept(name, pinned: pinned ?? [], reference: reference, by: .review)
        console.write(ReviewText.accepted(name))
        tally.accepted += 1
      case "r":
        try folder.reject(name, pinned: pinned ?? [])
        console.write(ReviewText.rejected(name))
        tally.rejected += 1
      default:
        console.write(ReviewText.skipped(name))
        tally.skipped += 1
      }
    }
    return .success
  }

  /// An answer to the review's prompt.
  private enum Answer: Equatable {
    /// A line, or the character of a key press.
    case text(String)
    /// A key that is no character, such as an arrow or Enter.
    case otherKey
    /// The end of input.
    case end
  }

  /// One answer to `prompt`: a key press on a terminal (what it typed echoed after it,
  /// as the diff view shows text; other keys only end the line), else a line.
  private static func answer(to prompt: String, from console: Console) -> Answer {
    guard let readKey = console.readKey else {
      console.write(prompt)
      return console.readLine().map { .text($0.trimmingCharacters(in: .whitespaces)) } ?? .end
    }
    switch readKey(prompt) {
    case nil:
      return .end
    case .character(let character):
      console.write(ReviewText.shown(String(character)) + "\n")
      return .text(String(character))
    case .control(0x03), .control(0x04):
      // Ctrl-C and Ctrl-D quit, as they would outside raw mode.
      console.write("\n")
      return .text("q")
    case .enter, .backspace, .control, .sequence:
      console.write("\n")
      return .otherKey
    }
  }

  /// Runs the diff tool on a pending snapshot and its reference; a new snapshot's
  /// reference is `/dev/null`, and an inline one's two texts are written to temporary
  /// files, removed when the tool exits.
  private func open(_ name: String, in folder: SnapshotFolder, with tool: DiffTool)
    throws(ReviewError)
  {
    guard folder.isInline(name) else {
      let reference = folder.referencePath(name)
      let exists = FileManager.default.fileExists(atPath: reference)
      try tool.run(reference: exists ? reference : "/dev/null", pending: folder.pendingPath(name))
      return
    }
    let change: InlinePending
    do {
      change = try InlinePending.read(folder.pendingPath(name))
    } catch {
      throw .unreadable(path: folder.pendingPath(name), reason: error.reason)
    }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshots-diff-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = change.source.split(separator: "/").last.map(String.init) ?? "inline"
    let old = scratch.appendingPathComponent("\(file)-\(change.line).reference.txt")
    let new = scratch.appendingPathComponent("\(file)-\(change.line).pending.txt")
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      if let text = change.old { try Data(text.utf8).write(to: old) }
      try Data(change.text.utf8).write(to: new)
    } catch {
      throw .fileFailure(path: scratch.path, reason: error.localizedDescription)
    }
    try tool.run(reference: change.old == nil ? "/dev/null" : old.path, pending: new.path)
  }

  /// What a pending snapshot changes, as `review` and `diff` show it; from `pinned`, the
  /// pending file's bytes as read, and `reference`, the reference's, when given.
  private func describe(
    _ name: String, in folder: SnapshotFolder, pinned: [UInt8]? = nil,
    reference shownReference: SnapshotFolder.ReferenceState? = nil
  ) throws(ReviewError) -> String {
    if folder.isInline(name) {
      let parsed = pinned.map { InlinePending.parse(String(decoding: $0, as: UTF8.self)) }
      switch parsed {
      case .success(let pending)?:
        return ReviewText.inlineSnapshot(
          source: pending.source, line: pending.line, test: pending.test, old: pending.old,
          text: pending.text)
      case .failure(let error)?:
        throw .unreadable(path: folder.pendingPath(name), reason: error.text)
      case nil:
        break
      }
      do {
        let pending = try InlinePending.read(folder.pendingPath(name))
        return ReviewText.inlineSnapshot(
          source: pending.source, line: pending.line, test: pending.test, old: pending.old,
          text: pending.text)
      } catch {
        throw .unreadable(path: folder.pendingPath(name), reason: error.reason)
      }
    }
    let actual: String
    if let pinned, let text = String(bytes: pinned, encoding: .utf8) {
      actual = text
    } else {
      actual = try read(folder.pendingPath(name))
    }
    let reference: String
    switch shownReference ?? folder.referenceState(name) {
    case .absent:
      return ReviewText.newSnapshot(actual)
    case .bytes(let bytes):
      guard let text = String(bytes: bytes, encoding: .utf8) else {
        // Read again, for the reason.
        reference = try read(folder.referencePath(name))
        break
      }
      reference = text
    case .unreadable:
      // Read again, for the reason: a folder, or not allowed.
      reference = try read(folder.referencePath(name))
    }
    let diffing =
      Self.isScreen(reference) && Self.isScreen(actual) ? Diffing<String>.screen : .lines
    return diffing.describeDifference(reference, actual) ?? ""
  }

  /// Whether a text looks like a screen: several lines, all as wide as each other, so
  /// review shows it side by side.
  static func isScreen(_ text: String) -> Bool {
    let lines = text.unicodeScalars.split(separator: "\n").map(Substring.init)
    guard lines.count >= 3, let first = lines.first else { return false }
    let width = first.count
    return width > 0 && lines.allSatisfy { $0.count == width }
  }

  /// Moves the pending snapshots named, or all of them, over their references.
  ///
  /// A refusal of one does not stop the others: each is reported on standard error,
  /// and the command exits with the first refusal's status.
  func accept(_ arguments: [String], all: Bool) throws(ReviewError) -> ExitCode {
    let folder = try folder()
    let names = try names(arguments, all: all, in: folder, command: "accept")
    // What is accepted is what was chosen: each file's bytes as read now, and its
    // reference's.
    let pinned = Dictionary(names.map { ($0, folder.pinned($0)) }) { first, _ in first }
    let references = Dictionary(
      names.filter { !folder.isInline($0) }.map { ($0, folder.referenceState($0)) }
    ) { first, _ in first }
    return each(names, verb: "accepted") { name throws(ReviewError) in
      try folder.accept(name, pinned: pinned[name] ?? nil, reference: references[name])
      console.write(ReviewText.accepted(name))
    }
  }

  /// Deletes the pending snapshots named, or all of them; a refusal does not stop the others.
  func reject(_ arguments: [String], all: Bool) throws(ReviewError) -> ExitCode {
    let folder = try folder()
    return each(try names(arguments, all: all, in: folder, command: "reject"), verb: "rejected") {
      name throws(ReviewError) in
      try folder.reject(name)
      console.write(ReviewText.rejected(name))
    }
  }

  /// Does `body` to each name, going on past refusals, each printed as an error; the
  /// first refusal's status, or 0.
  private func each(
    _ names: [String], verb: String, _ body: (String) throws(ReviewError) -> Void
  ) -> ExitCode {
    var refusals: [ReviewError] = []
    for name in names {
      do throws(ReviewError) {
        try body(name)
      } catch {
        refusals.append(error)
        console.writeError(CommandText.error(error.message))
      }
    }
    guard let first = refusals.first else { return .success }
    if names.count > 1 {
      console.writeError(
        ReviewText.refusedSummary(
          done: names.count - refusals.count, refused: refusals.count, verb: verb))
    }
    return first.exitCode
  }

  /// The snapshots an `accept` or `reject` names: every pending one with `--all`,
  /// then each name given, read as `diff` and `review` read one (the name `status`
  /// prints, or its last parts), all checked before any is touched.
  private func names(_ arguments: [String], all: Bool, in folder: SnapshotFolder, command: String)
    throws(ReviewError) -> [String]
  {
    guard all || !arguments.isEmpty else { throw .missingNames(command: command) }
    var names = all ? folder.pending() : []
    for argument in arguments {
      let name = try folder.pendingName(matching: argument)
      if !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// References no test in the package can still use, and those that may still be used,
  /// or why the tool cannot tell.
  func orphans(in folder: SnapshotFolder) -> Result<OrphanFinder.Report, ReviewError> {
    OrphanFinder(folder: folder, run: SnapshotRun.latest(in: folder.path)).orphans()
  }

  /// Deletes the references no test can still use, after asking unless `assumeYes`;
  /// those whose tests are still in the sources are kept and listed, each with the reason,
  /// unless `names` names them: then only the references named are deleted.
  func prune(_ names: [String] = [], assumeYes: Bool) throws(ReviewError) -> ExitCode {
    let folder = try folder()
    let report = try orphans(in: folder).get()
    let unused = Set(report.orphans + report.uncertain.map(\.name))
    for name in names where !unused.contains(name) {
      throw .pruneRefused(.notUnused(name: name, id: report.runID))
    }
    var deleted = names.isEmpty ? report.orphans : []
    for name in names where !deleted.contains(name) { deleted.append(name) }
    let kept = names.isEmpty ? report.uncertain : []
    defer {
      if !kept.isEmpty { console.write(ReviewText.notMade(kept) + ReviewText.pruneNamed) }
    }
    guard !deleted.isEmpty else {
      console.write(ReviewText.noOrphans)
      return .success
    }
    // What is deleted is what was listed: each reference's bytes as read now.
    let listed = Dictionary(deleted.map { ($0, folder.referenceState($0)) }) { first, _ in first }
    console.write(ReviewText.orphans(deleted))
    if !assumeYes {
      console.write(ReviewText.prunePrompt(deleted.count))
      let answer = console.readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
      guard answer == "y" || answer == "yes" else {
        console.write(ReviewText.pruneCancelled)
        return .success
      }
    }
    var refusals: [ReviewError] = []
    for name in deleted {
      guard case .bytes(let bytes)? = listed[name] else {
        try folder.delete(folder.referencePath(name))
        console.write(ReviewText.deleted(name))
        continue
      }
      guard try folder.delete(folder.referencePath(name), pinned: bytes) else {
        let refusal = ReviewError.changedSinceListed(reference: folder.referenceName(name))
        console.writeError(CommandText.error(refusal.message))
        refusals.append(refusal)
        continue
      }
      console.write(ReviewText.deleted(name))
    }
    return refusals.first?.exitCode ?? .success
  }

  /// Shows one pending snapshot against its reference, as `review` shows it, without
  /// asking anything; 0 when they are equal, 1 when they differ.
  func diff(pending word: String) throws(ReviewError) -> ExitCode {
    let folder = try folder()
    let name = try folder.pendingName(matching: word)
    let description = try describe(name, in: folder)
    console.write(ReviewText.diffHeader(name))
    console.write(console.usesColour ? ReviewText.coloured(description) : description)
    return description.isEmpty ? .success : .failure
  }

  /// Compares two files; 0 when they are equal, 1 with the difference when not.
  func diff(_ referencePath: String, _ actualPath: String) throws(ReviewError) -> ExitCode {
    let reference = try read(referencePath)
    let actual = try read(actualPath)
    guard let failure = Diffing<String>.lines.describeDifference(reference, actual) else {
      return .success
    }
    console.write(failure)
    return .failure
  }

  /// Reads a file named as given, relative to the folder the command runs in.
  private func read(_ path: String) throws(ReviewError) -> String {
    let file = URL(fileURLWithPath: path, relativeTo: console.workingDirectory).path
    do {
      return try String(contentsOfFile: file, encoding: .utf8)
    } catch {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory)
      let reason =
        !exists
        ? "no such file" : isDirectory.boolValue ? "it is a folder" : "not UTF-8 text"
      throw .unreadable(path: path, reason: reason)
    }
  }
}
