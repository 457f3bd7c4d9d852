import Foundation
import KitSupport

/// Collects one test process's inline snapshot changes and writes them once, as it ends.
///
/// Of the two safe ways to edit a source file while its tests run, this writer takes the
/// first: it applies a run's edits together when the process exits (an `atexit`
/// handler, which a `swift test` process runs when it ends normally; the end-to-end
/// tests check it with Swift Testing), instead of re-reading and re-finding each call
/// before every write. A process that crashes or is killed writes nothing. Lines and columns then
/// mean what they meant when the tests were built, so no edit has to shift another,
/// and two calls on one line are two call sites.
///
/// Before it writes, it locks the file (shared with `snapshots accept`), reads it
/// again and checks it: the file must be byte for byte what the run first read, and
/// every call the run saw must still be at its line and column and hold the literal
/// the test was built with. When anything differs, nothing is written into the file;
/// its changes wait as pending changes for `snapshots review`, and a line on standard
/// error says why. A call site that saw two different values in one run (a loop, a
/// helper called twice) records nothing at all.
final class InlineSnapshotWriter: Sendable {
  /// The writer of this test process, which writes when the process exits.
  static let shared: InlineSnapshotWriter = {
    let writer = InlineSnapshotWriter()
    atexit { InlineSnapshotWriter.shared.finishAndReport() }
    return writer
  }()

  /// One call of a source file, as the compiler placed it, and the function it names.
  struct Site: Hashable, Sendable {
    var path: String
    var line: Int
    var column: Int
    var function = InlineSnapshotFile.defaultFunction
  }

  /// What an assertion asks the writer to do with its call.
  enum Outcome: Int, Comparable, Sendable {
    /// Only verified (`.never`): nothing is written or deleted.
    case verified
    /// It matched: a stale pending change is deleted.
    case passed
    /// It failed: a pending change is written for review.
    case pending
    /// It records: the new text is written into the source.
    case record

    static func < (left: Self, right: Self) -> Bool { left.rawValue < right.rawValue }
  }

  /// One assertion's result for its call.
  struct Observation: Sendable {
    var site: Site
    /// The literal the test was built with; `nil` when the call had no snapshot.
    var expected: String?
    /// The snapshot text the run produced, without its final newline.
    var text: String
    var outcome: Outcome
    /// The call's pending `.new` file.
    var pendingPath: String
    /// The package folder, and the source file relative to it.
    var root: String
    var source: String
    /// The call's text, as the run first read the file.
    var callText: String
  }

  private struct State {
    var order: [Site] = []
    var observations: [Site: Observation] = [:]
    var conflicted: [Site: Observation] = [:]
    var firstRead: [String: [UInt8]] = [:]
  }

  private let state = Locked(State())

  /// The call at `site` in the file as this run first read it, holding `expected`.
  func call(at site: Site, expected: String?) throws(InlineSnapshotError) -> InlineSnapshotCall {
    let read: Result<[UInt8], InlineSnapshotError> = state.withLock { state in
      if let bytes = state.firstRead[site.path] { return .success(bytes) }
      let read = Result { () throws(InlineSnapshotError) in try SourceFile(path: site.path).read() }
      if case .success(let bytes) = read { state.firstRead[site.path] = bytes }
      return read
    }
    let bytes = try read.get()
    let call = try InlineSnapshotFile.call(
      line: site.line, column: site.column, in: bytes, function: site.function)
    guard InlineSnapshotFile.holds(call, expected) else {
      throw .literalChanged(line: site.line)
    }
    return call
  }

  /// Notes an assertion's result; returns the text an earlier assertion of the same call
  /// site saw, when it differs, so the caller can report both.
  func observe(_ observation: Observation) -> String? {
    state.withLock { state in
      let site = observation.site
      if let earlier = state.observations[site] ?? state.conflicted[site] {
        guard Array(earlier.text.utf8) == Array(observation.text.utf8) else {
          state.conflicted[site] = earlier
          state.observations[site] = nil
          return earlier.text
        }
        if state.observations[site] != nil, observation.outcome > earlier.outcome {
          state.observations[site] = observation
        }
        return nil
      }
      state.order.append(site)
      state.observations[site] = observation
      return nil
    }
  }

  /// Writes every file's changes.
  ///
  /// - Parameter lockAttempts: How often to try a file's lock before leaving it alone.
  /// - Returns: A note for each file it could not write, saying why.
  func finish(lockAttempts: Int = SourceFile.lockAttempts) -> [String] {
    let state = state.withLock { state in
      defer { state = State() }
      return state
    }
    var paths: [String] = []
    for site in state.order where !paths.contains(site.path) { paths.append(site.path) }
    return paths.compactMap { path in
      write(
        state.order.compactMap { $0.path == path ? state.observations[$0] : nil },
        conflicted: state.order.compactMap { $0.path == path ? state.conflicted[$0] : nil },
        firstRead: state.firstRead[path], lockAttempts: lockAttempts)
    }
  }

  private func finishAndReport() {
    for note in finish() {
      FileHandle.standardError.write(Data((note + "\n").utf8))
    }
  }

  /// Applies one file's changes; returns a note when the file was left alone.
  private func write(
    _ observations: [Observation], conflicted: [Observation], firstRead: [UInt8]?,
    lockAttempts: Int
  ) -> String? {
    for observation in conflicted { try? AtomicFile.remove(observation.pendingPath) }
    guard let first = observations.first else { return nil }
    let all = observations + conflicted
    let siblings = PendingSiblings(
      source: first.source,
      folders: all.map { URL(fileURLWithPath: $0.pendingPath).deletingLastPathComponent().path },
      except: Set(all.map(\.pendingPath)))
    do throws(InlineSnapshotError) {
      let file = try InlineSnapshotFile.sourceFile(first.source, root: first.root)
      return try file.withLock(attempts: lockAttempts) {
        () throws(InlineSnapshotError) -> String? in
        let bytes = try file.read()
        let result = apply(observations, to: bytes, firstRead: firstRead)
        if case .success(let rewritten) = result, rewritten.bytes != bytes {
          do throws(InlineSnapshotError) {
            try file.write(rewritten.bytes)
          } catch {
            leaveAllPending(observations)
            return SnapshotMessage.inlineNotWritten(path: first.source, reason: error.text).text
          }
        }
        switch result {
        case .success(let rewritten):
          leavePending(observations, in: rewritten)
          siblings.removeCopies(of: Set(rewritten.calls.values.map(\.open)), in: bytes)
          siblings.follow(
            from: bytes, to: rewritten.bytes, edits: rewritten.edits,
            rewritten: Set(
              observations.filter { $0.outcome == .record }.compactMap {
                rewritten.calls[$0.site]?.open
              }))
          return nil
        case .failure(let refusal):
          // A run whose calls of this file all passed had nothing to write, so there is
          // nothing to say; their stale pending changes are still deleted by name.
          guard observations.contains(where: { $0.outcome >= .pending }) else {
            for observation in observations where observation.outcome == .passed {
              try? AtomicFile.remove(observation.pendingPath)
            }
            return nil
          }
          leaveAllPending(observations)
          return SnapshotMessage.inlineNotWritten(path: first.source, reason: refusal.text).text
        }
      }
    } catch {
      leaveAllPending(observations)
      return SnapshotMessage.inlineNotWritten(path: first.source, reason: error.text).text
    }
  }

  /// A file with its recorded calls rewritten, and where every observed call was in it.
  private struct Rewritten {
    var bytes: [UInt8]
    var edits: [InlineSnapshotEditor.Edit]
    /// The calls in the file before the edits.
    var calls: [Site: InlineSnapshotCall]
  }

  /// Checks every observed call against `bytes`, then rewrites the recorded ones.
  private func apply(_ observations: [Observation], to bytes: [UInt8], firstRead: [UInt8]?)
    -> Result<Rewritten, InlineSnapshotError>
  {
    let records = observations.filter { $0.outcome == .record }
    if !records.isEmpty, bytes != firstRead { return .failure(.changedDuringRun) }
    var calls: [Site: InlineSnapshotCall] = [:]
    for observation in observations {
      let site = observation.site
      do throws(InlineSnapshotError) {
        let call = try InlineSnapshotFile.call(
          line: site.line, column: site.column, in: bytes, function: site.function)
        guard InlineSnapshotFile.holds(call, observation.expected) else {
          throw .literalChanged(line: site.line)
        }
        calls[site] = call
      } catch  where observation.outcome <= .passed && Self.isUnwritable(error) {
        // A call that passed is never rewritten, so a closure the library cannot write
        // is no reason to refuse the others; it must still be where it was.
        continue
      } catch {
        return .failure(error)
      }
    }
    let changes = records.compactMap { record in calls[record.site].map { ($0, record.text) } }
    let kept = observations.filter { $0.outcome != .record }.compactMap { calls[$0.site] }
    return Result(catching: { () throws(InlineSnapshotError) in
      let rewritten = try InlineSnapshotFile.rewrite(bytes, changes: changes, keeping: kept)
      return Rewritten(bytes: rewritten.bytes, edits: rewritten.edits, calls: calls)
    })
  }

  /// Whether a call was found, with a snapshot the library would not rewrite.
  private static func isUnwritable(_ error: InlineSnapshotError) -> Bool {
    switch error {
    case .closureNotALiteral, .interpolation: true
    default: false
    }
  }

  /// Writes the pending changes of a file that was rewritten (or needed no rewrite), each
  /// naming where its call is now, and deletes those of calls that passed or recorded.
  private func leavePending(_ observations: [Observation], in rewritten: Rewritten) {
    let fingerprint = InlinePending.fingerprint(of: rewritten.bytes)
    for observation in observations {
      switch observation.outcome {
      case .pending:
        guard let call = rewritten.calls[observation.site],
          let open = InlineSnapshotEditor.moved(call.open, by: rewritten.edits)
        else { continue }
        let (line, column) = InlineSnapshotFile.position(of: open, in: rewritten.bytes)
        let pending = InlinePending(
          source: observation.source, line: line, column: column, call: call.text,
          old: observation.expected, fingerprint: fingerprint, text: observation.text)
        try? AtomicFile.write(pending.fileText, to: observation.pendingPath)
      case .passed, .record:
        try? AtomicFile.remove(observation.pendingPath)
      case .verified:
        continue
      }
    }
  }

  /// Leaves every change of a file that was not written as a pending change, to be found
  /// by its call's text when it is accepted.
  private func leaveAllPending(_ observations: [Observation]) {
    for observation in observations
    where observation.outcome == .pending || observation.outcome == .record {
      let pending = InlinePending(
        source: observation.source, line: observation.site.line,
        column: observation.site.column, call: observation.callText, old: observation.expected,
        fingerprint: nil, text: observation.text)
      try? AtomicFile.write(pending.fileText, to: observation.pendingPath)
    }
  }
}
