import CommandLineSupport
import SnapshotReview

/// The `snapshots` executable: ``Snapshots`` is its entry.
@main
extension Snapshots {}
