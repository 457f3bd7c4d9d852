import Foundation
import TestSupport
import Testing

@Suite("A separate package that depends on the kit by path")
struct ConsumerPackageTests {
  @Test("Tests/Fixtures/ConsumerPackage builds and its snapshot tests pass")
  func buildsAndPasses() throws {
    let kit = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let fixture = kit.appendingPathComponent("Tests/Fixtures/ConsumerPackage")
    var environment = BuiltProduct.plainEnvironment
    for name in ["CI", "SNAPSHOT_RECORD", "SNAPSHOT_DIRECTORY"] { environment[name] = nil }
    var result = try BuiltProduct.run(
      "/usr/bin/env", ["swift", "test", "--package-path", fixture.path],
      environment: environment)
    // SwiftPM keeps the fixture's build folder between runs; after a kit source
    // file moves to another module, that folder still names the old path
    // ("missing inputs"). Clean it once and build again rather than fail.
    if result.status != 0, (result.stdout + result.stderr).contains("missing inputs") {
      _ = try BuiltProduct.run(
        "/usr/bin/env", ["swift", "package", "--package-path", fixture.path, "clean"],
        environment: environment)
      result = try BuiltProduct.run(
        "/usr/bin/env", ["swift", "test", "--package-path", fixture.path],
        environment: environment)
    }
    #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
    #expect(result.stdout.contains("Test run with 3 tests"))
    let pending =
      FileManager.default.enumerator(atPath: fixture.appendingPathComponent("Snapshots").path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".new") } ?? []
    #expect(pending.isEmpty)
  }
}
