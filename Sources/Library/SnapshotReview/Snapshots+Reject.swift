import CommandLineSupport

extension Snapshots {
  /// `snapshots reject NAME ... | --all`: deletes pending snapshots.
  struct Reject: Command {
    static let configuration = CommandConfiguration(
      name: "reject", abstract: "Delete pending snapshots.",
      arguments: [Snapshots.names], options: [all])

    static let all = Flag("--all", "reject every pending snapshot")

    /// The snapshots named, as given.
    var names: [String]
    /// Whether to reject every pending snapshot.
    var rejectsAll: Bool

    init(_ values: ParsedValues) throws(UsageError) {
      names = try values.values(of: Snapshots.names)
      rejectsAll = values.contains(Self.all)
    }

    func run(_ console: Console) throws(ReviewError) -> Int32 {
      try ReviewTool(console: console).reject(names, all: rejectsAll)
    }
  }
}
