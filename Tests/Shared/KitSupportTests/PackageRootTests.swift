import Foundation
import KitSupport
import Testing

@Suite("Package root")
struct PackageRootTests {
  /// A throwaway folder tree, removed when the test ends.
  struct Tree {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("kit-support-\(UUID().uuidString)")

    /// Creates an empty file, and the folders above it.
    func file(_ path: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data().write(to: url)
    }

    /// Creates a folder and the folders above it.
    @discardableResult
    func folder(_ path: String) throws -> URL {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      return url
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  @Test("The first folder holding Package.swift is found from a folder deep inside it")
  func findsFromInside() throws {
    let tree = Tree()
    defer { tree.remove() }
    try tree.file("kit/Package.swift")
    let deep = try tree.folder("kit/Sources/Module/Sub")
    let found = try #require(PackageRoot.find(from: [deep]))
    #expect(found.path == tree.root.appendingPathComponent("kit").standardizedFileURL.path)
  }

  @Test("A file is walked up from its own folder")
  func findsFromFile() throws {
    let tree = Tree()
    defer { tree.remove() }
    try tree.file("kit/Package.swift")
    try tree.file("kit/Tests/SomeTests.swift")
    let file = tree.root.appendingPathComponent("kit/Tests/SomeTests.swift")
    let found = try #require(PackageRoot.find(from: [file]))
    #expect(found.lastPathComponent == "kit")
  }

  @Test("A nested package without the entries asked for is passed by")
  func passesNestedPackage() throws {
    let tree = Tree()
    defer { tree.remove() }
    try tree.file("kit/Package.swift")
    try tree.folder("kit/Lessons")
    try tree.file("kit/Lessons/Exercises/Package.swift")
    let inside = try tree.folder("kit/Lessons/Exercises/Sources")
    #expect(PackageRoot.find(from: [inside])?.lastPathComponent == "Exercises")
    #expect(PackageRoot.find(from: [inside], holding: ["Lessons/"])?.lastPathComponent == "kit")
  }

  @Test("An entry ending in / must be a folder; without it, a file will do")
  func folderEntries() throws {
    let tree = Tree()
    defer { tree.remove() }
    try tree.file("kit/Package.swift")
    try tree.file("kit/Lessons")
    let kit = tree.root.appendingPathComponent("kit")
    #expect(PackageRoot.find(from: [kit], holding: ["Lessons/"]) == nil)
    #expect(PackageRoot.find(from: [kit], holding: ["Lessons"])?.lastPathComponent == "kit")
  }

  @Test("Each start is tried in turn, and none above any start gives nil")
  func startsInTurn() throws {
    let tree = Tree()
    defer { tree.remove() }
    let empty = try tree.folder("empty")
    try tree.file("kit/Package.swift")
    let kit = tree.root.appendingPathComponent("kit")
    #expect(PackageRoot.find(from: [empty, kit])?.lastPathComponent == "kit")
    #expect(PackageRoot.find(from: [empty], holding: ["Lessons/"]) == nil)
    #expect(PackageRoot.find(from: []) == nil)
  }
}
