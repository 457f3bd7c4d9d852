import CommandLineSupport

extension Snapshots {
  /// `snapshots prune [--yes]`: deletes references no test can still use.
  struct Prune: Command {
    static let configuration = CommandConfiguration(
      name: "prune", abstract: "Delete references the last full, passing run did not use.")

    /// Whether to delete without asking.
    @Flag("--yes", short: "-y", help: "delete without asking")
    var skipsQuestion = false

    func run(_ console: Console) throws(ReviewError) -> ExitCode {
      try ReviewTool(console: console).prune(assumeYes: skipsQuestion)
    }
  }
}
