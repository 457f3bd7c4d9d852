import Foundation
import KitSupport

/// The package of each test file, decided once per file in a test process: the one
/// function that says where a test file's snapshots, run records and inline pending
/// changes live, and which package its sources belong to.
///
/// The package that built the running test binary wins. SwiftPM builds the binary into
/// its package's `.build` folder (or a scratch path inside the package), so the nearest
/// folder above the binary that holds a `Package.swift` built it; when the test file lies
/// inside that folder, it is the file's package, even with a nearer `Package.swift`
/// between them, such as a fixture package's manifest excluded from the test target. The
/// first time such a nearer one is passed over, a line on standard error names both.
/// Otherwise (Xcode, whose binary lies outside the package; a scratch path outside it; a
/// binary that cannot be found; a file outside the package that built the tests) the
/// nearest folder above the file that holds a `Package.swift` is its package, and when
/// another `Package.swift` lies above that one, a line on standard error says the first
/// time which was used and how to choose the other.
///
/// A test file does not move while its tests run, so each answer is kept; a file with no
/// package above it is not, so that a package made later is still found.
final class PackageRootCache: Sendable {
  /// The cache of this test process, whose packages are proven by the running binary.
  static let shared = PackageRootCache(
    built: (try? TestBinary.running().get()).flatMap { builtBy(binary: $0) })

  /// The folder of the package that built the running tests, symbolic links resolved;
  /// `nil` when that is not known.
  let built: String?

  private let roots = Locked<[String: String]>([:])
  /// The nearer package folders already named.
  private let told = Locked<Set<String>>([])
  /// Says a line: standard error's, unless a test gives its own.
  private let tell: @Sendable (String) -> Void

  /// A cache that proves packages by `built`, the folder of the package that built the
  /// running tests with symbolic links resolved (``builtBy(binary:)``), and says which
  /// package it used with `tell`.
  init(
    built: String?,
    tell: @escaping @Sendable (String) -> Void = {
      FileHandle.standardError.write(Data(($0 + "\n").utf8))
    }
  ) {
    self.built = built
    self.tell = tell
  }

  /// The package folder of the test file at `filePath`, as above.
  func root(above filePath: String) -> String? {
    if let root = roots.withLock({ $0[filePath] }) { return root }
    guard let found = Self.root(of: filePath, built: built) else { return nil }
    roots.withLock { $0[filePath] = found.root }
    if let nearer = found.passedOver, told.withLock({ $0.insert(nearer).inserted }) {
      tell(
        SnapshotMessage.nearerPackagePassedOver(file: filePath, root: found.root, nearer: nearer)
          .text)
    }
    if let enclosing = found.enclosing, told.withLock({ $0.insert(found.root).inserted }) {
      tell(
        SnapshotMessage.nearestPackageUnproven(
          file: filePath, root: found.root, enclosing: enclosing
        ).text)
    }
    return found.root
  }

  /// The package folder of the test file at `filePath`, and what else the walk up found.
  ///
  /// It is the package at `built` (its folder, symbolic links resolved) when that built
  /// the tests and holds the file, given with the nearer folder holding a
  /// `Package.swift` passed over for it; `nil` when no folder above the file holds one.
  /// When `built` does not prove the package (it is `nil`, or the file lies outside it),
  /// the nearest folder is the package, and `enclosing` is the next folder above it that
  /// holds a `Package.swift`, if any: the package may be that one instead.
  ///
  /// The folders are walked up from the file as its path spells them, so the folder
  /// returned is spelled as the file's path is, through any symbolic link in it.
  static func root(of filePath: String, built: String?)
    -> (root: String, passedOver: String?, enclosing: String?)?
  {
    var nearest: String?
    var folder = URL(fileURLWithPath: filePath).standardizedFileURL.deletingLastPathComponent()
    var enclosing: String?
    while true {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        let path = folder.path
        if let built, folder.resolvingSymlinksInPath().path == built {
          return (path, path == nearest ? nil : nearest, nil)
        }
        if nearest == nil {
          nearest = path
        } else if enclosing == nil {
          enclosing = path
          if built == nil { break }
        }
      }
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else { break }
      folder = parent
    }
    return nearest.map { ($0, nil, enclosing) }
  }

  /// The folder of the package that built the test binary at `binary`, symbolic links
  /// resolved: the nearest folder above it that holds a `Package.swift`; `nil` when none
  /// does (Xcode's DerivedData, a scratch path outside the package).
  static func builtBy(binary: String) -> String? {
    PackageRoot.find(from: [URL(fileURLWithPath: binary).deletingLastPathComponent()])
      .map { $0.resolvingSymlinksInPath().path }
  }
}
