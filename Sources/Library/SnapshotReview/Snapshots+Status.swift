import CommandLineSupport

extension Snapshots {
  /// `snapshots status [--check] [--json]`: the pending snapshots and the orphaned
  /// references, as text or JSON, and with `--check` an exit status for CI.
  struct Status: Command {
    static let configuration = CommandConfiguration(
      name: "status", abstract: "List pending snapshots (.new files) and orphans.")

    /// Whether the exit status says if anything is pending or orphaned.
    @Flag("--check", help: "exit 1, one line per problem, when anything is pending or orphaned")
    var checks = false
    /// Whether the status is printed as JSON.
    @Flag("--json", help: "print the status as JSON, in the documented format")
    var printsJSON = false

    func run(_ console: Console) throws(ReviewError) -> ExitCode {
      try ReviewTool(console: console).status(check: checks, json: printsJSON)
    }
  }
}
