import Foundation
import TestSupport
import Testing

@testable import InlineTextSnapshots
@testable import TextSnapshots

@Suite("A test file is what the tests were built from")
struct SourceFreshnessTests {
  let folder: TemporaryFolder
  /// A build folder as SwiftPM lays it out, with a test binary built at `built`.
  let binary: String
  let source: String
  static let built = Date(timeIntervalSince1970: 1_800_000_000)

  /// The object SwiftPM compiles the source into, written 30 seconds before the link.
  let object: String

  init() throws {
    folder = try TemporaryFolder("text-snapshots")
    binary = folder.path + "/debug/AppPackageTests.xctest"
    source = folder.path + "/Tests/AppTests/AppTests.swift"
    object = folder.path + "/debug/AppTests.build/AppTests.swift.o"
    try folder.write("binary", to: "debug/AppPackageTests.xctest")
    try folder.write("object", to: "debug/AppTests.build/AppTests.swift.o")
    try folder.write("@Test func a() {}\n", to: "Tests/AppTests/AppTests.swift")
    try touch(binary, at: Self.built)
    try touch(object, at: Self.built.addingTimeInterval(-30))
  }

  private func touch(_ path: String, at date: Date) throws {
    try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
  }

  private var check: SourceFreshness { SourceFreshness(binary: .success(binary)) }

  static let changed = "AppTests.swift changed after it was compiled into the test binary ("

  @Test("A file last modified before its object was written is fresh; one after it is refused")
  func modified() throws {
    try touch(source, at: Self.built.addingTimeInterval(-60))
    #expect(check.check(source, "AppTests") == nil)
    try touch(source, at: Self.built.addingTimeInterval(-29.999))
    let refusal = try #require(check.check(source, "AppTests"))
    #expect(refusal.text.hasPrefix(Self.changed + "AppTests.swift at "), "\(refusal.text)")
    #expect(
      refusal.text.hasSuffix(
        "so this run's values may come from other code than the file holds now; nothing was "
          + "written. Rebuild and run again."))
  }

  @Test("A file edited after its object was written and set back is refused after a relink")
  func backDatedThenRelinked() throws {
    // The object was written long before this test writes the file, which moves the
    // file's status change time to now; its modification time is then set back before
    // the object, so the build does not compile it again; another file's change relinks
    // the binary, which is newer than anything here.
    try touch(object, at: Date(timeIntervalSince1970: 1_500_000_000))
    try folder.write("@Test func b() {}\n", to: "Tests/AppTests/AppTests.swift")
    try touch(source, at: Date(timeIntervalSince1970: 1_400_000_000))
    let refusal = try #require(check.check(source, "AppTests"))
    #expect(refusal.text.hasPrefix(Self.changed + "AppTests.swift at "), "\(refusal.text)")
  }

  @Test("Without the object compiled from the file nothing is proven, and the refusal says where")
  func noObject() throws {
    try FileManager.default.removeItem(atPath: object)
    try touch(source, at: Self.built.addingTimeInterval(-60))
    #expect(
      check.check(source, "AppTests")?.text
        == "cannot find the object file the compiler made from AppTests.swift (looked for "
        + "\(object)), so nothing shows that the test binary holds what the file holds; nothing "
        + "was written. Build the tests with swift build or Xcode into their usual build "
        + "folder, and run again.")
  }

  @Test("An object written after the binary was linked is not in it")
  func objectAfterLink() throws {
    try touch(source, at: Self.built.addingTimeInterval(-60))
    try touch(object, at: Self.built.addingTimeInterval(1))
    let refusal = try #require(check.check(source, "AppTests"))
    #expect(refusal.text.hasPrefix(Self.changed + "its object \(object) at "), "\(refusal.text)")
  }

  @Test(
    "Xcode's object, in Intermediates.noindex beside Products, is found for a bundle or a host app",
    arguments: [
      "Build/Products/Debug/AppTests.xctest/Contents/MacOS/AppTests",
      "Build/Products/Debug/App.app/Contents/PlugIns/AppTests.xctest/Contents/MacOS/AppTests",
    ])
  func xcodeLayout(bundle: String) throws {
    let objects = "Build/Intermediates.noindex/App.build/Debug/AppTests.build/Objects-normal/arm64"
    try folder.write("binary", to: bundle)
    try folder.write("object", to: objects + "/AppTests.o")
    try touch(folder.path + "/" + bundle, at: Self.built)
    try touch(folder.path + "/" + objects + "/AppTests.o", at: Self.built.addingTimeInterval(-30))
    try FileManager.default.removeItem(atPath: object)
    let check = SourceFreshness(binary: .success(folder.path + "/" + bundle))
    try touch(source, at: Self.built.addingTimeInterval(-60))
    #expect(check.check(source, "AppTests") == nil)
    try touch(source, at: Self.built.addingTimeInterval(-10))
    #expect(check.check(source, "AppTests")?.text.hasPrefix(Self.changed) == true)
  }

  @Test("A file edited after the build and set back to an earlier time is still refused")
  func backDated() throws {
    // The binary was linked long before this test writes the file, which moves the file's
    // status change time to now; its modification time is then set back before the link.
    let linked = Date(timeIntervalSince1970: 1_500_000_000)
    try touch(binary, at: linked)
    try touch(object, at: linked.addingTimeInterval(-1))
    try folder.write("@Test func b() {}\n", to: "Tests/AppTests/AppTests.swift")
    try touch(source, at: linked.addingTimeInterval(-60))
    let refusal = try #require(check.check(source, "AppTests"))
    #expect(refusal.text.hasPrefix(Self.changed + "AppTests.swift at "), "\(refusal.text)")
  }

  @Test("A file the build compiled again without relinking is fresh, by its dependency list")
  func compiledAgain() throws {
    try touch(source, at: Self.built.addingTimeInterval(60))
    let list = "debug/AppTests.build/AppTests.d"
    try folder.write(
      "\(folder.path)/debug/AppTests.build/AppTests.swift.o : \(source) /x\n", to: list)
    try folder.write("object", to: "debug/AppTests.build/AppTests.swift.o")
    try touch(
      folder.path + "/debug/AppTests.build/AppTests.swift.o", at: Self.built.addingTimeInterval(-5))
    try touch(folder.path + "/" + list, at: Self.built.addingTimeInterval(61))
    #expect(check.check(source, "AppTests") == nil)
    // A list written before the file was, or for another file, or an object newer than
    // the binary, proves nothing.
    try touch(folder.path + "/" + list, at: Self.built.addingTimeInterval(59))
    #expect(check.check(source, "AppTests") != nil)
    try touch(folder.path + "/" + list, at: Self.built.addingTimeInterval(61))
    try touch(
      folder.path + "/debug/AppTests.build/AppTests.swift.o", at: Self.built.addingTimeInterval(1))
    #expect(check.check(source, "AppTests") != nil)
    try touch(
      folder.path + "/debug/AppTests.build/AppTests.swift.o", at: Self.built.addingTimeInterval(-5))
    try folder.write("\(folder.path)/x.o : /elsewhere/AppTests.swift\n", to: list)
    try touch(folder.path + "/" + list, at: Self.built.addingTimeInterval(61))
    #expect(check.check(source, "AppTests") != nil)
  }

  @Test("A file named like its module, listed after other sources, is fresh when compiled again")
  func namedLikeModule() throws {
    try touch(source, at: Self.built.addingTimeInterval(60))
    let build = folder.path + "/debug/AppTests.build"
    let list = "debug/AppTests.build/AppTests.d"
    try folder.write(
      "\(build)/AppTests.swift.o : \(folder.path)/Tests/AppTests/Other.swift \(source) /x.swiftinterface\n",
      to: list)
    try folder.write("object", to: "debug/AppTests.build/AppTests.swift.o")
    try folder.write("module", to: "debug/AppTests.build/AppTests.emit-module.d")
    try touch(build + "/AppTests.swift.o", at: Self.built.addingTimeInterval(-5))
    try touch(folder.path + "/" + list, at: Self.built.addingTimeInterval(61))
    #expect(check.check(source, "AppTests") == nil)
  }

  @Test("The build folder's output file map names a file's dependency list and object")
  func outputFileMap() throws {
    try touch(source, at: Self.built.addingTimeInterval(60))
    let build = folder.path + "/debug/AppTests.build"
    try folder.write(
      "{\"\(source)\": {\"dependencies\": \"\(build)/AppTests_1.d\", "
        + "\"object\": \"\(build)/AppTests_1.swift.o\"}}",
      to: "debug/AppTests.build/output-file-map.json")
    try folder.write(
      "\(build)/AppTests_1.swift.o : /a\\ b.swift \(source)\n",
      to: "debug/AppTests.build/AppTests_1.d")
    try folder.write("object", to: "debug/AppTests.build/AppTests_1.swift.o")
    try touch(build + "/AppTests_1.swift.o", at: Self.built.addingTimeInterval(-5))
    try touch(build + "/AppTests_1.d", at: Self.built.addingTimeInterval(61))
    #expect(check.check(source, "AppTests") == nil)
    #expect(
      SourceFreshness.dependencies("x.o : /a\\ b.swift /c.swift") == ["/a b.swift", "/c.swift"])
    // The stem's own list, which the map does not name, proves nothing.
    try touch(build + "/AppTests_1.d", at: Self.built.addingTimeInterval(59))
    try folder.write(
      "\(build)/AppTests.swift.o : \(source)\n", to: "debug/AppTests.build/AppTests.d")
    try folder.write("object", to: "debug/AppTests.build/AppTests.swift.o")
    try touch(build + "/AppTests.swift.o", at: Self.built.addingTimeInterval(-5))
    #expect(check.check(source, "AppTests") != nil)
  }

  @Test("Without a test binary nothing is written, and the refusal says why")
  func noBinary() {
    let check = SourceFreshness(
      binary: .failure(.noTestBinary(reason: "no .xctest bundle is loaded")))
    #expect(
      check.check(source, "AppTests")?.text
        == "cannot tell whether the file changed since the tests were built: no .xctest bundle "
        + "is loaded; nothing was written.")
  }

  @Test("This process's test binary is found, and this file's object is in it")
  func runningBinary() throws {
    let binary = try SourceFreshness.runningTestBinary().get()
    #expect(binary.contains(".xctest"))
    #expect(SourceFreshness.testBinary.check(#filePath, "TextSnapshotsTests") == nil)
  }

  @Test("A run against a stale file saves nothing and says to rebuild")
  func staleRun() throws {
    let text = "@Test func a() {\n  expectInlineSnapshot(of: x, as: .lines)\n}\n"
    let package = try InlinePackage(
      text,
      freshness: SourceFreshness { _, _ in .changedSinceBuild(source: "AppTests.swift", built: "…")
      })
    let issues = package.check("v", call: 0, expected: nil, record: .missing)
    #expect(issues.first?.hasSuffix("nothing was written. Rebuild and run again.") == true)
    #expect(
      issues.first?.contains(
        "not proven that the file is what the tests were compiled from (proof 1): "
          + "AppTests.swift changed after it was compiled into the test binary") == true,
      "\(issues)")
    let pending = package.check("v", call: 0, expected: nil)
    #expect(pending.first?.hasSuffix("nothing was written. Rebuild and run again.") == true)
    #expect(package.endRun().isEmpty)
    #expect(package.source() == text)
    #expect(package.pending().isEmpty)
  }
}
