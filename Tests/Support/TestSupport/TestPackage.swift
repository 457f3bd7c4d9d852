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
  /// The folder holds an empty `Package.swift` and `files`, by path relative to
  /// it. `body` runs on the caller's actor.
  package static func withTemporaryPackage(
    _ files: [String: String], isolation: isolated (any Actor)? = #isolation,
    _ body: (URL) async throws -> Void
  ) async throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("calc-kit-package-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try ScratchFile.write("", to: root.appendingPathComponent("Package.swift"))
    for (path, text) in files {
      try ScratchFile.write(text, to: root.appendingPathComponent(path))
    }
    try await body(root)
  }
}
