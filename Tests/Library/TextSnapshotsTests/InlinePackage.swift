import Foundation
import KitSupport
import TestSupport
import Testing

@testable import InlineTextSnapshots
@testable import TextSnapshots

/// A package in a temporary folder with one test file, and a test process's inline
/// snapshot checks on it, run in this process with a writer of their own.
///
/// `check` makes an assertion as `expectInlineSnapshot` would at a call of the file;
/// `endRun` ends the simulated process, so its writer applies what the run recorded.
/// Pending changes go to `Snapshots/.inline` beside `Package.swift`, as in a real package.
///
/// The files are written after this test binary was built, so the writer is told they
/// are fresh (``freshness``); and rather than run `swiftc` for every rewrite, the
/// package keeps each file its writer or `accept` would write (``rewrites``), for a
/// test to parse them all at once with ``SwiftcParse``.
final class InlinePackage: Sendable {
  let folder: TemporaryFolder
  private let current: Locked<InlineSnapshotWriter>
  /// Every file text the library wrote, in order.
  let rewrites = Locked<[String]>([])
  /// Says whether a source file is what the tests were built from.
  let freshness: SourceFreshness
  static let testFile = "Tests/AppTests/AppTests.swift"

  var writer: InlineSnapshotWriter { current.withLock { $0 } }

  /// The parser the package's writer and accepts use: it keeps each file and accepts it.
  var parser: SwiftParser {
    SwiftParser { [rewrites] new, _, _ in
      rewrites.withLock { $0.append(String(decoding: new, as: UTF8.self)) }
      return nil
    }
  }

  init(_ source: String? = nil, freshness: SourceFreshness = .init { _, _ in nil }) throws {
    folder = try TemporaryFolder.package("text-snapshots")
    self.freshness = freshness
    current = Locked(InlineSnapshotWriter())
    current.withLock { $0 = InlineSnapshotWriter(freshness: freshness, parser: parser) }
    if let source { try write(source) }
  }

  var root: String { folder.path }
  func path(_ file: String = testFile) -> String { "\(folder.path)/\(file)" }

  func write(_ text: String, to file: String = testFile) throws {
    try folder.write(text, to: file)
  }

  func source(_ file: String = testFile) -> String? {
    FileManager.default.contents(atPath: path(file)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// One assertion at the `index`th call of the file as it is now (counting from 0),
  /// which the test was built with; returns the issues it reports.
  func check(
    _ actual: String, call index: Int, expected: String?, record: SnapshotRecordMode? = nil,
    file: String = testFile, environment: [String: String] = [:],
    function: String = InlineSnapshotFile.defaultFunction, test: String? = nil, ran: Bool = true,
    inside: [CallStack.Frame]? = nil,
    origin: @escaping @Sendable (CallStack.Frame, String, String) -> InlineSnapshotError? =
      CallStack.compiledHere
  ) -> [String] {
    let site = Self.site(index, in: source(file) ?? "", function: function)
    return check(
      actual, line: site.line, column: site.column, expected: expected, record: record,
      file: file, environment: environment, function: function, test: test, ran: ran,
      inside: inside, origin: origin)
  }

  /// One assertion at a line and column, of a call to `function`, in the test declared
  /// as `func <test>` in the file (found by plain text search), if one is named.
  ///
  /// The assertion's stack has a frame at that call, as when the call there runs: at its
  /// line, and the column where its name starts (just before the `(`), as the debug
  /// information gives it; unless `ran` is false, as when a `sourceLocation` made by hand
  /// names it; or at `frameColumn` (on `frameLine`, when given), where a call qualified by
  /// its module has its frame.
  /// The frames inside the call's are `inside` (innermost first), or the frame of the
  /// function the call names (``CallStack/Frame/callee(_:)``); `origin` proves which file
  /// each frame's function was compiled from.
  func check(
    _ actual: String, line: Int, column: Int, expected: String?,
    record: SnapshotRecordMode? = nil, file: String = testFile,
    environment: [String: String] = [:], function: String = InlineSnapshotFile.defaultFunction,
    test: String? = nil, ran: Bool = true, frameLine: Int? = nil, frameColumn: Int? = nil,
    inside: [CallStack.Frame]? = nil,
    origin: @escaping @Sendable (CallStack.Frame, String, String) -> InlineSnapshotError? =
      CallStack.compiledHere
  ) -> [String] {
    let frames =
      ran
      ? (inside ?? [.callee(function)]) + [
        CallStack.Frame(
          path: path(file), line: frameLine ?? line,
          column: frameColumn ?? column - function.utf8.count)
      ] : []
    let fileID = "AppTests/" + (file.split(separator: "/").last.map(String.init) ?? file)
    let check = InlineSnapshotCheck(
      settings: SnapshotSettings(environment: environment), record: record,
      functionName: function,
      sourceLocation: SourceLocation(
        fileID: fileID, filePath: path(file), line: line, column: column),
      test: test.map { identity(of: $0, in: file) }, writer: writer,
      stack: CallStack(origin: origin) { frames })
    return check.verify(actual: actual, expected: expected, diffing: .lines).issues
  }

  /// The identity of the test declared as `func <name>` in a file, as Swift Testing
  /// would give it: its `@Test` attribute is on the line before the declaration, or on
  /// its line.
  func identity(of name: String, in file: String = testFile) -> InlineSnapshotCheck.TestIdentity {
    let lines = (source(file) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    let declaration = lines.firstIndex { $0.contains("func \(name.prefix { $0 != "(" })(") } ?? 0
    let attribute = (max(0, declaration - 1)...declaration).first { lines[$0].contains("@Test") }
    let line = attribute ?? declaration
    let column = lines[line].utf8.firstIndex(of: UInt8(ascii: "@")).map {
      lines[line].utf8.distance(from: lines[line].utf8.startIndex, to: $0) + 2
    }
    return InlineSnapshotCheck.TestIdentity(
      name: name, display: "AppTests/" + name, recorded: "AppTests/" + name,
      filePath: path(file), line: line + 1, column: column ?? 1)
  }

  /// Ends the simulated test process: its writer writes, and a new process begins.
  @discardableResult
  func endRun() -> [String] {
    let writer = writer
    defer {
      current.withLock { $0 = InlineSnapshotWriter(freshness: freshness, parser: parser) }
    }
    return writer.finish()
  }

  /// Runs `body` as another test process that ends (its writer writes) while this one
  /// goes on; returns what that process said as it ended.
  func otherProcess(_ body: () -> Void) -> [String] {
    let this = writer
    current.withLock { $0 = InlineSnapshotWriter(freshness: freshness, parser: parser) }
    body()
    let notes = writer.finish()
    current.withLock { $0 = this }
    return notes
  }

  /// The pending inline snapshots, as `snapshots status` names them.
  func pending() -> [String] {
    let inline = "\(folder.path)/Snapshots/\(InlineSnapshotFile.pendingFolder)"
    let found = FileManager.default.enumerator(atPath: inline)?.compactMap { $0 as? String } ?? []
    return found.filter { $0.hasSuffix(".new") }.map { ".inline/" + $0.dropLast(4) }.sorted()
  }

  func pendingChange(_ name: String) throws -> InlinePending {
    try InlinePending.read(pendingPath(name))
  }

  func pendingPath(_ name: String) -> String { "\(folder.path)/Snapshots/\(name).new" }

  /// Accepts a pending change as `snapshots accept` does.
  @discardableResult
  func accept(_ name: String) throws(InlineSnapshotAcceptError) -> InlinePending {
    try InlineSnapshotFile.accept(pendingAt: pendingPath(name), root: root, parser: parser)
  }

  /// The line and column (of its `(`, in bytes) of the `index`th `expectInlineSnapshot(`,
  /// or call of `function`, in `text`, found by plain text search, not by the scanner
  /// under test.
  static func site(
    _ index: Int, in text: String, function: String = InlineSnapshotFile.defaultFunction
  ) -> (line: Int, column: Int) {
    let bytes = Array(text.utf8)
    let name = Array((function + "(").utf8)
    var found = 0
    var line = 1
    var lineStart = 0
    for offset in bytes.indices {
      if bytes[offset] == UInt8(ascii: "\n") {
        line += 1
        lineStart = offset + 1
      }
      guard bytes[offset...].starts(with: name) else { continue }
      if found == index { return (line, offset + name.count - lineStart) }
      found += 1
    }
    return (0, 0)
  }
}

extension CallStack {
  /// An origin check that passes every frame: the package's files were compiled into no
  /// object, and the calls in them are taken to be compiled from where they stand.
  static let compiledHere: @Sendable (Frame, String, String) -> InlineSnapshotError? = {
    _, _, _ in nil
  }

  /// A stack with one frame, at the call whose `(` is at `line` and `column` of the file at
  /// `path`: at its line, and the column where the name of `function` starts, as the debug
  /// information gives it.
  static func at(
    _ path: String, line: Int, column: Int, function: String = InlineSnapshotFile.defaultFunction
  ) -> CallStack {
    let frame = CallStack.Frame(path: path, line: line, column: column - function.utf8.count)
    return CallStack(origin: compiledHere) { [.callee(function), frame] }
  }

  /// A stack with one frame, at the call whose `(` is at `location`.
  static func at(
    _ location: SourceLocation, function: String = InlineSnapshotFile.defaultFunction
  ) -> CallStack {
    at(location.filePath, line: location.line, column: location.column, function: function)
  }

  /// The running stack, read in a function of this file, which other files call.
  @inline(never)
  static func readHere() -> [Frame]? {
    CallStack.running.frames()
  }
}

extension CallStack.Frame {
  /// The frame of the function a call of `function` ran, just inside the call's, as the
  /// debug information gives it: the kit's `expectInlineSnapshot`, or a helper of that name.
  static func callee(_ function: String) -> CallStack.Frame {
    guard function != InlineSnapshotFile.defaultFunction else { return kit }
    return CallStack.Frame(
      path: "/helpers/Helpers.swift", line: 2, column: 3, symbol: "$s8AppTests6helperyyF",
      name: "\(function)(_:sourceLocation:matches:)")
  }

  /// The frame of the kit's `expectInlineSnapshot`, as measured in a debug build.
  static let kit = CallStack.Frame(
    path: "/kit/ExpectInlineSnapshot.swift", line: 80, column: 3,
    symbol:
      "$s19InlineTextSnapshots06expectaB8Snapshot2of2as12functionName6record14sourceLocation7matchesyx_0B0AAVyxGSSAA0B10RecordModeOSg7Testing06SourceK0VSSycSgtlF",
    name: "expectInlineSnapshot<A>(of:as:functionName:record:sourceLocation:matches:)")
}
