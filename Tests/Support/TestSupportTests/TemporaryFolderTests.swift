import Foundation
import Testing

@testable import TestSupport

@Suite("Temporary folders")
struct TemporaryFolderTests {
  @Test("Writes files in folders it makes, reads them back and lists them, hidden ones too")
  func writesAndReads() throws {
    let folder = try TemporaryFolder()
    try folder.write("a\n", to: "App/Suite/test.txt")
    try folder.write("run\n", to: ".runs/1.run")
    try folder.makeFolder("Empty/Inside")
    #expect(folder.read("App/Suite/test.txt") == "a\n")
    #expect(folder.read("App/Suite/missing.txt") == nil)
    #expect(folder.exists("Empty/Inside") && !folder.exists("Empty/Other"))
    #expect(folder.files() == [".runs/1.run", "App/Suite/test.txt"])
    #expect(folder.path("App") == folder.url.appendingPathComponent("App").path)
  }

  @Test("Is under the temporary directory, named by its prefix, a new one each time")
  func names() throws {
    let first = try TemporaryFolder("named")
    let second = try TemporaryFolder("named")
    #expect(first.path != second.path)
    #expect(
      first.url.deletingLastPathComponent().standardizedFileURL.path
        == FileManager.default.temporaryDirectory.standardizedFileURL.path)
    #expect(first.url.lastPathComponent.hasPrefix("named-"))
  }

  @Test("A package folder holds Package.swift and the files given")
  func package() throws {
    let folder = try TemporaryFolder.package(files: ["Tests/A.swift": "import Testing\n"])
    #expect(folder.read("Package.swift") == "// swift-tools-version: 6.0\n")
    #expect(folder.files() == ["Package.swift", "Tests/A.swift"])
  }

  @Test("Is removed, with everything in it, at remove() and when the fixture goes")
  func removed() throws {
    var folder: TemporaryFolder? = try TemporaryFolder()
    let path = try #require(folder?.path)
    try folder?.write("x", to: "a/b.txt")
    folder = nil
    #expect(!FileManager.default.fileExists(atPath: path))
    let removed = try TemporaryFolder()
    try removed.write("x", to: "a/b.txt")
    removed.remove()
    #expect(!FileManager.default.fileExists(atPath: removed.path))
  }
}
