import Foundation
import Testing

/// One snapshot check: finds the reference, compares, records, and returns issue texts
/// and the texts to attach to the test.
package struct SnapshotAssertion<Format> {
  package var diffing: Diffing<Format>
  package var pathExtension = SnapshotLocation.defaultExtension
  package var settings: SnapshotSettings
  /// The running test, which names the reference; `nil` outside a test.
  package var test: SnapshotTestIdentity?
  package var isParameterised: Bool
  package var named: String?
  package var record: SnapshotRecordMode?
  /// Where the assertion is: its file path finds the package root, and its file ID the
  /// suite of a test outside a type.
  package var sourceLocation: SourceLocation
  /// What this test process claims to write, so another running at once cannot.
  package var claims = WriteClaims.shared
  /// Which assertion claimed each file in this test process.
  package var registry = SnapshotRegistry.shared

  /// The assertion `expectSnapshot` makes at `sourceLocation`, in the running test and
  /// with the settings in effect.
  package init<Value>(
    _ strategy: Snapshotting<Value, Format>, named name: String?, record: SnapshotRecordMode?,
    at sourceLocation: SourceLocation
  ) {
    self.init(
      diffing: strategy.diffing, pathExtension: strategy.pathExtension,
      settings: SnapshotSettings.current,
      test: Test.current.map { SnapshotTestIdentity.of($0, fileID: sourceLocation.fileID) },
      isParameterised: Test.Case.current?.isParameterized ?? false, named: name,
      record: record, sourceLocation: sourceLocation)
  }

  /// An assertion with every part given.
  package init(
    diffing: Diffing<Format>, pathExtension: String = SnapshotLocation.defaultExtension,
    settings: SnapshotSettings, test: SnapshotTestIdentity?, isParameterised: Bool,
    named: String?, record: SnapshotRecordMode?, sourceLocation: SourceLocation,
    claims: WriteClaims = .shared, registry: SnapshotRegistry = .shared
  ) {
    self.claims = claims
    self.registry = registry
    self.diffing = diffing
    self.pathExtension = pathExtension
    self.settings = settings
    self.test = test
    self.isParameterised = isParameterised
    self.named = named
    self.record = record
    self.sourceLocation = sourceLocation
  }

  /// Checks `actual`: one text per issue to record, empty when it passes, and what to
  /// attach when it fails or records.
  ///
  /// With a `refusal`, the strategy could not read the value whole: the check fails with
  /// it, comparing nothing and writing nothing, so a value it cannot judge never passes.
  package func verify(_ actual: Format, refusal: SnapshotMessage? = nil)
    -> SnapshotOutcome
  {
    let environment = SnapshotEnvironment(settings.environment)
    var outcome = SnapshotOutcome()
    var environmentMode: SnapshotRecordMode?
    switch environment.recordMode() {
    case .success(let mode): environmentMode = mode
    case .failure(let message): outcome.issues.append(message.text)
    }
    let location: SnapshotLocation
    switch resolve(environment) {
    case .success(let resolved): location = resolved
    case .failure(let message):
      outcome.issues.append(message.text)
      return outcome
    }
    let claimant = SnapshotRegistry.Claimant(
      source: sourceLocation, test: test?.functionAsWritten ?? "", named: named)
    switch registry.claim(location, by: claimant) {
    case .sameName(let earlier):
      let clash = SnapshotMessage.nameClash(
        path: location.displayReference, first: earlier, second: sourceLocation)
      outcome.issues.append(clash.text)
      return outcome
    case .sameNameOtherValue(let earlier):
      let clash = SnapshotMessage.valueClash(
        path: location.displayReference,
        first: .init(test: earlier.test, named: earlier.named),
        second: .init(test: claimant.test, named: claimant.named), location: sourceLocation)
      outcome.issues.append(clash.text)
      return outcome
    case .sameIgnoringCase(let other, let earlier):
      let clash = SnapshotMessage.caseClash(
        first: other.displayReference, firstLocation: earlier,
        second: location.displayReference, secondLocation: sourceLocation)
      outcome.issues.append(clash.text)
      return outcome
    case nil:
      break
    }
    RunRecorder.shared.used(location, filePath: sourceLocation.filePath)
    let mode = effectiveMode(environment: environment, environmentMode: environmentMode)
    if let refusal {
      let note = (try? pendingNote(nil, at: location, isOwner: false)) ?? ""
      outcome.issues.append(refusal.text + note)
    } else {
      do throws(SnapshotMessage) {
        let checked = try check(actual, at: location, mode: mode, environment: environment)
        if !checked.issues.isEmpty { outcome.issues += checked.issues }
        outcome.attachments = checked.attachments
      } catch {
        outcome.issues.append(error.text)
      }
    }
    guard !outcome.issues.isEmpty else { return outcome }
    RunRecorder.shared.failed(location)
    var notes: [SnapshotMessage] = []
    if let ignored = ignoredOnCI(environment: environment, environmentMode: environmentMode) {
      notes.append(.recordModeIgnoredOnCI(ignored))
    }
    if location.isShortened { notes.append(.shortenedName(limit: SnapshotLocation.componentLimit)) }
    if !notes.isEmpty, let last = outcome.issues.last {
      outcome.issues[outcome.issues.count - 1] =
        ([last] + notes.map(\.text)).joined(separator: "\n")
    }
    return outcome
  }

  /// The record mode the source asked for (`record:` or the trait) when CI is set and
  /// `SNAPSHOT_RECORD` is not, so the failure can say that it was ignored; `nil` when
  /// nothing was.
  private func ignoredOnCI(
    environment: SnapshotEnvironment, environmentMode: SnapshotRecordMode?
  ) -> SnapshotRecordMode? {
    Self.ignoredOnCI(
      source: record ?? settings.record, environment: environment,
      environmentMode: environmentMode)
  }

  /// The mode from the source that CI set aside, as above; inline snapshots ask too.
  package static func ignoredOnCI(
    source: SnapshotRecordMode?, environment: SnapshotEnvironment,
    environmentMode: SnapshotRecordMode?
  ) -> SnapshotRecordMode? {
    guard environment.isCI, environmentMode == nil, let source, source != .never else {
      return nil
    }
    return source
  }

  /// Picks the record mode: the assertion's, then the trait's, then `SNAPSHOT_RECORD`.
  ///
  /// On CI only `SNAPSHOT_RECORD` may write references, so a record
  /// mode left in the source cannot rewrite them there; `.never` still applies.
  private func effectiveMode(
    environment: SnapshotEnvironment, environmentMode: SnapshotRecordMode?
  ) -> SnapshotRecordMode? {
    Self.mode(
      source: record ?? settings.record, environment: environment,
      environmentMode: environmentMode)
  }

  /// Picks between a mode from the source and one from `SNAPSHOT_RECORD`, as above.
  package static func mode(
    source: SnapshotRecordMode?, environment: SnapshotEnvironment,
    environmentMode: SnapshotRecordMode?
  ) -> SnapshotRecordMode? {
    guard environment.isCI else { return source ?? environmentMode }
    return environmentMode ?? (source == .never ? .never : nil)
  }

  private func resolve(_ environment: SnapshotEnvironment) -> Result<
    SnapshotLocation, SnapshotMessage
  > {
    guard SnapshotLocation.isValidExtension(pathExtension) else {
      return .failure(.invalidPathExtension(pathExtension))
    }
    do throws(SnapshotMessage) {
      let directory = try SnapshotLocation.directory(
        setting: settings.directory, environment: environment,
        filePath: sourceLocation.filePath
      ).get()
      let name = try SnapshotLocation.name(
        test: test, isParameterised: isParameterised, named: named
      ).get()
      var location = SnapshotLocation(
        directory: directory.path, displayDirectory: directory.display, name: name.name,
        test: name.test, isShortened: name.isShortened, pathExtension: pathExtension)
      location.earlierName = SnapshotLocation.earlierName(test: test, named: named)
      return .success(location)
    } catch {
      return .failure(error)
    }
  }

  /// A line naming the `.txt` file a reference with another extension may have been
  /// stored in before, when that file exists; empty otherwise.
  private static func earlierNote(_ location: SnapshotLocation) -> String {
    guard let earlier = location.earlierReference else { return "" }
    return "\n"
      + SnapshotMessage.earlierReference(earlier: earlier, path: location.displayReference).text
  }

  /// Compares the actual text with the reference, and writes what the mode asks for.
  ///
  /// Equal texts cost one comparison: the texts are split into lines, and the
  /// attachments made, only when they differ or the mode records. Under a built-in text
  /// diffing the comparison is of the file's bytes, decoded only when they differ.
  private func check(
    _ actual: Format, at location: SnapshotLocation, mode: SnapshotRecordMode?,
    environment: SnapshotEnvironment
  ) throws(SnapshotMessage) -> SnapshotOutcome {
    let actualText = diffing.toText(actual)
    // Made once: a debug build joins the path's parts anew at each use.
    let referencePath = location.referencePath
    guard let referenceData = try AtomicFile.readData(referencePath) else {
      if try !requireOwner(location, referencePath: referencePath, exists: false) {
        try requireOwnReference(location)
      }
      return try missing(actualText, at: location, mode: mode)
    }
    let pendingPath = referencePath + ".new"
    // One look-up says whether a pending file may be there, and whether any file of the
    // folder has an owner to ask.
    let seen = PendingFileIndex.shared.lookUp(pending: pendingPath)
    var isOwner = false
    if seen.owners {
      isOwner = try requireOwner(location, referencePath: referencePath, exists: true)
    }
    if diffing.comparesTextExactly && mode != .all && Self.holds(referenceData, actualText) {
      guard seen.pending || mode == .failed else { return SnapshotOutcome() }
      return try matched(at: location, pendingPath: pendingPath, isOwner: isOwner, mode: mode)
    }
    let referenceText = try AtomicFile.text(of: referenceData, at: referencePath)
    let failure = diffing.describeDifference(diffing.fromText(referenceText), actual)
    if failure == nil && mode != .all {
      return try matched(
        at: location, pendingPath: location.pendingPath, isOwner: isOwner, mode: mode)
    }
    if !isOwner { try requireOwnReference(location) }
    let attachments = SnapshotAttachment.all(
      name: location.name, pathExtension: location.pathExtension, reference: referenceText,
      actual: actualText, kind: diffing.textKind)
    if mode == .all || mode == .failed {
      try write(actualText, to: location.referencePath, at: location)
      try removePending(at: location, isOwner: true)
      let recorded = SnapshotMessage.recorded(path: location.displayReference).text
      return SnapshotOutcome(
        issues: [recorded + (failure.map { "\n" + $0 } ?? "")], attachments: attachments)
    }
    let failed = failure ?? ""
    guard mode != .never else {
      let note = try pendingNote(actualText, at: location, isOwner: isOwner)
      return SnapshotOutcome(issues: [failed + note], attachments: attachments)
    }
    try write(actualText, to: location.pendingPath, at: location)
    let compare = environment.diffTool.map { tool in
      SnapshotMessage.compareWith(
        tool: tool, reference: location.displayReference, pending: location.displayPending
      ).text + "\n"
    }
    let accept = SnapshotMessage.accept(
      name: location.reviewName, directory: location.commandDirectory
    ).text
    return SnapshotOutcome(issues: [failed + (compare ?? "") + accept], attachments: attachments)
  }

  /// What a value that matches its reference does with the pending file beside it: an
  /// earlier run's is stale and deleted; one this process wrote (``WriteClaims``: the same
  /// assertion made another value earlier in the run, in a loop or `--repetitions`) is
  /// kept, and the match fails saying so, as the change it announced still waits.
  ///
  /// Under ``SnapshotRecordMode/failed`` a later value of the same assertion would be
  /// recorded over the one that matched, in silence: the match settles the reference
  /// (``WriteClaims``), so ``write(_:to:at:)`` refuses that value.
  private func matched(
    at location: SnapshotLocation, pendingPath: String, isOwner: Bool,
    mode: SnapshotRecordMode?
  ) throws(SnapshotMessage) -> SnapshotOutcome {
    if mode == .failed { claims.settle(location.referencePath) }
    guard claims.settledInThisRun(pendingPath),
      FileManager.default.fileExists(atPath: pendingPath)
    else {
      try removePending(at: location, path: pendingPath, isOwner: isOwner)
      return SnapshotOutcome()
    }
    let kept = SnapshotMessage.pendingOfThisRunKept(
      reference: location.displayReference, pending: location.displayPending)
    let accept = SnapshotMessage.accept(
      name: location.reviewName, directory: location.commandDirectory)
    return SnapshotOutcome(issues: [kept.text + "\n" + accept.text])
  }

  /// Whether `data` is exactly the UTF-8 of `text`: one `memcmp`, with no copy of the
  /// text's bytes.
  ///
  /// Unsafe pointers here for a measured need: `Data ==` runs byte by byte through generic
  /// code in a debug build, the build `swift test` runs; with this, verifying a matching
  /// file snapshot costs about twice reading and comparing (Benchmarks.md).
  static func holds(_ data: Data, _ text: String) -> Bool {
    var text = text
    guard data.count == text.utf8.count else { return false }
    guard !data.isEmpty else { return true }
    return text.withUTF8 { textBytes in
      data.withUnsafeBytes { dataBytes in
        guard let textStart = textBytes.baseAddress, let dataStart = dataBytes.baseAddress else {
          return false
        }
        return memcmp(textStart, dataStart, textBytes.count) == 0
      }
    }
  }

  /// What a check without a reference does: record it, or write a pending file, or
  /// only fail; and refuse while the reference waits in the earlier layout.
  private func missing(
    _ actualText: String, at location: SnapshotLocation, mode: SnapshotRecordMode?
  ) throws(SnapshotMessage) -> SnapshotOutcome {
    let attachments = SnapshotAttachment.all(
      name: location.name, pathExtension: location.pathExtension, reference: nil,
      actual: actualText, kind: diffing.textKind)
    if let earlier = location.earlierLayoutReference {
      let moved = SnapshotMessage.earlierLayout(earlier: earlier, path: location.displayReference)
      return SnapshotOutcome(issues: [moved.text], attachments: attachments)
    }
    if let earlier = location.earlierNameReference {
      let renamed = SnapshotMessage.earlierName(earlier: earlier, path: location.displayReference)
      return SnapshotOutcome(issues: [renamed.text], attachments: attachments)
    }
    switch mode {
    case .missing, .failed, .all:
      try write(actualText, to: location.referencePath, at: location)
      // A pending file of an earlier run holds an older value, which accepting would restore.
      try removePending(at: location, isOwner: true)
      let recorded = SnapshotMessage.recorded(path: location.displayReference).text
      return SnapshotOutcome(issues: [recorded], attachments: attachments)
    case .never:
      let missing = SnapshotMessage.missingReference(path: location.displayReference, pending: nil)
      let issue =
        missing.text + Self.earlierNote(location) + "\n"
        + SnapshotMessage.newContent(actualText).text
        + (try pendingNote(actualText, at: location, isOwner: true))
      return SnapshotOutcome(issues: [issue], attachments: attachments)
    case nil:
      try write(actualText, to: location.pendingPath, at: location)
      let missing = SnapshotMessage.missingReference(
        path: location.displayReference, pending: location.displayPending)
      let accept = SnapshotMessage.accept(
        name: location.reviewName, directory: location.commandDirectory
      ).text
      let issue =
        missing.text + Self.earlierNote(location) + "\n"
        + SnapshotMessage.newContent(actualText).text + "\n" + accept
      return SnapshotOutcome(issues: [issue], attachments: attachments)
    }
  }

  /// Writes a reference or pending file, unless a name on its way differs from an
  /// existing one only in case: on a case-insensitive disk the two would be one file.
  private func write(_ text: String, to path: String, at location: SnapshotLocation)
    throws(SnapshotMessage)
  {
    let wanted =
      path == location.pendingPath ? location.displayPending : location.displayReference
    if let existing = location.entryDifferingInCase {
      throw .caseClashOnDisk(existing: existing, wanted: wanted)
    }
    if let link = location.linkOnTheWay { throw .linkOnTheWay(path: wanted, link: link) }
    if let run = claims.claim(location.reviewName, in: location.directory) {
      throw .claimedByAnotherRun(path: wanted, run: run)
    }
    // A file this run settled (a reference it recorded or matched, a change it announced
    // as pending) holds the value the run reported for this assertion: another value of
    // the same assertion never takes its place, as the reference or as the pending file,
    // so the run's reports stay true and what `accept` stores is what was shown.
    for settled in [
      (location.referencePath, location.displayReference),
      (location.pendingPath, location.displayPending),
    ]
    where claims.settledInThisRun(settled.0) {
      if let earlier = try AtomicFile.read(settled.0), earlier != text {
        throw .twoValuesInRun(kept: settled.1)
      }
    }
    try AtomicFile.write(text, to: path)
    if path == location.pendingPath { PendingFileIndex.shared.wrote(path) }
    claims.settle(path)
    if let owner { try ReferenceOwners.shared.record(owner, ofReference: location.referencePath) }
  }

  /// The running test and the assertion's name, exactly as written, as the owners of the
  /// files it writes record them; `nil` outside a test.
  private var owner: ReferenceOwner? {
    test.map { ReferenceOwner(test: $0.declaration ?? $0.functionAsWritten, named: named) }
  }

  /// Refuses a file whose recorded owner is another test, or this test by another name
  /// that maps to the same file, whether its value matches or not; returns whether the
  /// record names this assertion.
  ///
  /// A record owns nothing once its reference and pending file are both gone, or once
  /// the sources no longer declare its test (renamed, or its parameters relabelled): the
  /// next write records the new owner.
  private func requireOwner(_ location: SnapshotLocation, referencePath: String, exists: Bool)
    throws(SnapshotMessage) -> Bool
  {
    guard let recorded = try ReferenceOwners.shared.owner(ofReference: referencePath), let owner
    else { return false }
    if recorded.isExactly(owner) { return true }
    if !exists && !FileManager.default.fileExists(atPath: referencePath + ".new") { return false }
    if let test, let file = test.filePath, let module = test.module {
      let sources = SourceTests.of(folder: SourceTests.targetFolder(of: file, module: module))
      if sources.isGone(recorded.test, suite: test.suite) { return false }
    }
    throw .notOwner(
      path: location.displayReference, owner: .init(test: recorded.test, named: recorded.named),
      this: .init(test: owner.test, named: owner.named))
  }

  /// Refuses a reference that another test in the sources makes too: the top-level
  /// `parses()` of `Parsing.swift` and `Parsing.parses()` both make `Parsing/parses`,
  /// and a run filtered to one must not fail against, record over or delete the pending
  /// file of the other's (``SourceTests``).
  private func requireOwnReference(_ location: SnapshotLocation) throws(SnapshotMessage) {
    guard let test, let declaration = test.declaration, let file = test.filePath,
      let module = test.module
    else { return }
    let sources = SourceTests.of(folder: SourceTests.targetFolder(of: file, module: module))
    let stem = String(location.name.split(separator: "/").last ?? "")
    let others = sources.others(
      than: declaration, in: file, suite: test.suite, function: test.function, stem: stem)
    guard others.isEmpty else {
      throw .sharedReference(
        path: location.displayReference,
        test: sources.shown(declaration, in: file, beside: others), others: others)
    }
  }

  /// Deletes the location's stale pending file, when the folder has one and no other
  /// test process running at once is recording it.
  @discardableResult
  private func removePending(at location: SnapshotLocation, path: String? = nil, isOwner: Bool)
    throws(SnapshotMessage) -> Bool
  {
    let pendingPath = path ?? location.pendingPath
    guard PendingFileIndex.shared.mayExist(pendingPath),
      claims.claim(location.reviewName, in: location.directory) == nil
    else { return false }
    if !isOwner && FileManager.default.fileExists(atPath: pendingPath) {
      try requireOwnReference(location)
    }
    try AtomicFile.remove(pendingPath)
    PendingFileIndex.shared.removed(pendingPath)
    claims.removed(pendingPath)
    return true
  }

  /// What a check that writes no pending file says of the pending file already there for
  /// the same reference, or empty when there is none: a failure under
  /// ``SnapshotRecordMode/never``, and a value the strategy could not read
  /// (`actualText` `nil`).
  ///
  /// One holding this run's value is kept and named with its accept command; one this
  /// run wrote is kept, as the change it announced; any other holds a value the code no
  /// longer makes, which `accept` must not store, so it is removed (unless another test
  /// owns the reference).
  private func pendingNote(_ actualText: String?, at location: SnapshotLocation, isOwner: Bool)
    throws(SnapshotMessage) -> String
  {
    let pendingPath = location.pendingPath
    guard PendingFileIndex.shared.mayExist(pendingPath),
      let pending = FileManager.default.contents(atPath: pendingPath)
    else { return "" }
    if let actualText, Self.holds(pending, actualText) {
      let accept = SnapshotMessage.accept(
        name: location.reviewName, directory: location.commandDirectory)
      return "\n" + SnapshotMessage.pendingHoldsValue(pending: location.displayPending).text
        + "\n" + accept.text
    }
    // This run's own announced change is never removed as an earlier run's.
    if claims.settledInThisRun(pendingPath) {
      return "\n" + SnapshotMessage.twoValuesInRun(kept: location.displayPending).text
    }
    guard try removePending(at: location, isOwner: isOwner) else { return "" }
    return "\n" + SnapshotMessage.stalePendingRemoved(pending: location.displayPending).text
  }
}
