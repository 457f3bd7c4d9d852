import KitSupport
import Testing

/// Remembers which assertion claimed each reference file in this process.
///
/// Two assertions writing one file would overwrite each other's reference, so a claim
/// by a second source location is refused and reported with both. The same assertion
/// claiming its file again, as a loop or `swift test --repetitions 2` does, is no clash.
/// Names that differ only in case are refused too: on a case-insensitive disk, such as
/// macOS's default, they are one file. Claims are by the name `snapshots status`
/// prints, so two files it would print alike (`test.json.txt` of `named: "json"`, and
/// `test.json` of a JSON strategy) are refused as one.
final class SnapshotRegistry: Sendable {
  static let shared = SnapshotRegistry()

  /// Why a claim was refused.
  enum Conflict: Equatable {
    /// Another assertion claimed the same name.
    case sameName(SourceLocation)
    /// Another assertion claimed a file whose path differs only in case.
    case sameIgnoringCase(SnapshotLocation, SourceLocation)
  }

  private struct Claims {
    var byName: [String: SourceLocation] = [:]
    var byFoldedName: [String: SnapshotLocation] = [:]
  }

  private let claims = Locked(Claims())

  /// Claims the file at `file` for the assertion at `source`; returns the conflict when
  /// another assertion already has its name, or one that differs from it only in case.
  func claim(_ file: SnapshotLocation, by source: SourceLocation) -> Conflict? {
    claims.withLock { claims in
      let name = Self.key(file)
      if let earlier = claims.byName[name] {
        return earlier == source ? nil : .sameName(earlier)
      }
      let folded = name.lowercased()
      if let other = claims.byFoldedName[folded], let earlier = claims.byName[Self.key(other)] {
        return .sameIgnoringCase(other, earlier)
      }
      claims.byName[name] = source
      claims.byFoldedName[folded] = file
      return nil
    }
  }

  private static func key(_ file: SnapshotLocation) -> String {
    "\(file.directory)/\(file.reviewName)"
  }
}
