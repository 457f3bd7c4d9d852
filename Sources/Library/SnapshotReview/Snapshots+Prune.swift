import CommandLineSupport

extension Snapshots {
  /// `snapshots prune [--yes] [NAME ...]`: deletes references no test can still use, or
  /// the unused references named.
  struct Prune: Command {
    static let configuration = CommandConfiguration(
      name: "prune", abstract: "Delete references whose tests are gone, or the unused ones named.")

    /// The unused references to delete, as `status` lists them; none means every orphan.
    @Argument("NAME", help: "an unused reference, as 'status' lists it")
    var names: [String]
    /// Whether to delete without asking.
    @Flag("--yes", short: "-y", help: "delete without asking")
    var skipsQuestion = false

    func run(_ console: Console) throws(ReviewError) -> ExitCode {
      try ReviewTool(console: console).prune(names, assumeYes: skipsQuestion)
    }
  }
}
