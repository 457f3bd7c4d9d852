import Foundation
import TextSnapshots

/// A snapshot-review drill: a requirement, a copy of the app with a change someone made, and
/// the snapshot suite that meets it.
///
/// The suite's references (`Snapshots/DrillNN/Screens`, the drill's target and suite, as
/// the snapshot library lays out a test target's) were recorded before the change; the
/// screens the requirement asks for are what the reference with exactly the wanted change
/// draws (`wantedShots`), which the reference solution's snapshot files
/// (`Solutions/Snapshots/DrillNN/Screens`) equal. Once the suite is right, the learner's whole
/// app is compared with that wanted app over every path (`judge`, ``DrillApp``).
/// Each check runs the suite on the learner's copy of the app, as `swift test` would: a
/// screen that differs from its reference is recorded as a pending `.new` file, and one
/// that matches clears its pending file. It remembers what it recorded
/// (`.drills/DrillNN.json`), so the next check knows which pending files the learner
/// accepted and which they rejected, and explains each wrong call by what its diff showed.
public struct Drill {
  /// One snapshot of the suite: its name and what the learner's app draws now.
  public struct Shot {
    /// The snapshot's name, without `.txt`, such as `entry.ru`.
    public let name: String
    /// The screen or storyboard the app draws now.
    public let drawn: String

    /// Creates a shot.
    public init(_ name: String, _ drawn: String) {
      self.name = name
      self.drawn = drawn
    }
  }

  /// The drill's number, as `calc-render check` takes it.
  public let number: Int
  /// The file of the app the change is in, relative to the exercises package.
  public let source: String
  /// What a diff of the change the requirement asks for shows, as a phrase.
  public let wanted: String
  /// What a diff of the change it does not ask for shows, and why it is wrong, as a phrase.
  public let regression: String
  /// The suite, in order.
  public let shots: [Shot]
  /// The suite as the reference with exactly the wanted change draws it.
  ///
  /// These are the screens a learner must accept; without them, the reference solution's
  /// snapshot files.
  public let wantedShots: [Shot]?
  /// The suite as the teammate's change draws it, as the drill starts: the screens whose
  /// diffs show the regression as it came.
  public let cameShots: [Shot]?
  /// Whether a screen the change shows in the suite shows it: the wanted change is there.
  public let showsWanted: ((String) -> Bool)?
  /// The learner's whole app beside the wanted change, over every path (``DrillApp``):
  /// `nil` when they agree.
  public let judge: (@MainActor () async -> Failure?)?

  /// Creates a drill.
  ///
  /// - Parameters:
  ///   - number: The drill's number.
  ///   - source: The file of the app the change is in.
  ///   - wanted: What a diff of the wanted change shows, as a phrase.
  ///   - regression: What a diff of the unwanted change shows, and why it is wrong.
  ///   - shots: The suite, as the learner's app draws it.
  ///   - wantedShots: The suite, as the wanted change draws it.
  ///   - cameShots: The suite, as the teammate's change draws it.
  ///   - showsWanted: Whether a screen of the suite shows the wanted change.
  ///   - judge: The whole app compared with the wanted change.
  public init(
    number: Int, source: String, wanted: String, regression: String, shots: [Shot],
    wantedShots: [Shot]? = nil, cameShots: [Shot]? = nil, showsWanted: ((String) -> Bool)? = nil,
    judge: (@MainActor () async -> Failure?)? = nil
  ) {
    self.number = number
    self.source = source
    self.wanted = wanted
    self.regression = regression
    self.shots = shots
    self.wantedShots = wantedShots
    self.cameShots = cameShots
    self.showsWanted = showsWanted
    self.judge = judge
  }

  /// The target's name, which names the snapshot folders too: `Drill11`.
  var name: String { "Drill\(number)" }
  /// Where the suite's references are, relative to the exercises package: a folder for the
  /// drill, and in it one for its suite, as the snapshot library keeps a test target's.
  var folder: String { "Snapshots/\(name)/Screens" }
  /// What the check recorded as pending at its last run.
  var recordPath: String { ".drills/\(name).json" }
}

/// Runs a drill's snapshot suite, then judges what the learner did with its pending files.
///
/// The expectations, in order: no reference holds a change the requirement does not ask
/// for; the references are all there and nothing else is; no wanted change was rejected;
/// the suite passes; and the code draws every screen as the requirement asks.
@MainActor
public func runDrill(_ drill: Drill) async -> Never {
  await runChecks(DrillJudge(drill).expectations)
}

/// What one run of a drill found: the suite run, then a verdict per expectation.
struct DrillJudge {
  /// One snapshot, as the run found it.
  struct Snapshot {
    var name: String
    /// What the app draws now.
    var drawn: String
    /// The reference, if it is there.
    var reference: String?
    /// The reference before the change, as the drill started.
    var before: String
    /// The screen the requirement asks for.
    var wanted: String
    /// Whether a pending file was waiting when the run began.
    var wasPending: Bool
    /// What the last run recorded as pending, if it did.
    var recorded: String?
    /// Every screen any run recorded as pending, oldest first.
    var everRecorded: [String] = []
    /// The screen as the teammate's change draws it, when the drill knows it.
    var came: String? = nil

    /// Whether a screen is the change as it came: the teammate's drawing, or else the first
    /// screen a run recorded.
    func isAsCame(_ screen: String?) -> Bool {
      if let came { return screen == came }
      return screen == everRecorded.first || everRecorded.isEmpty
    }

    /// Whether the reference is a screen the check recorded and the learner accepted.
    var acceptedRecording: Bool {
      reference.map { $0 == recorded || $0 == drawn || everRecorded.contains($0) } ?? false
    }

    /// Whether the learner rejected what the last run recorded: it was pending, and now the
    /// pending file is gone and the reference is as it was.
    var wasRejected: Bool { recorded != nil && !wasPending && reference == before }
  }

  let drill: Drill
  let snapshots: [Snapshot]
  /// Files in the suite's folder that are no snapshot of it.
  let strangers: [String]
  /// The snapshots the run recorded as pending, because the app draws them otherwise.
  let pending: [Snapshot]
  /// What the check remembered when the run began.
  let record: DrillRecord

  init(_ drill: Drill) {
    self.drill = drill
    let record = DrillRecord(json: Self.read(drill.recordPath).map { Data($0.utf8) })
    self.record = record
    snapshots = drill.shots.map { shot in
      let path = "\(drill.folder)/\(shot.name).txt"
      let rendered = drill.wantedShots?.first { $0.name == shot.name }?.drawn
      return Snapshot(
        name: shot.name, drawn: shot.drawn, reference: Self.read(path),
        before: Self.read("Starters/" + path) ?? "",
        wanted: rendered ?? Self.read("Solutions/" + path) ?? "",
        wasPending: Self.read(path + ".new") != nil, recorded: record.last[shot.name],
        everRecorded: record.all[shot.name] ?? [],
        came: drill.cameShots?.first { $0.name == shot.name }?.drawn)
    }
    let names = Set(drill.shots.flatMap { ["\($0.name).txt", "\($0.name).txt.new"] })
    let folder = ExerciseSource.packageRoot.appendingPathComponent(drill.folder)
    strangers = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { !$0.hasPrefix(".") && !names.contains($0) }.sorted()
    pending = snapshots.filter { $0.drawn != $0.reference }
    runSuite()
  }

  /// Records what differs as pending, clears what matches, and remembers what it recorded.
  private func runSuite() {
    for snapshot in snapshots {
      let path = "\(drill.folder)/\(snapshot.name).txt.new"
      if snapshot.drawn == snapshot.reference {
        try? FileManager.default.removeItem(
          at: ExerciseSource.packageRoot.appendingPathComponent(path))
      } else {
        Self.write(snapshot.drawn, to: path)
      }
    }
    var recorded: [String: String] = [:]
    for snapshot in pending { recorded[snapshot.name] = snapshot.drawn }
    if let json = record.adding(recorded).json {
      Self.write(String(decoding: json, as: UTF8.self), to: drill.recordPath)
    }
  }

  var expectations: [Expectation] {
    let lesson =
      "Lessons/10-snapshots.md: read a failing diff before you accept it: the verdict line "
      + "says what changed, `>` marks the rows and `^` the columns; accept what you wanted, "
      + "reject the rest, and fix the code for what you reject."
    let verdicts: [(String, Failure?)] = [
      ("No reference holds a change the requirement does not ask for", acceptedRegression()),
      ("Every reference of the suite is there, and nothing else", touched()),
      ("No change the requirement asks for is rejected", rejectedWanted()),
      ("The snapshot suite passes: every screen matches its reference", suiteFails()),
      ("The code draws every screen as the requirement asks", codeDiffers()),
    ]
    let whole =
      "Lessons/10-snapshots.md: a suite shows a few frames; the requirement is about the whole "
      + "app. Change only what it asks for, and check the screens the suite does not show too."
    return verdicts.map { name, failure in Expectation(name, judge: nil, lesson: lesson) { failure }
    }
      + (drill.judge.map { judge in
        [
          Expectation(
            "The whole app is the wanted change: every string, duration and screen on every path",
            judge: .equivalence, lesson: whole, run: judge)
        ]
      } ?? [])
  }

  private var reset: String { "swift run calc-render reset \(drill.number)" }

  /// A reference that is neither the one before the change nor the one the requirement asks for.
  private func acceptedRegression() -> Failure? {
    let wrong = snapshots.filter { snapshot in
      snapshot.reference.map { $0 != snapshot.before && $0 != snapshot.wanted } ?? false
    }
    guard let first = wrong.first, let reference = first.reference else { return nil }
    let next = first.wanted != first.before ? ", next to the one it asks for" : ""
    // The first screen a drill records is the change as it came; a later one, the learner's fix.
    let what =
      first.isAsCame(reference)
      ? ": \(drill.regression)." : "; the lines below show it beside what the requirement keeps."
    let how =
      first.acceptedRecording
      ? "You accepted '\(first.name)', but its diff held a change the requirement does not ask for\(next)\(what)"
      : "'\(first.name)' holds a screen the check never recorded, neither the one before the change nor the one the requirement asks for: it was written some other way than by accepting a diff; the lines below show it beside the screen before the change."
    let others = wrong.dropFirst().map { "'\($0.name)'" }
    let also = others.isEmpty ? "" : " So do \(others.joined(separator: ", "))."
    return Failure(
      how + also + " Put it right: fix the code, check again and accept the screen the check "
        + "records then, or start the drill over with '\(reset)'.",
      details: wrong.flatMap { snapshot in
        ["'\(snapshot.name)' as you accepted it, beside the screen before the change:"]
          + Self.difference(snapshot.before, snapshot.reference ?? "")
          + Self.unasked(wanted: snapshot.wanted, accepted: snapshot.reference ?? "") + [""]
      })
  }

  /// A reference deleted, or a file in the suite's folder that is no snapshot of it.
  private func touched() -> Failure? {
    let missing = snapshots.filter { $0.reference == nil }.map { "'\($0.name).txt'" }
    if !missing.isEmpty {
      return Failure(
        "\(missing.joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") gone from "
          + "Lessons/Exercises/\(drill.folder): a review never deletes a reference. Start the "
          + "drill over with '\(reset)'.")
    }
    guard !strangers.isEmpty else { return nil }
    return Failure(
      "\(strangers.map { "'\($0)'" }.joined(separator: ", ")) in Lessons/Exercises/\(drill.folder) "
        + "\(strangers.count == 1 ? "is" : "are") no snapshot of this drill's suite; leave the "
        + "folder to the suite and the review tool.")
  }

  /// A pending file that showed only the wanted change, rejected.
  private func rejectedWanted() -> Failure? {
    let wrong = snapshots.filter {
      $0.wanted != $0.before && $0.wasRejected && $0.recorded == $0.wanted
    }
    guard let first = wrong.first else { return nil }
    let others = wrong.dropFirst().map { "'\($0.name)'" }
    let also = others.isEmpty ? "" : " So did \(others.joined(separator: ", "))."
    let them = wrong.count == 1 ? "it" : "them"
    let next =
      wrong.allSatisfy { $0.drawn == $0.wanted }
      ? "The check has recorded \(them) again; accept \(them) this time."
      : "Put the change back in \(drill.source), check again, and accept \(them)."
    return Failure(
      "You rejected '\(first.name)', but its diff showed only \(drill.wanted): what the "
        + "requirement asks for.\(also) " + next,
      details: wrong.flatMap { snapshot in
        ["'\(snapshot.name)' as the check recorded it, beside its reference:"]
          + Self.difference(snapshot.before, snapshot.wanted) + [""]
      })
  }

  /// Pending files: the suite failed.
  private func suiteFails() -> Failure? {
    guard !pending.isEmpty else { return nil }
    // Rejected rightly, since the diff held more than the wanted change, and not fixed yet.
    let toFix = pending.filter {
      $0.wasRejected && $0.recorded != $0.wanted && $0.drawn != $0.wanted
    }
    // Accepted rightly, then changed by a fix: the code no longer draws what was accepted.
    let broken = pending.filter { $0.wanted != $0.before && $0.reference == $0.wanted }
    if let first = broken.first {
      let how =
        broken.allSatisfy({ $0.drawn == $0.before })
        ? "as before the change, without \(drill.wanted), which the requirement asks for: the "
          + "fix undid the wanted change too"
        : "otherwise than you accepted it: the fix changed a screen the requirement already had "
          + "right"
      return Failure(
        "You accepted \(Self.names(broken)) rightly, but your code now draws "
          + "\(broken.count == 1 ? "it" : "them") \(how). Put \(drill.source) back as it drew "
          + "'\(first.name)' then, and fix only what you rejected.",
        details: broken.flatMap { snapshot in
          ["'\(snapshot.name)': the screen you accepted, beside the one your code draws now:"]
            + Self.difference(snapshot.wanted, snapshot.drawn) + [""]
        })
    }
    let toReview = pending.filter { snapshot in !toFix.contains { $0.name == snapshot.name } }
    let lines = pending.map { snapshot in
      let verdict = Self.difference(snapshot.reference ?? "", snapshot.drawn).first ?? ""
      return "'\(snapshot.name)': " + (snapshot.reference == nil ? "no reference" : verdict)
    }
    let fix = fixMessage(toFix)
    // Screens that should show the wanted change and do not: the fix took it out.
    let lost = snapshots.filter { snapshot in
      snapshot.wanted != snapshot.before && !(drill.showsWanted?(snapshot.drawn) ?? true)
    }
    if toReview.isEmpty, let first = lost.first {
      return Failure(
        "Your code draws \(Self.names(lost)) without \(drill.wanted), which the requirement "
          + "asks for: your fix to \(drill.source) took the wanted change out with what you "
          + "rejected. Put that change back, keep the fix, and check again.",
        details: ["'\(first.name)': the screen the requirement asks for, beside yours:"]
          + Self.difference(first.wanted, first.drawn) + [""] + lines)
    }
    guard !toReview.isEmpty else {
      // What the rejected diffs showed: the change as it came, or a fix that fell short.
      let asCame = toFix.allSatisfy { $0.isAsCame($0.recorded) }
      let showed =
        asCame
        ? "showed \(drill.regression)" : "showed a screen that still differs from its reference"
      return Failure(
        "You rejected \(Self.names(toFix)): right, "
          + "\(toFix.count == 1 ? "its diff" : "their diffs") \(showed). " + fix.message,
        details: lines + fix.details)
    }
    return Failure(
      "\(toReview.count) \(toReview.count == 1 ? "snapshot needs" : "snapshots need") you: "
        + "\(Self.names(toReview)). Each is recorded as a pending .new file; review them from the "
        + "kit's folder with \(RecordedScreen.reviewCommand): accept the changes the requirement "
        + "asks for, reject the rest, and fix the code for what you reject."
        + (toFix.isEmpty ? "" : " You rejected the others rightly. " + fix.message),
      details: lines + fix.details)
  }

  /// What to do about screens rejected rightly that the code still draws otherwise than their
  /// references: the same screen as the rejected diff, or a fix that changed it but fell short.
  private func fixMessage(_ toFix: [Snapshot]) -> (message: String, details: [String]) {
    let same = toFix.filter { $0.drawn == $0.recorded }
    let changed = toFix.filter { $0.drawn != $0.recorded }
    var sentences: [String] = []
    if !same.isEmpty {
      sentences.append(
        "The code still draws \(Self.names(same)) as the diff you rejected showed, so the suite "
          + "records \(same.count == 1 ? "it" : "them") again: fix \(drill.source), then check "
          + "again.")
    }
    if !changed.isEmpty {
      sentences.append(
        "Your change to \(drill.source) draws \(Self.names(changed)) otherwise than before, but "
          + "still not as the requirement asks: the rows marked `>` below set the screen it asks "
          + "for beside yours. Fix the code until only the wanted change is left, then check "
          + "again.")
    }
    let details = changed.flatMap { snapshot in
      [
        "",
        "'\(snapshot.name)': the screen the requirement asks for, beside the one your code draws:",
      ]
        + Self.difference(snapshot.wanted, snapshot.drawn)
    }
    return (sentences.joined(separator: " "), details)
  }

  /// Snapshots' names as a message lists them: `'entry', 'result'`.
  private static func names(_ snapshots: [Snapshot]) -> String {
    snapshots.map { "'\($0.name)'" }.joined(separator: ", ")
  }

  /// The code draws a screen otherwise than the requirement asks, though the suite passes.
  private func codeDiffers() -> Failure? {
    guard let first = snapshots.first(where: { $0.drawn != $0.wanted }) else { return nil }
    let how =
      first.drawn == first.before
      ? "Your code draws '\(first.name)' as it was before the change, but the requirement asks for \(drill.wanted): put that change back in \(drill.source)."
      : "Your code draws '\(first.name)' otherwise than the requirement asks: look at \(drill.source) again."
    return Failure(
      how,
      details: ["The screen the requirement asks for, beside yours:"]
        + Self.difference(first.wanted, first.drawn))
  }

  /// Two texts as the snapshot library shows their difference: the verdict, the diff, and for
  /// screens both side by side.
  static func difference(_ reference: String, _ actual: String) -> [String] {
    let diffing = isScreen(reference) && isScreen(actual) ? Diffing<String>.screen : .lines
    guard let text = diffing.describeDifference(reference, actual) else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The rows of an accepted screen that differ from the requirement's screen.
  ///
  /// Each is said as what differs: a row the requirement does not have, one it keeps
  /// otherwise, one moved along its row, and empty rows more or fewer. Nothing when no row
  /// differs.
  static func unasked(wanted: String, accepted: String) -> [String] {
    let diff = Diffing<String>.lines.describeDifference(wanted, accepted) ?? ""
    let lines = diff.split(separator: "\n").map(String.init)
    let kept = lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.map { inside($0) }
    let added = lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.map { inside($0) }
    // An empty row says nothing by itself: it is counted, not quoted.
    let keptRows = kept.filter { !trimmed($0).isEmpty }
    let addedRows = added.filter { !trimmed($0).isEmpty }
    var text: [String] = []
    if keptRows.count == addedRows.count {
      text += zip(keptRows, addedRows).compactMap { was, now in was == now ? nil : changed(was, now)
      }
    } else {
      for now in addedRows {
        if let was = keptRows.first(where: { trimmed($0) == trimmed(now) }) {
          if let moved = changed(was, now) { text.append(moved) }
        } else {
          text.append("  `\(trimmed(now))`, which the requirement does not have")
        }
      }
      for was in keptRows where !addedRows.contains(where: { trimmed($0) == trimmed(was) }) {
        text.append("  `\(trimmed(was))` is gone, which the requirement keeps")
      }
    }
    if text.isEmpty, let moved = reordered(wanted: wanted, accepted: accepted) {
      text.append(moved)
    }
    let emptyMore = (added.count - addedRows.count) - (kept.count - keptRows.count)
    if emptyMore != 0 {
      let count = abs(emptyMore)
      text.append(
        "  \(count) \(emptyMore > 0 ? "more" : "fewer") empty \(count == 1 ? "row" : "rows") "
          + "than the requirement's screen")
    }
    return text.isEmpty ? [] : ["Not asked for:"] + text
  }

  /// The same rows as the requirement's screen in another order, said by the first row that
  /// moved: `Считаю…` comes before `|`, where the requirement has it after.
  private static func reordered(wanted: String, accepted: String) -> String? {
    let rows = { (screen: String) in
      screen.split(separator: "\n").map { trimmed(inside("-" + $0)) }
        .filter { !$0.isEmpty && !$0.hasPrefix("+-") && !$0.hasPrefix("┌") && !$0.hasPrefix("└") }
    }
    let wantedRows = rows(wanted)
    let acceptedRows = rows(accepted)
    guard wantedRows != acceptedRows, wantedRows.sorted() == acceptedRows.sorted(),
      let index = zip(wantedRows, acceptedRows).enumerated().first(where: {
        $0.element.0 != $0.element.1
      })?.offset
    else { return nil }
    return "  `\(acceptedRows[index])` comes before `\(wantedRows[index])`, where the requirement "
      + "has it after: the same rows in another order"
  }

  /// The characters of two rows that differ though they may look alike, or not show at all,
  /// named by their code points: `е` U+0435 where the requirement has `e` U+0065.
  ///
  /// Rows of one length are compared character by character; otherwise the characters
  /// between the rows' common start and end are what was added or left out.
  private static func lookAlikes(_ was: String, _ now: String) -> String? {
    let pairs = zip(was.unicodeScalars, now.unicodeScalars).filter { $0 != $1 }
    if was.unicodeScalars.count == now.unicodeScalars.count {
      guard (1...3).contains(pairs.count), pairs.contains(where: { !$0.isASCII || !$1.isASCII })
      else { return nil }
      return pairs.map { was, now in
        "\(named(now)) where the requirement has \(named(was))"
      }.joined(separator: ", ")
    }
    let old = Array(was.unicodeScalars)
    let new = Array(now.unicodeScalars)
    let start = zip(old, new).prefix { $0 == $1 }.count
    let end = zip(old.dropFirst(start).reversed(), new.dropFirst(start).reversed())
      .prefix { $0 == $1 }.count
    let gone = old[start..<(old.count - end)]
    let added = new[start..<(new.count - end)]
    guard gone.count <= 3, added.count <= 3, (gone + added).contains(where: { !$0.isASCII })
    else { return nil }
    let list = { (scalars: ArraySlice<Unicode.Scalar>) in
      scalars.map(named).joined(separator: ", ")
    }
    if gone.isEmpty { return "\(list(added)) added, where the requirement has nothing" }
    if added.isEmpty { return "\(list(gone)) left out" }
    return "\(list(added)) where the requirement has \(list(gone))"
  }

  /// A character by its code point, drawn too when it shows: `е` U+0435; U+FFFD, said for
  /// what it stands for.
  private static func named(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    if scalar == "\u{FFFD}" {
      return "\(code), which the screen draws for a character with no column of its own (a "
        + "control or format character, such as U+200B, a zero-width space): look for it in "
        + "the string in the code"
    }
    let shows = ![.control, .format, .spaceSeparator].contains(scalar.properties.generalCategory)
    let name = scalar.properties.name.map { " (\($0.lowercased()))" } ?? ""
    return shows ? "`\(scalar)` \(code)" : "\(code)\(name)"
  }

  /// What differs between a row the requirement keeps and the accepted one in its place.
  private static func changed(_ was: String, _ now: String) -> String? {
    if trimmed(was) == trimmed(now) {
      let shift = indent(now) - indent(was)
      guard shift != 0 else { return nil }
      let columns = abs(shift) == 1 ? "1 column" : "\(abs(shift)) columns"
      return "  `\(trimmed(now))` is the requirement's text, placed \(columns) further "
        + "\(shift > 0 ? "right" : "left"): its alignment or position on the row differs"
    }
    if collapsed(was) == collapsed(now) {
      return "  `\(trimmed(now))` where the requirement keeps `\(trimmed(was))`: the same text, "
        + "spaced otherwise"
    }
    let alike = lookAlikes(trimmed(was), trimmed(now)).map { ": \($0)" } ?? ""
    return "  `\(trimmed(now))` where the requirement keeps `\(trimmed(was))`\(alike)"
  }

  /// A diff line's row without its marker and the screen's border, spaces kept.
  private static func inside(_ line: String) -> String {
    String(line.dropFirst()).trimmingCharacters(in: CharacterSet(charactersIn: "|│"))
  }

  private static func trimmed(_ row: String) -> String {
    row.trimmingCharacters(in: .whitespaces)
  }

  private static func indent(_ row: String) -> Int {
    row.prefix { $0 == " " }.count
  }

  private static func collapsed(_ row: String) -> String {
    trimmed(row).replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
  }

  /// Whether a text is a screen: several lines, all as wide as each other.
  static func isScreen(_ text: String) -> Bool {
    let lines = text.split(separator: "\n")
    guard lines.count >= 3, let width = lines.first?.count, width > 0 else { return false }
    return lines.allSatisfy { $0.count == width }
  }

  private static func read(_ path: String) -> String? {
    try? String(
      contentsOf: ExerciseSource.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  private static func write(_ text: String, to path: String) {
    let url = ExerciseSource.packageRoot.appendingPathComponent(path)
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(text.utf8).write(to: url, options: .atomic)
  }
}
