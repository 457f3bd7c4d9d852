import CommandLineSupport

extension Snapshots {
  /// `snapshots review [NAME ...]`: each pending diff, or each one named, answered one
  /// at a time.
  struct Review: Command {
    static let configuration = CommandConfiguration(
      name: "review",
      abstract:
        "Show each pending diff; answer a (accept), r (reject), s (skip), d (diff tool) or q.",
      arguments: [names])

    static let names = Argument<String>(
      "NAME", "review only these: a name as 'status' lists it, or its last parts",
      count: .many)

    /// The snapshots named, as given; none reviews every pending one.
    var names: [String]

    init(_ values: ParsedValues) throws(UsageError) {
      names = try values.values(of: Self.names)
    }

    func run(_ console: Console) throws(ReviewError) -> Int32 {
      try ReviewTool(console: console).review(names)
    }
  }
}
