import CommandLineSupport

extension Snapshots {
  /// `snapshots review`: each pending diff, answered one at a time.
  struct Review: Command {
    static let configuration = CommandConfiguration(
      name: "review",
      abstract: "Show each pending diff; answer a (accept), r (reject), s (skip) or q (quit).")

    init(_ values: ParsedValues) {}

    func run(_ console: Console) throws(ReviewError) -> Int32 {
      try ReviewTool(console: console).review()
    }
  }
}
