import CommandLineSupport

extension Snapshots {
  /// `snapshots reject NAME ... | --all`: deletes pending snapshots.
  struct Reject: Command {
    static let configuration = CommandConfiguration(
      name: "reject", abstract: "Delete pending snapshots.")

    /// The snapshots named, as given.
    var pending = PendingNames()
    /// Whether to reject every pending snapshot.
    @Flag("--all", help: "reject every pending snapshot")
    var rejectsAll = false

    func run(_ console: Console) throws(ReviewError) -> ExitCode {
      try ReviewTool(console: console).reject(pending.names, all: rejectsAll)
    }
  }
}
