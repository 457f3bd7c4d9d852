import CommandLineSupport

extension Snapshots {
  /// `snapshots review [NAME ...]`: each pending diff, or each one named, answered one
  /// at a time.
  struct Review: Command {
    static let configuration = CommandConfiguration(
      name: "review",
      abstract:
        "Show each pending diff; answer a (accept), r (reject), s (skip), d (diff tool) or q.")

    /// The snapshots named, as given; none reviews every pending one.
    @Argument("NAME", help: "review only these: a name as 'status' lists it, or its last parts")
    var names: [String]

    func run(_ console: Console) throws(ReviewError) -> ExitCode {
      try ReviewTool(console: console).review(names)
    }
  }
}
