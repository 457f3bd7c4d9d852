import CommandLineSupport

extension Snapshots {
  /// `snapshots diff A B`: compares two text files as a snapshot assertion would.
  struct Diff: Command {
    static let configuration = CommandConfiguration(
      name: "diff", abstract: "Compare two text files; exit 0 equal, 1 different, 66 unreadable.",
      arguments: [reference, actual])

    static let reference = Argument<String>("A", "the reference file")
    static let actual = Argument<String>("B", "the actual file")

    /// The reference file's path.
    var referencePath: String
    /// The actual file's path.
    var actualPath: String

    init(_ values: ParsedValues) throws(UsageError) {
      referencePath = try values.value(of: Self.reference) ?? ""
      actualPath = try values.value(of: Self.actual) ?? ""
    }

    func run(_ console: Console) throws(ReviewError) -> Int32 {
      try ReviewTool(console: console).diff(referencePath, actualPath)
    }
  }
}
