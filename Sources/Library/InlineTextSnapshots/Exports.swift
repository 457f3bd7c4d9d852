// Inline snapshots are written with file snapshots' strategies, settings and record modes,
// so a test file that imports InlineTextSnapshots has all of TextSnapshots too, as
// swift-snapshot-testing's InlineSnapshotTesting re-exports SnapshotTesting.
@_exported import TextSnapshots
