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

  /// Runs `body` with a new package folder, removed when `body` ends.
  ///
  /// The folder is a ``TemporaryFolder/package(_:files:)``: it holds a `Package.swift`
  /// and `files`, by path relative to it. `body` runs on the caller's actor.
  package static func withTemporaryPackage(
    _ files: [String: String], isolation: isolated (any Actor)? = #isolation,
    _ body: (URL) async throws -> Void
  ) async throws {
    let folder = try TemporaryFolder.package(files: files)
    defer { folder.remove() }
    try await body(folder.url)
  }
}
