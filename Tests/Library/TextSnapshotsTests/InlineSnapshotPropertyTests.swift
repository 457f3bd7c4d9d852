import Foundation
import KitSupport
import SwiftSource
import TestSupport
import Testing

@testable import InlineTextSnapshots
@testable import TextSnapshots

/// Records, rewrites and re-verifies generated test files in this process: three hundred in
/// the complete run (`CALC_KIT_END_TO_END=1`), thirty in a plain `swift test`; in the
/// complete run, every file it writes is parsed by `swiftc` too.
///
/// Each file comes from a seed (``GeneratedTestFile``). One simulated run checks every
/// call with a record mode of its own and ends; then each pending change is accepted,
/// in an order of their own; then every call is checked again. After every write the
/// test proves that the call holds exactly its text, that every other call's snapshot
/// and every byte between snapshots is unchanged, and that the scanner finds every call
/// again. A failure names the seed; `INLINE_SNAPSHOT_SEED=N swift test --filter
/// InlineSnapshotPropertyTests` replays from it.
@Suite("Inline snapshots of generated test files")
struct InlineSnapshotPropertyTests {
  static let firstSeed =
    ProcessInfo.processInfo.environment["INLINE_SNAPSHOT_SEED"].flatMap { UInt64($0) } ?? 22_000
  /// How many files each case of the test replays; six cases run side by side.
  static let filesPerCase = EndToEnd.isEnabled ? 50 : 5

  @Test(
    "After every record and accept, only the call's own snapshot changed, and every call is found again",
    arguments: 0..<6)
  func generatedFiles(chunk: Int) throws {
    var calls = 0
    var written: [String: String] = [:]
    for index in (chunk * Self.filesPerCase)..<((chunk + 1) * Self.filesPerCase) {
      let file = GeneratedTestFile(
        seed: Self.firstSeed + UInt64(index), suite: "Generated\(index)")
      calls += file.calls.count
      var replay = try Replay(file)
      guard try replay.run() else { return }
      for (step, text) in replay.package.rewrites.withLock({ $0 }).enumerated() {
        written["seed \(file.seed), write \(step)"] = text
      }
    }
    #expect(calls > Self.filesPerCase * 2)
    #expect(!written.isEmpty)
    // Every file the library wrote, parsed by the compiler in one run, in the complete
    // run; a plain swift test parses the corpus's.
    guard EndToEnd.isEnabled else { return }
    let rejected = try SwiftcParse.rejected(written)
    #expect(rejected.isEmpty, "\(rejected.sorted { $0.key < $1.key })")
  }
}

/// One generated file's run, accepts and final check, stopping at the first fault.
private struct Replay {
  let file: GeneratedTestFile
  let package: InlinePackage
  var random: SplitMix64

  init(_ file: GeneratedTestFile) throws {
    self.file = file
    package = try InlinePackage(file.source)
    random = SplitMix64(seed: file.seed ^ 0x5eed)
  }

  /// Records an issue naming the seed when `condition` is false, and returns it.
  func holds(_ condition: Bool, _ message: @autoclosure () -> String) -> Bool {
    if !condition {
      Issue.record(
        Comment(rawValue: "seed \(file.seed): \(message())\n--- file now:\n\(current)"))
    }
    return condition
  }

  var bytes: [UInt8] { Array(package.source().map { $0.utf8 } ?? "".utf8) }
  var current: String { package.source() ?? "<missing>" }

  func name(_ call: GeneratedTestFile.Call) -> String {
    ".inline/AppTests/AppTests.swift-\(call.line)-\(call.column)"
  }

  mutating func run() throws -> Bool {
    let before = bytes
    var pending: [Int] = []
    var recorded: Set<Int> = []
    for (index, call) in file.calls.enumerated() {
      let mode = random.pick([SnapshotRecordMode.all, .failed, .missing, nil])
      let issues = call.values.flatMap { check($0, call: call, mode: mode) }
      let records = mode == .all || mode == .failed || (mode == .missing && call.literal == nil)
      if call.isRefused {
        // A refused call whose literal already matches needs no write: under `.all` it
        // fails only as a recording run does.
        let refusals = issues.allSatisfy {
          $0.contains("Cannot write the inline snapshot") || $0.contains("ran more than once")
            || $0.contains("already holds this value")
        }
        guard holds(refusals, "call \(index) is refused, yet: \(issues)") else { return false }
      } else if call.isConflict {
        guard
          holds(issues.contains { $0.contains("ran more than once") }, "call \(index): \(issues)")
        else { return false }
      } else if call.passes {
        // A match writes nothing; under `.all` it still fails, as a recording run does.
        let passed =
          mode == .all
          ? !issues.isEmpty && issues.allSatisfy { $0.contains("already holds this value") }
          : issues.isEmpty
        guard holds(passed, "call \(index) passes, yet: \(issues)") else { return false }
      } else if records {
        recorded.insert(index)
      } else {
        pending.append(index)
      }
    }
    let notes = package.endRun()
    guard holds(notes.isEmpty, "notes: \(notes)"),
      let first = calls(in: before),
      var known = changedOnly(recorded, from: before, calls: first),
      holds(
        Set(package.pending()) == Set(pending.map { name(file.calls[$0]) }),
        "pending \(package.pending()), expected \(pending.map { name(file.calls[$0]) })")
    else { return false }
    var order = pending
    for index in order.indices.reversed() {
      order.swapAt(index, random.number(in: 0...index))
    }
    for index in order {
      let before = bytes
      do {
        try package.accept(name(file.calls[index]))
      } catch {
        return holds(false, "accepting call \(index): \(error.text)")
      }
      guard let now = changedOnly([index], from: before, calls: known) else { return false }
      known = now
    }
    return holds(package.pending().isEmpty, "left: \(package.pending())") && verifiesAgain(known)
  }

  /// One assertion of `value` at `call`, as the compiled test makes it.
  func check(_ value: String, call: GeneratedTestFile.Call, mode: SnapshotRecordMode?)
    -> [String]
  {
    let location = SourceLocation(
      fileID: "AppTests/AppTests.swift", filePath: package.path(), line: call.line,
      column: call.column)
    return InlineSnapshotCheck(
      settings: SnapshotSettings(environment: [:]), record: mode, sourceLocation: location,
      writer: package.writer, stack: .at(location)
    ).verify(actual: value, expected: call.literal, diffing: .lines).issues
  }

  /// Every call of the file, found by the scanner, in order, with where its snapshot is.
  func calls(in bytes: [UInt8]) -> [InlineSnapshotCall]? {
    let scanner = SwiftSourceScanner(bytes)
    guard let opens = try? scanner.calls(named: "expectInlineSnapshot") else { return nil }
    let calls = opens.compactMap { open in
      try? InlineSnapshotCall.locate(
        at: open, function: "expectInlineSnapshot", in: scanner, line: 0)
    }
    return calls.count == opens.count ? calls : nil
  }

  /// The value of a call's snapshot, read as the library reads it; `nil` when it has
  /// none or the library cannot read it.
  func value(of call: InlineSnapshotCall, in bytes: [UInt8]) -> String? {
    let scanner = SwiftSourceScanner(bytes)
    let found = try? InlineSnapshotCall.find(
      at: call.open, function: "expectInlineSnapshot", in: scanner, line: 0)
    return found?.value
  }

  /// Where a call's snapshot is, or would go: a `matches:` value, or what follows the
  /// `)` up to the end of its trailing closure.
  func region(_ call: InlineSnapshotCall) -> Range<Int> {
    switch call.place {
    case .matchesArgument(let range, _): return range
    case .trailingClosure(let range): return (call.close + 1)..<range.upperBound
    case .none(let after): return after..<after
    }
  }

  /// What sits between the `)` and a trailing closure's `{`.
  func gap(_ call: InlineSnapshotCall, in bytes: [UInt8]) -> ArraySlice<UInt8>? {
    guard case .trailingClosure(let range) = call.place else { return nil }
    return bytes[(call.close + 1)..<range.lowerBound]
  }

  /// Whether going from `before` to the file now changed the snapshots of `changed`
  /// calls, each to its call's text, and not one other byte; and the scanner finds
  /// every call again.
  func changedOnly(
    _ changed: Set<Int>, from before: [UInt8], calls old: [InlineSnapshotCall]
  ) -> [InlineSnapshotCall]? {
    let after = bytes
    guard let new = calls(in: after),
      holds(new.count == file.calls.count, "found \(new.count) calls of \(file.calls.count)"),
      holds(old.map(\.text) == new.map(\.text), "the calls' texts changed")
    else { return nil }
    var oldEnd = 0
    var newEnd = 0
    for index in new.indices {
      let (oldRegion, newRegion) = (region(old[index]), region(new[index]))
      guard
        holds(
          before[oldEnd..<oldRegion.lowerBound] == after[newEnd..<newRegion.lowerBound],
          "bytes before call \(index) changed")
      else { return nil }
      if changed.contains(index) {
        let text = file.calls[index].text
        let gapKept =
          gap(new[index], in: after)
          == (gap(old[index], in: before)
            ?? (old[index].place == .none(after: old[index].close + 1) ? [0x20] : nil))
        guard
          holds(
            value(of: new[index], in: after).map { Array($0.utf8) } == Array(text.utf8),
            "call \(index) does not hold its text"),
          holds(gapKept, "what sits between call \(index)'s ')' and '{' changed")
        else { return nil }
      } else {
        guard holds(before[oldRegion] == after[newRegion], "call \(index)'s snapshot changed")
        else { return nil }
      }
      (oldEnd, newEnd) = (oldRegion.upperBound, newRegion.upperBound)
    }
    return holds(before[oldEnd...] == after[newEnd...], "bytes after the last call changed")
      ? new : nil
  }

  /// Checks every call again, as a run of the rewritten file would: each holds its
  /// text, but a call the library refused, or one that saw two values.
  func verifiesAgain(_ now: [InlineSnapshotCall]) -> Bool {
    for (index, call) in file.calls.enumerated() where !call.isConflict && !call.isRefused {
      let held = value(of: now[index], in: bytes)
      guard holds(held == call.text, "call \(index) holds \(String(reflecting: held))") else {
        return false
      }
    }
    return true
  }
}
