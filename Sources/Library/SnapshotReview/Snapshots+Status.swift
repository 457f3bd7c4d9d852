import CommandLineSupport

extension Snapshots {
  /// `snapshots status [--check] [--json]`: the pending snapshots and the orphaned
  /// references, as text or JSON, and with `--check` an exit status for CI.
  struct Status: Command {
    static let configuration = CommandConfiguration(
      name: "status", abstract: "List pending snapshots (.new files) and orphans.",
      options: [check, json])

    static let check = Flag(
      "--check", "exit 1, one line per problem, when anything is pending or orphaned")
    static let json = Flag("--json", "print the status as JSON, in the documented format")

    /// Whether the exit status says if anything is pending or orphaned.
    var checks: Bool
    /// Whether the status is printed as JSON.
    var printsJSON: Bool

    init(_ values: ParsedValues) {
      checks = values.contains(Self.check)
      printsJSON = values.contains(Self.json)
    }

    func run(_ console: Console) throws(ReviewError) -> Int32 {
      try ReviewTool(console: console).status(check: checks, json: printsJSON)
    }
  }
}
