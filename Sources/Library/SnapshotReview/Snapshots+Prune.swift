import CommandLineSupport

extension Snapshots {
  /// `snapshots prune [--yes]`: deletes references no test can still use.
  struct Prune: Command {
    static let configuration = CommandConfiguration(
      name: "prune", abstract: "Delete references the last full, passing run did not use.",
      options: [yes])

    static let yes = Flag("--yes", short: "-y", "delete without asking")

    /// Whether to delete without asking.
    var skipsQuestion: Bool

    init(_ values: ParsedValues) {
      skipsQuestion = values.contains(Self.yes)
    }

    func run(_ console: Console) throws(ReviewError) -> Int32 {
      try ReviewTool(console: console).prune(assumeYes: skipsQuestion)
    }
  }
}
