import CommandLineSupport

/// A reason the review tool stops, with the exit status it reports.
package enum ReviewError: CommandFailure, Equatable {
  case missingNames(command: String)
  case noPending(name: String, path: String)
  case outsideFolder(name: String)
  /// A name with an empty or `.` part (`./A/b`, `A//b`, `A/`), which no snapshot has.
  case notAName(name: String)
  case notAFile(path: String, reason: String)
  case unreadable(path: String, reason: String)
  case fileFailure(path: String, reason: String)
  case noPackageRoot(searchedFrom: String)
  case pruneRefused(PruneRefusal)
  case inlineRefused(String)
  case noMatch(String, suggestion: String?)
  case ambiguousName(String, matches: [String])
  case badDiffTool(String, reason: String)
  case caseClash(path: String, existing: String)
  /// The pending snapshot's file is not what the command showed or read when it decided;
  /// `rejecting` when the answer was to delete it.
  case changedSinceShown(name: String, by: Pinner, rejecting: Bool = false)
  /// The reference file (`Target/Suite/test.txt`) is not what the command showed or read
  /// when it decided: edited by hand, merged, made or deleted meanwhile.
  case referenceChangedSinceShown(reference: String, by: Pinner)
  /// A reference `prune` listed as an orphan holds other bytes when it comes to delete it.
  case changedSinceListed(reference: String)
  /// More than one test in the sources makes the reference.
  case sharedReference(name: String, tests: [String])

  /// What read a pending snapshot's file and decided on it.
  package enum Pinner: Equatable {
    /// `review`, which showed it and asked.
    case review
    /// `accept`, which read it when it chose what to accept.
    case accept
  }

  /// Why `prune` will not trust the last run, or will not delete what it cannot be sure of.
  package enum PruneRefusal: Equatable {
    case noRun(folder: String)
    case filtered(id: String, by: String?)
    case unfinished(id: String)
    case failed(id: String, count: Int)
    /// A name given to `prune` that is no unused reference of the last run.
    case notUnused(name: String, id: String)
  }

  /// An unused reference that a test may still use, and why.
  package struct Uncertain: Equatable {
    /// The reference's name, as `status` prints it.
    package var name: String
    /// Why it may still be used.
    package var doubt: Doubt
  }

  /// Why the run and the sources cannot rule a reference out.
  package enum Doubt: Equatable {
    /// Its test is in the sources but made no snapshot assertion in the run: skipped by a
    /// trait or a condition, or it ran without making this snapshot.
    case didNotRun(test: String, id: String)
    /// Its test is in the sources and made other snapshot assertions in the run, but not
    /// this one: a condition at run time, an environment variable or the platform may
    /// decide whether it does.
    case notMadeInRun(test: String, id: String)
    /// Its name was shortened, so its test cannot be read from it.
    case shortened
    /// The run did not record where the sources are.
    case noSources(id: String)
    /// A source file could not be read.
    case unreadableSources(String)
  }

  /// The sentence that says what went wrong, built in ``ReviewText``.
  package var message: String { ReviewText.describe(self) }

  /// The exit status, from ``ExitCode``: 64 for usage (a name outside the folder
  /// or one that matches several too), 65 for a `SNAPSHOT_DIFF_TOOL` that is no command,
  /// 66 for an input that cannot be read (a reference that is a folder too), 74 for a
  /// file that cannot be changed; 1 for a refusal that changed nothing.
  package var exitCode: ExitCode {
    switch self {
    case .missingNames, .outsideFolder, .notAName, .ambiguousName: .usage
    case .badDiffTool: .data
    case .unreadable, .noPackageRoot, .notAFile: .noInput
    case .fileFailure: .ioError
    case .noPending, .pruneRefused, .inlineRefused, .noMatch, .caseClash, .changedSinceShown,
      .referenceChangedSinceShown, .changedSinceListed, .sharedReference:
      .failure
    }
  }
}
