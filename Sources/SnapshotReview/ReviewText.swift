/// Every sentence the review tool prints, built in one place.
enum ReviewText {
  static func describe(_ error: ReviewError) -> String {
    switch error {
    case .noArguments:
      return "Missing command. Run 'snapshots --help' for usage."
    case .unknownCommand(let command):
      return "Unknown command '\(command)'. Expected one of: status, review, accept, reject, "
        + "prune, diff."
    case .unknownOption(let option, let command):
      return "Unknown option '\(option)' for '\(command)'."
    case .missingNames(let command):
      return "'\(command)' needs snapshot names or '--all'."
    case .wrongArgumentCount(let command, let expected, let got):
      return "'\(command)' takes \(expected) arguments; got \(got)."
    case .noPending(let name, let path):
      return "No pending snapshot '\(name)'; expected \(path)."
    case .unreadable(let path, let reason):
      return "Cannot read '\(path)': \(reason)"
    case .fileFailure(let path, let reason):
      return "Cannot update '\(path)': \(reason)"
    case .noPackageRoot(let searchedFrom):
      return "No Package.swift in \(searchedFrom) or any folder above; set SNAPSHOT_DIRECTORY."
    case .pruneRefused(let refusal):
      return describe(refusal)
    }
  }

  private static func describe(_ refusal: ReviewError.PruneRefusal) -> String {
    let advice = "run the full test suite ('swift test'), then prune."
    switch refusal {
    case .noRun(let folder):
      return "Not pruning: no run record in \(folder); \(advice)"
    case .filtered(let id):
      return "Not pruning: the last run (\(id)) was filtered; \(advice)"
    case .unfinished(let id):
      return "Not pruning: the last run (\(id)) did not finish; \(advice)"
    case .failed(let id, let count):
      return "Not pruning: the last run (\(id)) had \(count) failing snapshot "
        + "\(count == 1 ? "assertion" : "assertions"); fix them, then prune."
    }
  }

  static func status(pending: [String], orphans: Result<[String], ReviewError>) -> String {
    var text = pending.isEmpty ? "No pending snapshots.\n" : "Pending (\(pending.count)):\n"
    text += pending.map { "  \($0)\n" }.joined()
    switch orphans {
    case .success(let orphans) where orphans.isEmpty:
      text += "No orphaned snapshots.\n"
    case .success(let orphans):
      text += "Orphans (\(orphans.count)):\n" + orphans.map { "  \($0)\n" }.joined()
    case .failure(let error):
      text += "Orphans unknown. \(describe(error))\n"
    }
    return text
  }

  static func reviewHeader(_ name: String, index: Int, count: Int) -> String {
    "[\(index)/\(count)] \(name)\n"
  }

  static func newSnapshot(_ text: String) -> String {
    "No reference yet; the new snapshot is:\n" + text + (text.hasSuffix("\n") ? "" : "\n")
  }

  static let reviewPrompt = "Accept (a), reject (r), skip (s) or quit (q)? "
  static func unknownAnswer(_ answer: String) -> String {
    "Unknown answer '\(answer)'; expected a, r, s or q.\n"
  }
  static let nothingToReview = "No pending snapshots.\n"
  static func accepted(_ name: String) -> String { "Accepted \(name)\n" }
  static func rejected(_ name: String) -> String { "Rejected \(name)\n" }
  static func skipped(_ name: String) -> String { "Skipped \(name)\n" }
  static let noOrphans = "No orphaned snapshots.\n"
  static func orphans(_ names: [String]) -> String {
    "Orphans (\(names.count)):\n" + names.map { "  \($0)\n" }.joined()
  }
  static func prunePrompt(_ count: Int) -> String {
    "Delete \(count) orphaned \(count == 1 ? "snapshot" : "snapshots")? [y/N] "
  }
  static func deleted(_ name: String) -> String { "Deleted \(name)\n" }
  static let pruneCancelled = "Nothing deleted.\n"
}
