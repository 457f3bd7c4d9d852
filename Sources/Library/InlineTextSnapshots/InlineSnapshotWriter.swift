import Foundation
import KitSupport
import SwiftSource
import TextSnapshots

/// Keeps one test process's inline snapshot changes: each is saved as a pending change
/// the moment its assertion fails, and the recorded ones are written into their source
/// files once, as the process ends.
///
/// A failing assertion's pending change is written (atomically, under
/// `Snapshots/.inline/`) before the failure is reported, so a test that traps later, or
/// a process that is killed, loses nothing it announced. A recording assertion saves its
/// change the same way, and the writer applies the run's records together when the
/// process exits (an `atexit` handler, which a `swift test` process runs when it ends
/// normally); a process that never gets there leaves them pending, for `snapshots
/// accept`. Writing at exit means lines and columns still mean what they meant when the
/// tests were built, so no edit has to shift another, and two calls on one line are
/// two call sites.
///
/// Nothing is saved for a file that changed since the test binary was built
/// (``SourceFreshness``), nor for a call whose test is not where the build put it. A
/// change names its test and the declaration that holds its call
/// (``InlineSnapshotAnchor``), so it is only ever written into that call.
///
/// Before it writes a file, the writer locks it (shared with `snapshots accept`), reads
/// it again and checks it: the file must be byte for byte what the run first read, and
/// every call the run saw must still be at its line and column and hold the literal the
/// test was built with, and the rewrite must pass every proof of the one gate
/// ``InlineSnapshotFile/provenRewrite(_:in:compiled:keeping:parser:name:root:stack:)``: each call
/// lies in the test that ran it, holds the value it compared against, has its snapshot
/// closure rewritten and no other, and the result reads back with the library's scanner
/// and parses with the toolchain's `swiftc` (``SwiftParser``). When anything differs, nothing is
/// written into the file; its changes wait as pending changes, and a line on standard
/// error says why. A call site that saw two different values in one run (a loop, a
/// helper called twice, the cases of a parameterized test) records nothing at all, and
/// the pending change its first value left is withdrawn.
final class InlineSnapshotWriter: Sendable {
  /// The writer of this test process, which writes when the process exits.
  static let shared: InlineSnapshotWriter = {
    let writer = InlineSnapshotWriter()
    atexit { InlineSnapshotWriter.shared.finishAndReport() }
    return writer
  }()

  /// Says whether a source file is what the tests were built from.
  let freshness: SourceFreshness
  /// Judges every rewrite before it replaces a file.
  let parser: SwiftParser

  /// A writer that checks files with `freshness` and rewrites with `parser`.
  init(freshness: SourceFreshness = .testBinary, parser: SwiftParser = .toolchain) {
    self.freshness = freshness
    self.parser = parser
  }

  /// One call of a source file, as the compiler placed it, and the function it names.
  ///
  /// A site is its file's real path, line and column: a file compiled into two targets
  /// (a symbolic link in one target's folder) has two paths and two file IDs, but each
  /// call in it is one site, which records nothing when the targets give it two values.
  struct Site: Hashable, Sendable {
    var path: String
    var line: Int
    var column: Int
    var function = InlineSnapshotFile.defaultFunction
    /// The file's path with symbolic links resolved, when it was resolved.
    var real: String? = nil

    static func == (left: Self, right: Self) -> Bool {
      (left.real ?? left.path, left.line, left.column, left.function)
        == (right.real ?? right.path, right.line, right.column, right.function)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(real ?? path)
      hasher.combine(line)
      hasher.combine(column)
      hasher.combine(function)
    }
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
    /// The snapshot text the run produced, exactly.
    var text: String
    var outcome: Outcome
    /// The call's pending `.new` file.
    var pendingPath: String
    /// The package folder, and the source file relative to it.
    var root: String
    var source: String
    /// The change this observation saves, for a failing or recording one.
    var change: InlinePending?
    /// The test that made the assertion, as pending changes name it; `nil` outside a test.
    var test: String? = nil
    /// Whether its change waits in its pending file, so that a write at the end that fails
    /// loses nothing; a recording whose pending file holds another test's change, or that
    /// could not be saved, is kept only in this process.
    var kept = true
  }

  /// What ``observe(_:)`` did with an observation.
  enum Observed: Equatable {
    /// It is the first of its call site, and its pending change (if any) is saved.
    case saved
    /// Its call site saw the same text before.
    case repeated
    /// Its call site saw `earlier` before; a pending change the earlier one saved was
    /// withdrawn.
    case conflict(earlier: String, withdrawn: Bool)
    /// Its pending change could not be saved, for a reason.
    case unsaved(String)
    /// Its pending file holds a change another test recorded when its call was at the
    /// same line and column, which was left as it is.
    case othersPending(test: String)
  }

  /// A source file as the run first read it, proven to be what the tests were compiled
  /// from (proof 1): only ``read(_:module:freshness:)`` makes one, after the check, so
  /// the gate (``InlineSnapshotFile/provenRewrite(_:in:compiled:keeping:parser:name:root:stack:)``)
  /// that takes one knows the check ran.
  struct CompiledSource: Sendable {
    let index: InlineSnapshotAnchor.Index
    var bytes: [UInt8] { index.bytes }

    private init(index: InlineSnapshotAnchor.Index) { self.index = index }

    /// Reads the file at `path`, then checks that it is no newer than the build of
    /// `module`, nor any folder or link on its way (``SourceFreshness``).
    static func read(_ path: String, module: String, freshness: SourceFreshness)
      throws(InlineSnapshotError) -> Self
    {
      // Read, then check: a file saved while it was read is newer than the binary.
      let bytes = try SourceFile(path: path).read()
      if let stale = freshness.check(path, module) { throw .unproven(.compiled, because: stale) }
      return Self(index: InlineSnapshotAnchor.Index(bytes))
    }
  }

  private struct State {
    var order: [Site] = []
    var observations: [Site: Observation] = [:]
    var conflicted: [Site: Observation] = [:]
    var sources: [String: Result<CompiledSource, InlineSnapshotError>] = [:]
  }

  private let state = Locked(State())

  /// The file at `path` as this run first read it, once checked to be what the tests
  /// were built from.
  private func source(_ path: String, module: String) throws(InlineSnapshotError)
    -> CompiledSource
  {
    let read: Result<CompiledSource, InlineSnapshotError> = state.withLock { state in
      if let source = state.sources[path] { return source }
      let read = Result { () throws(InlineSnapshotError) -> CompiledSource in
        try CompiledSource.read(path, module: module, freshness: freshness)
      }
      state.sources[path] = read
      return read
    }
    return try read.get()
  }

  /// The call at `site` in the file as this run first read it, holding `expected`.
  func call(at site: Site, expected: String?, module: String) throws(InlineSnapshotError)
    -> InlineSnapshotCall
  {
    let source = try source(site.path, module: module)
    let located: InlineSnapshotCall
    do {
      located = try InlineSnapshotCall.locate(
        at: try InlineSnapshotFile.offset(line: site.line, column: site.column, in: source.bytes)
          ?? source.bytes.count,
        function: site.function, in: source.index.scanner, line: site.line)
    } catch .callNotFound(let function, let line) {
      // The file is what the test was built from (`source` checked), so it was not edited.
      let calls = ((try? source.index.scanner.calls(named: function)) ?? []).map {
        InlineSnapshotFile.position(of: $0, in: source.bytes)
      }
      throw .noCallAtPlace(
        function: function, line: line, column: site.column,
        calls: calls.filter { $0.line == line }.map(\.column))
    }
    if expected == nil, located.isOnlyTrailingClosure,
      site.function != InlineSnapshotFile.defaultFunction
    {
      // A helper's input closure: the snapshot it ran without would follow it.
      throw .inputClosure(function: site.function, line: site.line)
    }
    let call = try InlineSnapshotFile.call(
      line: site.line, column: site.column, in: source.index.scanner, function: site.function)
    guard InlineSnapshotFile.holds(call, expected) else {
      throw .literalChanged(line: site.line)
    }
    return call
  }

  /// The pending change that makes the call at `site` hold `text`, as the file was
  /// built: it names the test, the call's place in its declaration, the value the call
  /// compared against and the test declaration it lies in, and passes every proof of
  /// ``InlineSnapshotFile/provenRewrite(_:in:compiled:keeping:parser:name:root:stack:)`` but the
  /// parse, which waits for the write.
  ///
  /// - Throws: ``InlineSnapshotError`` when the file changed since the build, the test
  ///   is not where it was built, the call lies in another test, or the call cannot be
  ///   written.
  func change(
    at site: Site, expected: String?, text: String, test: InlineSnapshotCheck.TestIdentity?,
    source relative: String, root: String, module: String, stack: CallStack = .running
  ) throws(InlineSnapshotError) -> InlinePending {
    let call: InlineSnapshotCall
    do {
      call = try self.call(at: site, expected: expected, module: module)
    } catch .inputClosure(let function, let line) {
      throw .unproven(.snapshotClosure, because: .inputClosure(function: function, line: line))
    } catch .noSnapshotClosure(let function, let line) {
      throw .unproven(.snapshotClosure, because: .noSnapshotClosure(function: function, line: line))
    }
    let source = try source(site.path, module: module)
    guard let declarations = source.index.declarations else {
      throw .unreadableSource(line: site.line)
    }
    if let test, test.filePath == site.path {
      let attribute = try InlineSnapshotFile.offset(
        line: test.line, column: test.column, in: source.bytes)
      let declared = attribute.flatMap(declarations.function(around:))
      guard let declared, Self.sameName(declared.name, test.name) else {
        throw .testMoved(test: test.display, line: test.line)
      }
    }
    let anchor = try InlineSnapshotAnchor.of(
      call, in: source.index, test: test?.display ?? InlinePending.outsideTest, line: site.line)
    var within = InlinePending.Within.unchecked
    if let test {
      // A call in a test's body must be in the body of the test that ran it.
      let inTest = InlineSnapshotFile.testDeclaration(
        around: call.open, in: declarations, bytes: source.bytes)
      if let inTest, !InlineSnapshotFile.sameName(inTest.path, test.path) {
        throw .unproven(.ranHere, because: .inAnotherTest(test: test.display, line: site.line))
      }
      if let inTest {
        within = .test(inTest.path)
      } else {
        let file = URL(fileURLWithPath: test.filePath).standardizedFileURL.path
        guard file.hasPrefix(root + "/") else {
          throw .unproven(.ranHere, because: .outsidePackage(root: root))
        }
        within = .shared(test: test.path, file: String(file.dropFirst(root.count + 1)))
      }
    }
    var pending = InlinePending(
      source: relative, line: site.line, column: site.column, test: test?.display,
      anchor: anchor, call: call.text, old: expected, within: within, text: text)
    // Proven now, while the test runs, to refuse at once what could not be written; the
    // stack is read only now, so the change carries where it showed the call running.
    let proven = try InlineSnapshotFile.provenRewrite(
      [pending], in: source.index, compiled: source, parser: nil,
      name: URL(fileURLWithPath: site.path).lastPathComponent, root: root,
      stack: stack.calling(in: module))
    let name = InlineSnapshotFile.position(of: call.nameStart, in: source.bytes)
    pending.ran = InlinePending.Place(line: name.line, column: name.column)
    pending.callee = proven.callees.first ?? nil
    return pending
  }

  /// Refuses a call in a function outside every test unless the recording test calls it.
  ///
  /// The test may call the function directly or through the functions of its file and
  /// the call's, found by name as far as their text tells: a `sourceLocation` made by
  /// hand can name any call, and only a call the test can reach may be the one that
  /// ran. A call in a computed property must be in one the test names; a call in no
  /// function or property the scanner can name is not judged here.
  ///
  /// It is proven when the test records the change and again when the change is accepted.
  ///
  /// - Parameters:
  ///   - open: The call's `(` in the file of `index`.
  ///   - test: The path of the test's declaration, such as `CaseTests.c()`, and the test
  ///     as messages name it.
  ///   - testFile: The test's file when it is not the call's.
  ///   - index: The call's file.
  /// - Throws: ``InlineSnapshotError/unproven(_:because:)`` for proof 2, naming the test
  ///   and the function, when the test's text does not reach the call.
  static func requireReach(
    of open: Int, by test: (path: String, display: String), testFile: String?,
    in index: InlineSnapshotAnchor.Index
  ) throws(InlineSnapshotError) {
    guard let declarations = index.declarations else { return }
    let enclosingName: (base: String, shown: String)
    if let function = declarations.all.last(where: { $0.isFunction && $0.body.contains(open) }) {
      enclosingName = (baseName(function.name), function.path)
    } else if let property = property(around: open, in: index.scanner) {
      enclosingName = (property, property)
    } else {
      return
    }
    var files = [(index.bytes, declarations)]
    if let testFile, let data = FileManager.default.contents(atPath: testFile) {
      let bytes = Array(data)
      if let other = try? SwiftDeclarations(SwiftSourceScanner(bytes)) {
        files.append((bytes, other))
      }
    }
    let target = enclosingName.base
    let line = InlineSnapshotFile.position(of: open, in: index.bytes).line
    let refused = InlineSnapshotError.unproven(
      .ranHere,
      because: .notCalledByTest(test: test.display, function: enclosingName.shown, line: line))
    // The test's declaration, then every function of the files its body names, once.
    var bodies: [([UInt8], Range<Int>)] = []
    for (bytes, declarations) in files {
      for declaration in declarations.all
      where InlineSnapshotFile.sameName(declaration.path, test.path) {
        bodies.append((bytes, declaration.body))
      }
    }
    guard !bodies.isEmpty else { throw refused }
    var named: Set<String> = []
    var visited: Set<String> = []
    while let (bytes, body) = bodies.popLast() {
      let scanner = SwiftSourceScanner(Array(bytes[body]))
      let tokens = (try? scanner.tokens()) ?? []
      for token in tokens where token.kind == .identifier {
        let name = String(decoding: scanner.bytes[token.range], as: UTF8.self).filter { $0 != "`" }
        guard named.insert(name).inserted else { continue }
        if name == target { return }
        for (bytes, declarations) in files {
          for declaration in declarations.all
          where declaration.isFunction && baseName(declaration.name) == name
            && visited.insert("\(declaration.path)@\(declaration.body)").inserted
          {
            bodies.append((bytes, declaration.body))
          }
        }
      }
    }
    throw refused
  }

  /// The name of the computed property whose braces hold `offset` (the innermost one,
  /// `var name … {`), or `nil` when no property's braces do, as far as the tokens tell.
  private static func property(around offset: Int, in scanner: SwiftSourceScanner) -> String? {
    guard let tokens = try? scanner.tokens().filter({ !$0.isTrivia }) else { return nil }
    func text(_ index: Int) -> String {
      tokens.indices.contains(index)
        ? String(decoding: scanner.bytes[tokens[index].range], as: UTF8.self) : ""
    }
    var open: [String?] = []
    var named: String?
    for index in tokens.indices where tokens[index].range.lowerBound < offset {
      let word = text(index)
      switch word {
      case "var":
        if tokens.indices.contains(index + 1), tokens[index + 1].kind == .identifier {
          named = text(index + 1).filter { $0 != "`" }
        }
      case "func", "init", "subscript", "struct", "class", "enum", "actor", "extension",
        "protocol", "let", "=", ";":
        named = nil
      case "{":
        open.append(named)
        named = nil
      case "}":
        _ = open.popLast()
      default:
        continue
      }
    }
    return open.last { $0 != nil } ?? nil
  }

  /// A function's name without its labels, backticks aside: `helper` for `helper(x:)`.
  private static func baseName(_ name: String) -> String {
    String(name.prefix { $0 != "(" }).filter { $0 != "`" }
  }

  /// Whether a declaration's name is a test's, backticks aside.
  private static func sameName(_ declared: String, _ test: String) -> Bool {
    declared.filter { $0 != "`" } == test.filter { $0 != "`" }
  }

  /// Notes an assertion's result, and saves or withdraws pending changes at once.
  func observe(_ observation: Observation) -> Observed {
    state.withLock { state in
      let site = observation.site
      if let earlier = state.observations[site] ?? state.conflicted[site] {
        guard Array(earlier.text.utf8) == Array(observation.text.utf8) else {
          let withdrawn = state.observations[site]?.change != nil
          if withdrawn { Self.remove(earlier.pendingPath, of: earlier.test) }
          state.conflicted[site] = earlier
          state.observations[site] = nil
          return .conflict(earlier: earlier.text, withdrawn: withdrawn)
        }
        if state.observations[site] != nil, observation.outcome > earlier.outcome {
          state.observations[site] = observation
          if let change = observation.change, earlier.change == nil {
            return Self.save(change, of: observation, in: &state) ?? .repeated
          }
        }
        return .repeated
      }
      state.order.append(site)
      state.observations[site] = observation
      guard let change = observation.change else { return .saved }
      return Self.save(change, of: observation, in: &state) ?? .saved
    }
  }

  /// Saves an observation's change to its pending file, noting when it is not kept there.
  private static func save(
    _ change: InlinePending, of observation: Observation, in state: inout State
  )
    -> Observed?
  {
    let saved = save(change, to: observation.pendingPath, test: observation.test)
    if saved != nil { state.observations[observation.site]?.kept = false }
    return saved
  }

  /// Saves a call's pending change, then deletes the copies earlier runs left for the same
  /// call at other lines, so a change announced now is the only one accept can find even
  /// when this process is killed before it ends; a change another test left at `path`
  /// is kept, and nothing is saved.
  private static func save(_ change: InlinePending, to path: String, test: String?) -> Observed? {
    if let other = otherTest(at: path, than: test) { return .othersPending(test: other) }
    do {
      try AtomicFile.write(change.fileText, to: path)
    } catch {
      return .unsaved(error.text)
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    PendingSiblings(source: change.source, folders: [folder])
      .removeCopies(of: [change.anchor], except: [path])
    return nil
  }

  /// The test that recorded the pending change at `path`, when it is another than `test`.
  ///
  /// A pending file is named by its call's line and column when the test ran, and the
  /// file may since have been edited so that another test's call is there now: only a
  /// run of the test that announced the change may replace or delete it.
  static func otherTest(at path: String, than test: String?) -> String? {
    guard let pending = try? InlinePending.read(path), pending.test != test else { return nil }
    return pending.testName
  }

  /// Deletes the pending change at `path`, unless another test than `test` recorded it.
  private static func remove(_ path: String, of test: String?) {
    guard otherTest(at: path, than: test) == nil else { return }
    try? AtomicFile.remove(path)
  }

  /// What a failure that saved no pending change did with an earlier run's one for its call.
  enum EarlierPending: Equatable {
    /// It held another value than this run's and was removed.
    case removed
    /// It holds this run's value and was kept.
    case kept
  }

  /// Settles an earlier run's pending change at `path` for a call whose failing assertion
  /// saved none (its change was refused): one holding another value than `text` is
  /// removed, so `accept` cannot write a value the code no longer makes, and one holding
  /// `text` is kept; one another test recorded, or one that cannot be read, is left alone.
  ///
  /// - Returns: What was done, or `nil` when nothing was there or it was left alone.
  static func settleEarlier(at path: String, text: String, test: String?) -> EarlierPending? {
    guard let pending = try? InlinePending.read(path), pending.test == test else { return nil }
    if Array(pending.text.utf8) == Array(text.utf8) { return .kept }
    do {
      try AtomicFile.remove(path)
    } catch {
      return nil
    }
    return .removed
  }

  /// Writes every file's recorded changes.
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
      let observations = state.order.compactMap { $0.path == path ? state.observations[$0] : nil }
      let first = try? state.sources[path]?.get()
      return write(observations, firstRead: first, lockAttempts: lockAttempts)
    }
  }

  private func finishAndReport() {
    for note in finish() {
      FileHandle.standardError.write(Data((note + "\n").utf8))
    }
  }

  /// Applies one file's recorded changes and tidies its pending changes; returns a note
  /// when the file was left alone.
  private func write(_ observations: [Observation], firstRead: CompiledSource?, lockAttempts: Int)
    -> String?
  {
    guard let first = observations.first else { return nil }
    let siblings = PendingSiblings(
      source: first.source,
      folders: observations.map {
        URL(fileURLWithPath: $0.pendingPath).deletingLastPathComponent().path
      })
    removeStale(observations, firstRead: firstRead, siblings: siblings)
    let records = observations.filter { $0.outcome == .record && $0.change != nil }
    guard !records.isEmpty, let firstRead else { return nil }
    do throws(InlineSnapshotError) {
      let file = try InlineSnapshotFile.sourceFile(first.source, root: first.root)
      try file.withLock(attempts: lockAttempts) { () throws(InlineSnapshotError) in
        let rewritten = try apply(
          observations, to: try file.read(), compiled: firstRead, name: file.name,
          root: first.root)
        try file.write(rewritten.bytes)
        let own = records.filter { Self.otherTest(at: $0.pendingPath, than: $0.test) == nil }
        for record in own { try? AtomicFile.remove(record.pendingPath) }
        siblings.follow(
          from: firstRead.index, to: rewritten.bytes, edits: rewritten.edits,
          except: Set(own.map(\.pendingPath)))
      }
      return nil
    } catch {
      // A recording that waits in no pending file is lost with the write: say so, each.
      let lost = records.filter { !$0.kept }.map { record in
        let test = record.test ?? InlinePending.outsideTest
        let location = "\(record.source):\(record.site.line):\(record.site.column)"
        return "\n" + SnapshotMessage.inlineRecordingLost(test: test, location: location).text
      }
      let unacceptable = withdrawUnacceptable(records.filter(\.kept), of: first)
      let notKept = lost + unacceptable
      // The first line says the changes wait; those that do not are named before they are listed.
      let exceptions =
        notKept.isEmpty ? "" : " " + SnapshotMessage.inlineNotKept(count: notKept.count).text
      return SnapshotMessage.inlineNotWritten(path: first.source, reason: error.text).text
        + exceptions + notKept.joined()
    }
  }

  /// Withdraws the pending changes of `records` that `accept` could never write, as the
  /// file holds them now, and says so for each: when another process wrote the file while
  /// the tests ran, a test whose text (or a suite around it) it changed is not the one this
  /// run compiled, so the change waiting for it would be refused as edited.
  private func withdrawUnacceptable(_ records: [Observation], of first: Observation) -> [String] {
    guard !records.isEmpty,
      let bytes = try? InlineSnapshotFile.sourceFile(first.source, root: first.root).read()
    else { return [] }
    let current = InlineSnapshotAnchor.Index(bytes)
    return records.compactMap { record in
      // The change as it waits now: the process that wrote the file moved the anchors of
      // the pending changes it found there to its new text.
      guard record.change != nil, let change = try? InlinePending.read(record.pendingPath),
        change.test == record.test
      else { return nil }
      do throws(InlineSnapshotError) {
        _ = try InlineSnapshotAnchor.open(
          change.anchor, function: change.function, test: change.testName, in: current,
          line: record.site.line)
        return nil
      } catch {
        Self.remove(record.pendingPath, of: record.test)
        let location = "\(record.source):\(record.site.line):\(record.site.column)"
        return "\n"
          + SnapshotMessage.inlineRecordingWithdrawn(
            test: change.testName, location: location, reason: error.text
          ).text
      }
    }
  }

  /// Deletes what earlier runs left for the calls this run saw: the pending change of a
  /// call that passed, and other copies of a call's change, recorded at other lines.
  private func removeStale(
    _ observations: [Observation], firstRead: CompiledSource?, siblings: PendingSiblings
  ) {
    var anchors: [InlineSnapshotAnchor] = []
    for observation in observations where observation.outcome != .verified {
      if observation.outcome == .passed {
        Self.remove(observation.pendingPath, of: observation.test)
      }
      if let anchor = observation.change?.anchor {
        anchors.append(anchor)
      } else if observation.outcome == .passed, let firstRead,
        let anchor = anchor(of: observation, in: firstRead)
      {
        anchors.append(anchor)
      }
    }
    siblings.removeCopies(of: anchors, except: Set(observations.map(\.pendingPath)))
  }

  /// The anchor of an observed call in the file as the run first read it, if it has one.
  private func anchor(of observation: Observation, in source: CompiledSource)
    -> InlineSnapshotAnchor?
  {
    let site = observation.site
    guard
      let call = try? InlineSnapshotFile.call(
        line: site.line, column: site.column, in: source.index.scanner, function: site.function)
    else { return nil }
    return try? InlineSnapshotAnchor.of(
      call, in: source.index, test: InlinePending.outsideTest, line: site.line)
  }

  /// Rewrites the recorded calls through the one gate, checking that every other
  /// observed call still holds the literal it was built with.
  private func apply(
    _ observations: [Observation], to bytes: [UInt8], compiled: CompiledSource, name: String,
    root: String
  )
    throws(InlineSnapshotError) -> InlineSnapshotFile.Rewrite
  {
    // The gate checks this too; checked first, a changed file is refused as changed
    // rather than for a literal the change moved.
    guard bytes == compiled.bytes else { throw .unproven(.compiled, because: .changedDuringRun) }
    let index = InlineSnapshotAnchor.Index(bytes)
    var kept: [InlineSnapshotCall] = []
    for observation in observations where observation.outcome != .record {
      let site = observation.site
      do throws(InlineSnapshotError) {
        let call = try InlineSnapshotFile.call(
          line: site.line, column: site.column, in: index.scanner, function: site.function)
        guard InlineSnapshotFile.holds(call, observation.expected) else {
          throw .literalChanged(line: site.line)
        }
        kept.append(call)
      } catch  where observation.outcome <= .passed {
        // A call that passed or was only verified is never rewritten, so a call the
        // library cannot write is no reason to refuse the others.
        continue
      }
    }
    let changes = observations.compactMap { $0.outcome == .record ? $0.change : nil }
    return try InlineSnapshotFile.provenRewrite(
      changes, in: index, compiled: compiled, keeping: kept, parser: parser, name: name,
      root: root)
  }
}
