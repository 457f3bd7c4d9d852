import CommandLineSupport

extension Snapshots {
  /// `snapshots diff NAME`: one pending change against its reference; `snapshots diff
  /// A B`: two text files compared as a snapshot assertion would.
  struct Diff: Command {
    static let configuration = CommandConfiguration(
      name: "diff",
      abstract:
        "Show one pending change, or compare two text files; exit 0 equal, 1 different.",
      arguments: [first, second])

    static let first = Argument<String>(
      "NAME|A", "a pending snapshot as 'status' lists it (or its last parts), or a file")
    static let second = Argument<String>(
      "B", "the actual file, to compare two files", count: .optional)

    /// The pending snapshot's name, or the reference file's path.
    var first: String
    /// The actual file's path, when two files are compared.
    var second: String?

    init(_ values: ParsedValues) throws(UsageError) {
      first = try values.value(of: Self.first) ?? ""
      second = try values.value(of: Self.second)
    }

    func run(_ console: Console) throws(ReviewError) -> Int32 {
      let tool = ReviewTool(console: console)
      guard let second else { return try tool.diff(pending: first) }
      return try tool.diff(first, second)
    }
  }
}
