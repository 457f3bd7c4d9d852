import Foundation
import KitSupport
import TestSupport
import Testing

@Suite("Package root")
struct PackageRootTests {
  @Test("The first folder holding Package.swift is found from a folder deep inside it")
  func findsFromInside() throws {
    let tree = try TemporaryFolder("kit-support")
    try tree.write("", to: "kit/Package.swift")
    let deep = try tree.makeFolder("kit/Sources/Module/Sub")
    let found = try #require(PackageRoot.find(from: [deep]))
    #expect(found.path == tree.url("kit").standardizedFileURL.path)
  }

  @Test("A file is walked up from its own folder")
  func findsFromFile() throws {
    let tree = try TemporaryFolder("kit-support")
    try tree.write("", to: "kit/Package.swift")
    try tree.write("", to: "kit/Tests/SomeTests.swift")
    let file = tree.url("kit/Tests/SomeTests.swift")
    let found = try #require(PackageRoot.find(from: [file]))
    #expect(found.lastPathComponent == "kit")
  }

  @Test("A nested package without the entries asked for is passed by")
  func passesNestedPackage() throws {
    let tree = try TemporaryFolder("kit-support")
    try tree.write("", to: "kit/Package.swift")
    try tree.makeFolder("kit/Lessons")
    try tree.write("", to: "kit/Lessons/Exercises/Package.swift")
    let inside = try tree.makeFolder("kit/Lessons/Exercises/Sources")
    #expect(PackageRoot.find(from: [inside])?.lastPathComponent == "Exercises")
    #expect(PackageRoot.find(from: [inside], holding: ["Lessons/"])?.lastPathComponent == "kit")
  }

  @Test("An entry ending in / must be a folder; without it, a file will do")
  func folderEntries() throws {
    let tree = try TemporaryFolder("kit-support")
    try tree.write("", to: "kit/Package.swift")
    try tree.write("", to: "kit/Lessons")
    let kit = tree.url("kit")
    #expect(PackageRoot.find(from: [kit], holding: ["Lessons/"]) == nil)
    #expect(PackageRoot.find(from: [kit], holding: ["Lessons"])?.lastPathComponent == "kit")
  }

  @Test("Each start is tried in turn, and none above any start gives nil")
  func startsInTurn() throws {
    let tree = try TemporaryFolder("kit-support")
    let empty = try tree.makeFolder("empty")
    try tree.write("", to: "kit/Package.swift")
    let kit = tree.url("kit")
    #expect(PackageRoot.find(from: [empty, kit])?.lastPathComponent == "kit")
    #expect(PackageRoot.find(from: [empty], holding: ["Lessons/"]) == nil)
    #expect(PackageRoot.find(from: []) == nil)
  }
}
