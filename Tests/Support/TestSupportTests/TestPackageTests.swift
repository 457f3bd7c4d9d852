import Foundation
import Testing

@testable import TestSupport

@Suite("The package under test")
struct TestPackageTests {
  @Test("Its folder is the one above this file that holds Package.swift")
  func root() throws {
    let root = try TestPackage.root()
    #expect(
      FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
    #expect(#filePath.hasPrefix(root.path + "/Tests/"))
  }

  @Test("A temporary package holds Package.swift and the files given, and is gone afterwards")
  func temporaryPackage() async throws {
    var seen: URL?
    try await TestPackage.withTemporaryPackage(["Lessons/00-a.md": "# 0. A\n"]) { root in
      seen = root
      #expect(
        FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
      let lesson = try String(
        contentsOf: root.appendingPathComponent("Lessons/00-a.md"), encoding: .utf8)
      #expect(lesson == "# 0. A\n")
    }
    let root = try #require(seen)
    #expect(!FileManager.default.fileExists(atPath: root.path))
  }
}
