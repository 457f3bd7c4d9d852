import Foundation
import KitSupport
import TestSupport
import Testing

@testable import TextSnapshots

/// Which package a test file belongs to: the one that built the tests, else the nearest.
@Suite("The package of a test file")
struct PackageRootCacheTests {
  let folder: TemporaryFolder
  /// The outer package's folder, symbolic links resolved, as a built root is given.
  let outer: String

  init() throws {
    folder = try TemporaryFolder("package-root")
    try folder.write("// swift-tools-version: 6.0\n", to: "Package.swift")
    try folder.write("// swift-tools-version: 6.2\n", to: "Tests/AppTests/Sub/Package.swift")
    try folder.write("import Testing\n", to: "Tests/AppTests/Sub/SubTests.swift")
    try folder.write("import Testing\n", to: "Tests/AppTests/AppTests.swift")
    outer = URL(fileURLWithPath: folder.path).resolvingSymlinksInPath().path
  }

  var subFile: String { folder.path("Tests/AppTests/Sub/SubTests.swift") }

  @Test("The package that built the tests wins over a nearer Package.swift, which is named")
  func builtPackageWins() throws {
    let found = try #require(PackageRootCache.root(of: subFile, built: outer))
    #expect(found.root == folder.path)
    #expect(found.passedOver == folder.path("Tests/AppTests/Sub"))
    let beside = try #require(
      PackageRootCache.root(of: folder.path("Tests/AppTests/AppTests.swift"), built: outer))
    #expect(beside.root == folder.path && beside.passedOver == nil)
  }

  @Test(
    "Without a proven package, or for a file outside it, the nearest Package.swift is the package",
    arguments: [nil, "/no/such/package"])
  func nearestOtherwise(built: String?) throws {
    let found = try #require(PackageRootCache.root(of: subFile, built: built))
    #expect(found.root == folder.path("Tests/AppTests/Sub"))
    #expect(found.passedOver == nil)
    // The package above it may be the file's instead: it is named.
    #expect(found.enclosing == folder.path)
    let alone = try #require(
      PackageRootCache.root(of: folder.path("Tests/AppTests/AppTests.swift"), built: built))
    #expect(alone.root == folder.path && alone.enclosing == nil)
  }

  @Test("Without a proven package, the cache says once which of two packages it used")
  func cacheNamesEnclosing() {
    let told = Locked<[String]>([])
    let cache = PackageRootCache(built: nil) { line in told.withLock { $0.append(line) } }
    let other = folder.path("Tests/AppTests/Sub/More.swift")
    let sub = folder.path("Tests/AppTests/Sub")
    #expect([subFile, other].map { cache.root(above: $0) } == [sub, sub])
    #expect(
      told.withLock { $0 } == [
        SnapshotMessage.nearestPackageUnproven(file: subFile, root: sub, enclosing: folder.path)
          .text
      ])
  }

  @Test("A file reached through a symbolic link has its package spelled as its path is")
  func throughLink() throws {
    let links = try TemporaryFolder("package-root-link")
    let link = links.path("pkg")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.path)
    let found = try #require(
      PackageRootCache.root(of: link + "/Tests/AppTests/Sub/SubTests.swift", built: outer))
    #expect(found.root == link)
    #expect(found.passedOver == link + "/Tests/AppTests/Sub")
  }

  @Test("A binary in a package's .build, or in a scratch folder inside it, was built by it")
  func builtByBinary() throws {
    for binary in [
      ".build/x86_64-unknown-linux-gnu/debug/AppPackageTests.xctest",
      ".build/arm64-apple-macosx/debug/AppPackageTests.xctest/Contents/MacOS/AppPackageTests",
      "scratch/debug/AppPackageTests.xctest",
    ] {
      #expect(PackageRootCache.builtBy(binary: folder.path(binary)) == outer, "\(binary)")
    }
    let elsewhere = try TemporaryFolder("package-root-derived")
    #expect(PackageRootCache.builtBy(binary: elsewhere.path("Debug/App.xctest")) == nil)
  }

  @Test("The cache names a passed-over Package.swift once, and gives the same root each time")
  func cacheKeepsRoot() {
    let told = Locked<[String]>([])
    let cache = PackageRootCache(built: outer) { line in told.withLock { $0.append(line) } }
    let other = folder.path("Tests/AppTests/Sub/More.swift")
    #expect(
      [subFile, subFile, other].map { cache.root(above: $0) }
        == Array(repeating: folder.path, count: 3))
    #expect(
      told.withLock { $0 } == [
        SnapshotMessage.nearerPackagePassedOver(
          file: subFile, root: folder.path, nearer: folder.path("Tests/AppTests/Sub")
        ).text
      ])
    let nearest = PackageRootCache(built: nil) { line in told.withLock { $0.append(line) } }
    #expect(nearest.root(above: subFile) == folder.path("Tests/AppTests/Sub"))
    // Without a proven package it says nothing of passing over, only of the one above.
    #expect(
      told.withLock { $0.last }
        == SnapshotMessage.nearestPackageUnproven(
          file: subFile, root: folder.path("Tests/AppTests/Sub"), enclosing: folder.path
        ).text)
    #expect(told.withLock { $0.count } == 2)
  }

  @Test("This run's tests were built by this package, found from the running binary")
  func thisRun() throws {
    let here = try #require(PackageRoot.find(from: [URL(fileURLWithPath: #filePath)]))
    #expect(PackageRootCache.shared.built == here.resolvingSymlinksInPath().path)
    #expect(SnapshotLocation.packageRoot(above: #filePath) == here.path)
  }

  @Test(
    "The note for a passed-over Package.swift names the file, the package used and the nearer one")
  func note() {
    let text = SnapshotMessage.nearerPackagePassedOver(
      file: "/p/Tests/T/Sub/X.swift", root: "/p", nearer: "/p/Tests/T/Sub"
    ).text
    #expect(
      text
        == "/p/Tests/T/Sub/X.swift belongs to the package at /p, which built the running "
        + "tests, so its snapshots and pending files live in /p/Snapshots; the nearer "
        + "/p/Tests/T/Sub/Package.swift (a fixture package's, perhaps) is not its package.")
  }
}
