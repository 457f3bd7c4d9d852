import Testing

/// One snapshot check: finds the reference, compares, records, and returns issue texts.
struct SnapshotAssertion<Format> {
  var diffing: Diffing<Format>
  var settings: SnapshotSettings
  var test: Test?
  var isParameterised: Bool
  var named: String?
  var record: SnapshotRecordMode?
  var sourceLocation: SourceLocation
  var filePath: String

  /// Checks `actual` and returns one text per issue to record; empty when it passes.
  func verify(_ actual: Format) -> [String] {
    let environment = SnapshotEnvironment(settings.environment)
    var issues: [String] = []
    var environmentMode: SnapshotRecordMode?
    switch environment.recordMode() {
    case .success(let mode): environmentMode = mode
    case .failure(let message): issues.append(message.text)
    }
    let location: SnapshotLocation
    switch resolve(environment) {
    case .success(let resolved): location = resolved
    case .failure(let message): return issues + [message.text]
    }
    switch SnapshotRegistry.shared.claim(location, by: sourceLocation) {
    case .samePath(let earlier):
      let clash = SnapshotMessage.nameClash(
        path: location.displayReference, first: earlier, second: sourceLocation)
      return issues + [clash.text]
    case .sameIgnoringCase(let other, let earlier):
      let clash = SnapshotMessage.caseClash(
        first: other.displayReference, firstLocation: earlier,
        second: location.displayReference, secondLocation: sourceLocation)
      return issues + [clash.text]
    case nil:
      break
    }
    RunRecorder.shared.used(location, sources: SnapshotLocation.packageRoot(above: filePath))
    do {
      let mode = effectiveMode(environment: environment, environmentMode: environmentMode)
      issues += try check(actual, at: location, mode: mode)
    } catch {
      issues.append(error.text)
    }
    if !issues.isEmpty { RunRecorder.shared.failed(location) }
    if location.isShortened, let last = issues.last {
      let note = SnapshotMessage.shortenedName(limit: SnapshotLocation.componentLimit).text
      issues[issues.count - 1] = last + "\n" + note
    }
    return issues
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
  static func mode(
    source: SnapshotRecordMode?, environment: SnapshotEnvironment,
    environmentMode: SnapshotRecordMode?
  ) -> SnapshotRecordMode? {
    guard environment.isCI else { return source ?? environmentMode }
    return environmentMode ?? (source == .never ? .never : nil)
  }

  private func resolve(_ environment: SnapshotEnvironment) -> Result<
    SnapshotLocation, SnapshotMessage
  > {
    SnapshotLocation.directory(
      setting: settings.directory, environment: environment, filePath: filePath
    ).flatMap { directory in
      SnapshotLocation.name(
        test: test, isParameterised: isParameterised, named: named,
        fileID: sourceLocation.fileID
      ).map { name in
        SnapshotLocation(
          directory: directory.path, displayDirectory: directory.display, name: name.name,
          test: name.test, isShortened: name.isShortened)
      }
    }
  }

  private func check(
    _ actual: Format, at location: SnapshotLocation, mode: SnapshotRecordMode?
  ) throws(SnapshotMessage) -> [String] {
    let actualText = diffing.toText(actual)
    let accept = SnapshotMessage.accept(name: location.name).text
    guard let referenceText = try AtomicFile.read(location.referencePath) else {
      switch mode {
      case .missing, .failed, .all:
        try AtomicFile.write(actualText, to: location.referencePath)
        return [SnapshotMessage.recorded(path: location.displayReference).text]
      case .never:
        let missing = SnapshotMessage.missingReference(
          path: location.displayReference, pending: nil)
        return [missing.text + "\n" + SnapshotMessage.newContent(actualText).text]
      case nil:
        try AtomicFile.write(actualText, to: location.pendingPath)
        let missing = SnapshotMessage.missingReference(
          path: location.displayReference, pending: location.displayPending)
        return [missing.text + "\n" + SnapshotMessage.newContent(actualText).text + "\n" + accept]
      }
    }
    let failure = diffing.describeDifference(diffing.fromText(referenceText), actual)
    if mode == .all || (mode == .failed && failure != nil) {
      try AtomicFile.write(actualText, to: location.referencePath)
      try AtomicFile.remove(location.pendingPath)
      let recorded = SnapshotMessage.recorded(path: location.displayReference).text
      return [recorded + (failure.map { "\n" + $0 } ?? "")]
    }
    guard let failure else {
      try AtomicFile.remove(location.pendingPath)
      return []
    }
    guard mode != .never else { return [failure] }
    try AtomicFile.write(actualText, to: location.pendingPath)
    return [failure + accept]
  }
}
