import CommandLineSupport

extension Snapshots {
  /// `snapshots status`: the pending snapshots and the orphaned references.
  struct Status: Command {
    static let configuration = CommandConfiguration(
      name: "status", abstract: "List pending snapshots (.new files) and orphans.")

    init(_ values: ParsedValues) {}

    func run(_ console: Console) throws(ReviewError) -> Int32 {
      try ReviewTool(console: console).status()
    }
  }
}
