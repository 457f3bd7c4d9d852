import Foundation
import TextSnapshots

/// Finds references that no test in the package can still use, or says why it cannot.
///
/// Only files the library itself would write count as references: `Suite/stem.txt`
/// (or `Suite/stem.json` and other extensions a strategy names, when the run used one),
/// two levels deep, each part made of the characters file names keep (letters and
/// digits of any script, `-`, `_`, `.`), in a suite folder the last run used. Anything
/// else under `Snapshots/` (a README, a fixture, a folder of a suite that is gone) is
/// left alone and never listed.
///
/// A reference the last run did not use is an orphan only when that run was complete,
/// unfiltered and passing, and the sources say for certain that no test can use it:
/// its test ran without it, in a file without `#if`, and no plain `named:` in the
/// sources gives its name while none is built at run time; or its test function is
/// gone from the sources. A test still in the sources that did not run was skipped by a
/// trait or a condition and may use the reference elsewhere, so the finder refuses
/// rather than guess.
struct OrphanFinder {
  let folder: SnapshotFolder
  let run: SnapshotRun?

  /// References that no test can still use, sorted, or the reason it cannot be sure.
  func orphans() -> Result<[String], ReviewError> {
    guard let run else {
      return .failure(.pruneRefused(.noRun(folder: "\(folder.path)/.runs")))
    }
    if run.isFiltered { return .failure(.pruneRefused(.filtered(id: run.id, by: run.filter))) }
    if !run.isFinished { return .failure(.pruneRefused(.unfinished(id: run.id))) }
    if !run.failed.isEmpty {
      return .failure(.pruneRefused(.failed(id: run.id, count: run.failed.count)))
    }
    let suites = Set(run.tests.compactMap { $0.split(separator: "/").first.map(String.init) })
    // Files with another extension than `.txt` count only when the run used one.
    let extensions = Set(
      run.used.filter(folder.hasExtension).compactMap(SnapshotFolder.pathExtension(of:)))
    let unused = folder.references(extensions: extensions).filter { name in
      !run.used.contains(name) && reference(name).map { suites.contains($0.suite) } == true
    }
    guard !unused.isEmpty else { return .success([]) }
    let sources = run.sources.map(SourceText.init(folder:))
    var unsure: [String] = []
    for name in unused where mayStillBeUsed(name, run: run, sources: sources) {
      unsure.append(name)
    }
    guard unsure.isEmpty else {
      let doubt: ReviewError.Doubt =
        sources.map { $0.unreadable.first.map { .unreadableSources($0) } ?? .inSources }
        ?? .noSources
      return .failure(.pruneRefused(.mayStillBeUsed(id: run.id, names: unsure, doubt: doubt)))
    }
    return .success(unused)
  }

  /// Whether a test could still use the unused reference `name`, as far as the run and
  /// the sources tell; a stem with dots is judged by every way it splits into a
  /// function and a `named:` part.
  private func mayStillBeUsed(_ name: String, run: SnapshotRun, sources: SourceText?) -> Bool {
    guard let sources, sources.unreadable.isEmpty, let reference = reference(name),
      !reference.isShortened
    else { return true }
    return reference.readings.contains { function, named in
      if run.tests.contains("\(reference.suite)/\(function)") {
        // The test ran without this reference. It may still use it under a condition,
        // or by a name written in the sources or built at run time.
        if sources.conditional.contains(function) { return true }
        guard let named else { return false }
        return sources.names.contains(named) || sources.hasBuiltNames
      }
      return sources.functions.contains(function)
    }
  }

  /// The parts of a reference's name, its extension left out when the name ends in one.
  private func reference(_ name: String) -> ReferenceName? {
    guard folder.hasExtension(name), let found = SnapshotFolder.pathExtension(of: name) else {
      return ReferenceName(name)
    }
    return ReferenceName(String(name.dropLast(found.count + 1)))
  }
}

/// A reference name split into the parts the library built it from.
struct ReferenceName {
  /// The suite folder.
  let suite: String
  /// The file stem: the test function's name, then `.` and the `named:` part, if any.
  let stem: String

  /// The parts of a name the library would write, or `nil` for any other name.
  init?(_ name: String) {
    let parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }),
      parts.allSatisfy({ SnapshotLocation.sanitised($0) == $0 })
    else { return nil }
    suite = parts[0]
    stem = parts[1]
  }

  /// Each way the stem may read as a function and a `named:` part: `a.b.c` is the
  /// function `a.b.c`, `a` named `b.c`, or `a.b` named `c`.
  var readings: [(function: String, named: String?)] {
    var readings: [(String, String?)] = [(stem, nil)]
    for index in stem.indices where stem[index] == "." {
      readings.append((String(stem[..<index]), String(stem[stem.index(after: index)...])))
    }
    return readings
  }

  /// Whether the library shortened the stem, so its parts cannot be read back.
  var isShortened: Bool {
    let hash = stem.suffix(17)
    return stem.utf8.count >= 180 && hash.first == "-" && hash.dropFirst().allSatisfy(\.isHexDigit)
  }
}
