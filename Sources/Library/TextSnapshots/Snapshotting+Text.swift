extension Snapshotting where Value == String, Format == String {
  /// Snapshots a string as lines of text; see ``Diffing/lines``.
  public static var lines: Self { Snapshotting(diffing: .lines) { $0 } }

  /// Snapshots a string whose lines form a fixed-width screen; see ``Diffing/screen``.
  public static var screen: Self { Snapshotting(diffing: .screen) { $0 } }
}
