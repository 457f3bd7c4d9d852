/// When an assertion may write its reference file instead of only verifying it.
///
/// Without a mode, an assertion verifies: a missing or different snapshot fails and a
/// pending `.new` file is written beside the reference for review.
public enum SnapshotRecordMode: String, CaseIterable, Sendable {
  /// Writes references that do not exist yet; verifies the rest.
  case missing
  /// Writes missing references and overwrites ones that differ.
  case failed
  /// Rewrites every reference.
  case all
  /// Only verifies, and writes no pending `.new` files either.
  case never
}
