import CommandLineSupport

/// The `snapshots` tool's commands, in the shape of the shared argument layer.
///
/// To add a command, add its ``CommandSpec`` to ``tool``'s subcommands and a
/// case to ``ReviewTool``'s dispatch on its name.
enum ReviewCommands {
  /// The tool, which needs one of its subcommands.
  static let tool = CommandSpec(
    name: "snapshots", abstract: "Lists, reviews, accepts, rejects and prunes text snapshots.",
    discussion: """
      NAME is Suite/test as printed by a failing test. Snapshots live in SNAPSHOT_DIRECTORY,
      or in Snapshots beside the nearest Package.swift.
      """,
    subcommands: [status, review, accept, reject, prune, diff], requiresSubcommand: true)

  static let status = CommandSpec(
    name: "status", abstract: "List pending snapshots (.new files) and orphans.")

  static let review = CommandSpec(
    name: "review",
    abstract: "Show each pending diff; answer a (accept), r (reject), s (skip) or q (quit).")

  static let accept = CommandSpec(
    name: "accept", abstract: "Move pending snapshots over their references.",
    arguments: [ArgumentSpec("NAME", "a pending snapshot, as 'status' lists it", count: .many)],
    options: [.flag("--all", "accept every pending snapshot")])

  static let reject = CommandSpec(
    name: "reject", abstract: "Delete pending snapshots.",
    arguments: [ArgumentSpec("NAME", "a pending snapshot, as 'status' lists it", count: .many)],
    options: [.flag("--all", "reject every pending snapshot")])

  static let prune = CommandSpec(
    name: "prune", abstract: "Delete references the last full, passing run did not use.",
    options: [.flag("--yes", "delete without asking")])

  static let diff = CommandSpec(
    name: "diff", abstract: "Compare two text files; exit 0 equal, 1 different, 66 unreadable.",
    arguments: [ArgumentSpec("A", "the reference file"), ArgumentSpec("B", "the actual file")])
}
