import CommandLineSupport

extension Snapshots {
  /// `snapshots accept NAME ... | --all`: moves pending snapshots over their references.
  struct Accept: Command {
    static let configuration = CommandConfiguration(
      name: "accept", abstract: "Move pending snapshots over their references.")

    /// The snapshots named, as given.
    var pending = PendingNames()
    /// Whether to accept every pending snapshot.
    @Flag("--all", help: "accept every pending snapshot")
    var acceptsAll = false

    func run(_ console: Console) throws(ReviewError) -> ExitCode {
      try ReviewTool(console: console).accept(pending.names, all: acceptsAll)
    }
  }
}
