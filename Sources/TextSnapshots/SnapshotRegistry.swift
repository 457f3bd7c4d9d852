import KitSupport
import Testing

/// Remembers which assertion claimed each reference file in this process.
///
/// Two assertions writing one file would overwrite each other's reference, so a claim
/// by a second source location is refused and reported with both. The same assertion
/// claiming its file again, as a loop or `swift test --repetitions 2` does, is no clash.
/// Names that differ only in case are refused too: on a case-insensitive disk, such as
/// macOS's default, they are one file.
final class SnapshotRegistry: Sendable {
  static let shared = SnapshotRegistry()

  /// Why a claim was refused.
  enum Conflict: Equatable {
    /// Another assertion claimed the same path.
    case samePath(SourceLocation)
    /// Another assertion claimed a file whose path differs only in case.
    case sameIgnoringCase(SnapshotLocation, SourceLocation)
  }

  private struct Claims {
    var byPath: [String: SourceLocation] = [:]
    var byFoldedPath: [String: SnapshotLocation] = [:]
  }

  private let claims = Locked(Claims())

  /// Claims the file at `file` for the assertion at `source`; returns the conflict when
  /// another assertion already has it, or has a path that differs from it only in case.
  func claim(_ file: SnapshotLocation, by source: SourceLocation) -> Conflict? {
    claims.withLock { claims in
      let path = file.referencePath
      if let earlier = claims.byPath[path] {
        return earlier == source ? nil : .samePath(earlier)
      }
      let folded = path.lowercased()
      if let other = claims.byFoldedPath[folded], let earlier = claims.byPath[other.referencePath] {
        return .sameIgnoringCase(other, earlier)
      }
      claims.byPath[path] = source
      claims.byFoldedPath[folded] = file
      return nil
    }
  }
}
