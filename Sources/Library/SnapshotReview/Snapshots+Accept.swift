import CommandLineSupport

extension Snapshots {
  /// `snapshots accept NAME ... | --all`: moves pending snapshots over their references.
  struct Accept: Command {
    static let configuration = CommandConfiguration(
      name: "accept", abstract: "Move pending snapshots over their references.",
      arguments: [Snapshots.names], options: [all])

    static let all = Flag("--all", "accept every pending snapshot")

    /// The snapshots named, as given.
    var names: [String]
    /// Whether to accept every pending snapshot.
    var acceptsAll: Bool

    init(_ values: ParsedValues) throws(UsageError) {
      names = try values.values(of: Snapshots.names)
      acceptsAll = values.contains(Self.all)
    }

    func run(_ console: Console) throws(ReviewError) -> Int32 {
      try ReviewTool(console: console).accept(names, all: acceptsAll)
    }
  }
}
