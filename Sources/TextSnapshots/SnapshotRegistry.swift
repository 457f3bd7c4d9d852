import Testing

/// Remembers which assertion claimed each reference file in this process.
///
/// Two assertions writing one file would overwrite each other's reference, so the second
/// claim is refused and reported with both source locations.
final class SnapshotRegistry: Sendable {
  static let shared = SnapshotRegistry()

  private let claims = Locked<[String: SourceLocation]>([:])

  /// Claims `path`; returns the earlier claimant when another assertion already has it.
  func claim(_ path: String, by location: SourceLocation) -> SourceLocation? {
    claims.withLock { claims in
      if let earlier = claims[path] { return earlier }
      claims[path] = location
      return nil
    }
  }
}
