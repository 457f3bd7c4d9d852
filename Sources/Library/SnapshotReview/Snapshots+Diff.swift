import CommandLineSupport

extension Snapshots {
  /// `snapshots diff NAME`: one pending change against its reference; `snapshots diff
  /// A B`: two text files compared as a snapshot assertion would.
  struct Diff: Command {
    static let configuration = CommandConfiguration(
      name: "diff",
      abstract:
        "Show one pending change, or compare two text files; exit 0 equal, 1 different.")

    /// The pending snapshot's name, or the reference file's path.
    @Argument(
      "NAME|A", help: "a pending snapshot as 'status' lists it (or its last parts), or a file")
    var first: String
    /// The actual file's path, when two files are compared.
    @Argument("B", help: "the actual file, to compare two files")
    var second: String?

    func run(_ console: Console) throws(ReviewError) -> ExitCode {
      let tool = ReviewTool(console: console)
      guard let second else { return try tool.diff(pending: first) }
      return try tool.diff(first, second)
    }
  }
}
