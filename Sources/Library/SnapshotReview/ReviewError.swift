import CommandLineSupport

/// A reason the review tool stops, with the exit status it reports.
package enum ReviewError: CommandFailure, Equatable {
  case missingNames(command: String)
  case noPending(name: String, path: String)
  case outsideFolder(name: String)
  case notAFile(path: String, reason: String)
  case unreadable(path: String, reason: String)
  case fileFailure(path: String, reason: String)
  case noPackageRoot(searchedFrom: String)
  case pruneRefused(PruneRefusal)
  case inlineRefused(String)
  case noMatch(String, suggestion: String?)
  case ambiguousName(String, matches: [String])
  case badDiffTool(String, reason: String)

  /// Why `prune` will not trust the last run.
  package enum PruneRefusal: Equatable {
    case noRun(folder: String)
    case filtered(id: String, by: String?)
    case unfinished(id: String)
    case failed(id: String, count: Int)
    case mayStillBeUsed(id: String, names: [String], doubt: Doubt)
  }

  /// Why the sources cannot rule a reference out.
  package enum Doubt: Equatable {
    /// The sources may still use it: its test is there but did not run, or it sits
    /// under a condition, or its name is built at run time.
    case inSources
    /// The run did not record where the sources are.
    case noSources
    /// A source file could not be read.
    case unreadableSources(String)
  }

  /// The sentence that says what went wrong, built in ``ReviewText``.
  package var message: String { ReviewText.describe(self) }

  /// The exit status, from ``ExitCode``: 64 for usage (a name outside the folder
  /// or one that matches several too), 65 for a `SNAPSHOT_DIFF_TOOL` that is no command,
  /// 66 for an input that cannot be read (a reference that is a folder too), 74 for a
  /// file that cannot be changed; 1 for a refusal that changed nothing.
  package var exitCode: Int32 {
    switch self {
    case .missingNames, .outsideFolder, .ambiguousName: ExitCode.usage
    case .badDiffTool: ExitCode.data
    case .unreadable, .noPackageRoot, .notAFile: ExitCode.noInput
    case .fileFailure: ExitCode.ioError
    case .noPending, .pruneRefused, .inlineRefused, .noMatch: ExitCode.failure
    }
  }
}
