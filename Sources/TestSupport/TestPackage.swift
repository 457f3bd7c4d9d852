import Foundation
import KitSupport
import Testing

/// The package whose tests are running, found from a test's own source file.
package enum TestPackage {
  /// The package folder: the first folder above `file` that holds `Package.swift`.
  package static func root(from file: String = #filePath) throws -> URL {
    try #require(
      PackageRoot.find(from: [URL(fileURLWithPath: file)]), "no Package.swift above \(file)")
  }
}
