/// A type that chooses what ``Snapshotting/dump`` and `expectDifference` show of it, such
/// as a session whose token must not reach a reference file.
///
/// It works as the standard library's `CustomReflectable` does, for snapshots only: the
/// debugger and `dump(_:)` still show the whole value.
///
/// ```swift
/// struct Session: CustomSnapshotReflectable {
///   var user: String
///   var token: String
///
///   var customSnapshotMirror: Mirror {
///     Mirror(self, children: ["user": user, "token": "[hidden]"], displayStyle: .struct)
///   }
/// }
/// ```
public protocol CustomSnapshotReflectable {
  /// The mirror the dump reads instead of the value's own: its children, their labels,
  /// and its display style (a struct, a class, an enum or a collection).
  var customSnapshotMirror: Mirror { get }
}
