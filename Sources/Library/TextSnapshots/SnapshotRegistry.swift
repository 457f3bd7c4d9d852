import KitSupport
import Testing

/// Remembers which assertion claimed each reference file in this process, and by which
/// name.
///
/// Two assertions writing one file would overwrite each other's reference, so a claim
/// by a second source location is refused and reported with both. The same assertion
/// claiming its file again, as a loop or the test binary's `--repetitions 2` does, is no clash,
/// unless it names the file by another value that becomes the same file name:
/// `named: "1+2"` and `named: "1*2"` are both `1_2`, and would take turns overwriting
/// one reference. Names that differ only in case are refused too: on a case-insensitive
/// disk, such as macOS's default, they are one file. Claims are by the file's path, so
/// `test.json.txt` of `named: "json"` and `test.json` of a JSON strategy are two files,
/// as `snapshots status` names them apart.
package final class SnapshotRegistry: Sendable {
  /// The claims of this test process.
  package static let shared = SnapshotRegistry()

  /// An empty registry, as a new test process starts with.
  package init() {}

  /// An assertion claiming a file: where it is, and the names it gave before they were
  /// made safe for a file name.
  ///
  /// Two claimants are equal only when their names are the same Unicode scalars: `café`
  /// with a composed `é` and with `e` and a combining accent are one file name, and two
  /// claimants.
  struct Claimant: Equatable {
    var source: SourceLocation
    /// The test function's name as written.
    var test: String
    /// The `named:` value as written, if any.
    var named: String?

    static func == (left: Claimant, right: Claimant) -> Bool {
      left.source == right.source && left.hasSameNames(as: right)
    }

    /// Whether both give the same names, scalar for scalar.
    ///
    /// Asked by every assertion that claims its file again, so it compares the texts
    /// directly rather than through ``ReferenceOwner``, which a debug build makes anew.
    func hasSameNames(as other: Claimant) -> Bool {
      guard ReferenceOwners.isExactly(test, other.test) else { return false }
      guard let named, let otherNamed = other.named else {
        return named == nil && other.named == nil
      }
      return ReferenceOwners.isExactly(named, otherNamed)
    }
  }

  /// Why a claim was refused.
  enum Conflict: Equatable {
    /// Another assertion claimed the same name.
    case sameName(SourceLocation)
    /// The same assertion claimed the same name by another value.
    case sameNameOtherValue(Claimant)
    /// Another assertion claimed a file whose path differs only in case.
    case sameIgnoringCase(SnapshotLocation, SourceLocation)
  }

  private struct Claims {
    var byName: [String: Claimant] = [:]
    var byFoldedName: [String: SnapshotLocation] = [:]
  }

  private let claims = Locked(Claims())

  /// Claims the file at `file` for `claimant`; returns the conflict when another
  /// assertion already has its name, or the same one by another value, or one that
  /// differs from it only in case.
  func claim(_ file: SnapshotLocation, by claimant: Claimant) -> Conflict? {
    claims.withLock { claims in
      let name = Self.key(file)
      if let earlier = claims.byName[name] {
        if earlier.source != claimant.source { return .sameName(earlier.source) }
        return earlier.hasSameNames(as: claimant) ? nil : .sameNameOtherValue(earlier)
      }
      let folded = name.lowercased()
      if let other = claims.byFoldedName[folded], let earlier = claims.byName[Self.key(other)] {
        return .sameIgnoringCase(other, earlier.source)
      }
      claims.byName[name] = claimant
      claims.byFoldedName[folded] = file
      return nil
    }
  }

  /// The file's path as claims are kept, joined with `+`: a debug build runs string
  /// interpolation through generic code, a few times more slowly.
  private static func key(_ file: SnapshotLocation) -> String {
    file.directory + "/" + file.name + "." + file.pathExtension
  }
}
