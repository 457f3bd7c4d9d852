import CommandLineSupport

/// `snapshots`: lists, reviews, accepts, rejects and prunes text snapshots.
///
/// Each subcommand is a type nested in it, and runs a ``ReviewTool`` over
/// the snapshots folder the console's environment and working directory
/// point to. The executable only marks it `@main`, so tests run the tool in
/// memory with a console of their own.
package struct Snapshots: Command {
  /// The tool, which needs one of its subcommands.
  package static let configuration = CommandConfiguration(
    name: "snapshots", abstract: "Lists, reviews, accepts, rejects and prunes text snapshots.",
    discussion: """
      NAME is Target/Suite/test as printed by a failing test, or its last parts. Snapshots
      live in SNAPSHOT_DIRECTORY, or in Snapshots beside the nearest Package.swift, a
      folder per test target.
      """,
    subcommands: [
      Status.self, Review.self, Accept.self, Reject.self, Prune.self, Diff.self,
    ],
    requiresSubcommand: true)

  /// Makes the tool, which takes nothing before its subcommand.
  package init() {}

  /// Does nothing: the reader asks for a subcommand before a run would come here.
  package func run(_ console: Console) throws(ReviewError) -> ExitCode { .usage }
}
