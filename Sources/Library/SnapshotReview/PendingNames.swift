import CommandLineSupport

/// `NAME ...`, the pending snapshots `accept` and `reject` take: each stores
/// one, so the argument is theirs.
struct PendingNames: Sendable {
  /// The snapshots named, as given.
  @Argument("NAME", help: "a pending snapshot, as 'status' lists it")
  var names: [String]
}
