import Foundation
import KitSupport

/// The package folder above each test file, found once per file in a test process.
///
/// Every assertion needs the folder that holds `Package.swift` above its test file, and
/// walking up costs a file-system look-up per folder. A test file does not move while its
/// tests run, so each answer is kept; a file with no package above it is not, so that a
/// package made later is still found.
final class PackageRootCache: Sendable {
  /// The cache of this test process.
  static let shared = PackageRootCache()

  private let roots = Locked<[String: String]>([:])

  /// The nearest folder above `filePath` that holds a `Package.swift`.
  func root(above filePath: String) -> String? {
    if let root = roots.withLock({ $0[filePath] }) { return root }
    guard let root = PackageRoot.find(from: [URL(fileURLWithPath: filePath)])?.path else {
      return nil
    }
    roots.withLock { $0[filePath] = root }
    return root
  }
}
