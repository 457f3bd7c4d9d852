/// A reason the review tool stops, with the exit status it reports.
enum ReviewError: Error, Equatable {
  case noArguments
  case unknownCommand(String)
  case unknownOption(String, command: String)
  case missingNames(command: String)
  case wrongArgumentCount(command: String, expected: Int, got: Int)
  case noPending(name: String, path: String)
  case outsideFolder(name: String)
  case notAFile(path: String, reason: String)
  case unreadable(path: String, reason: String)
  case fileFailure(path: String, reason: String)
  case noPackageRoot(searchedFrom: String)
  case pruneRefused(PruneRefusal)

  /// Why `prune` will not trust the last run.
  enum PruneRefusal: Equatable {
    case noRun(folder: String)
    case filtered(id: String, by: String?)
    case unfinished(id: String)
    case failed(id: String, count: Int)
    case mayStillBeUsed(id: String, names: [String], sourcesKnown: Bool)
  }

  /// 64 for usage errors as `sysexits.h` has it, 2 for trouble, 1 otherwise.
  var exitStatus: Int32 {
    switch self {
    case .noArguments, .unknownCommand, .unknownOption, .missingNames, .wrongArgumentCount:
      return 64
    case .unreadable, .fileFailure, .noPackageRoot, .notAFile:
      return 2
    case .noPending, .outsideFolder, .pruneRefused:
      return 1
    }
  }
}
