import Foundation
import TextSnapshots

/// Finds references that no test in the package can still use, and those it cannot be
/// sure of, or says why the last run cannot tell.
///
/// Only files the library itself would write count as references:
/// `Target/Suite/stem.txt` (or `Target/Suite/stem.json` and other extensions a strategy
/// names, when the run used one), three levels deep, each part made of the characters
/// file names keep (letters and digits of any script, `-`, `_`, `.`), in a suite folder
/// the last run used. Anything else under `Snapshots/` (a README, a fixture, a folder of
/// a suite that is gone, a file in the layout before one folder per test target) is left
/// alone and never listed.
///
/// A reference the last run did not use is an orphan only when that run was complete,
/// unfiltered and passing, and the test that made it no longer exists in the sources: no
/// function of its name is declared in any Swift file of the package. A test still in
/// the sources keeps its references, whether or not it ran: one run cannot see what a
/// runtime `if`, an environment variable, `#if` in a helper or another platform makes
/// it do. Such a reference is uncertain, with the reason for the doubt; `status` lists it
/// as not made in the run, and `prune` deletes it only when it is named. Uncertain
/// references never hide certain ones.
struct OrphanFinder {
  let folder: SnapshotFolder
  let run: SnapshotRun?

  /// What the last run tells: the orphans, and the unused references it cannot be sure
  /// of, each sorted.
  struct Report: Equatable {
    var orphans: [String] = []
    var uncertain: [ReviewError.Uncertain] = []
    /// The run the report is from.
    var runID: String
  }

  /// The orphans and the uncertain references, or the reason the run cannot tell.
  func orphans() -> Result<Report, ReviewError> {
    guard let run else {
      return .failure(.pruneRefused(.noRun(folder: "\(folder.path)/.runs")))
    }
    if run.isFiltered { return .failure(.pruneRefused(.filtered(id: run.id, by: run.filter))) }
    if !run.isFinished { return .failure(.pruneRefused(.unfinished(id: run.id))) }
    if !run.failed.isEmpty {
      return .failure(.pruneRefused(.failed(id: run.id, count: run.failed.count)))
    }
    let suites = Set(run.tests.compactMap { ReferenceName.suite(ofTest: $0) })
    // Files with another extension than `.txt` count only when the run used one.
    let extensions = Set(
      run.used.map { SnapshotLocation.referenceFile(reviewName: $0).pathExtension })
    // A run recorded before each name meant one file named a `.txt` file without `.txt`.
    let used = Set(run.used)
    let unused = folder.references(extensions: extensions).filter { name in
      !used.contains(name)
        && !(name.hasSuffix(".txt") && used.contains(String(name.dropLast(".txt".count))))
        && reference(name).map { suites.contains($0.suite) } == true
    }
    var report = Report(runID: run.id)
    guard !unused.isEmpty else { return .success(report) }
    let sources = run.sources.map(SourceText.init(folder:))
    for name in unused {
      if let doubt = doubt(about: name, run: run, sources: sources) {
        report.uncertain.append(ReviewError.Uncertain(name: name, doubt: doubt))
      } else {
        report.orphans.append(name)
      }
    }
    return .success(report)
  }

  /// Why a test could still use the unused reference `name`, as far as the run and the
  /// sources tell, or `nil` when none can; a stem with dots is judged by every way it
  /// splits into a function and a `named:` part, and the first doubt is given.
  private func doubt(about name: String, run: SnapshotRun, sources: SourceText?)
    -> ReviewError.Doubt?
  {
    guard let sources else { return .noSources(id: run.id) }
    guard let reference = reference(name), !reference.isShortened else {
      return sources.unreadable.first.map(ReviewError.Doubt.unreadableSources) ?? .shortened
    }
    for (function, _) in reference.readings where sources.functions.contains(function) {
      let test = "\(reference.suite)/\(function)"
      return run.tests.contains(test)
        ? .notMadeInRun(test: test, id: run.id) : .didNotRun(test: test, id: run.id)
    }
    // A file the scanner cannot read may declare only what its text holds.
    for (function, _) in reference.readings {
      if let file = sources.unreadable(mentioning: function) { return .unreadableSources(file) }
    }
    return nil
  }

  /// The parts of a reference's name, its extension left out when the name ends in one.
  private func reference(_ name: String) -> ReferenceName? {
    ReferenceName(SnapshotLocation.referenceFile(reviewName: name).stem)
  }
}

/// A reference name split into the parts the library built it from.
struct ReferenceName {
  /// The test target's and the suite's folders, `Target/Suite`.
  let suite: String
  /// The file stem: the test function's name, then `.` and the `named:` part, if any.
  let stem: String

  /// The parts of a name the library would write, `Target/Suite/stem`, or `nil` for any
  /// other name.
  init?(_ name: String) {
    let parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }),
      parts.allSatisfy({ SnapshotLocation.sanitised($0) == $0 })
    else { return nil }
    suite = parts[0] + "/" + parts[1]
    stem = parts[2]
  }

  /// The `Target/Suite` of a test a run names as `Target/Suite/test`.
  static func suite(ofTest test: String) -> String? {
    guard let slash = test.lastIndex(of: "/") else { return nil }
    return String(test[..<slash])
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
