import Foundation
import TestSupport
import Testing

@Suite("A separate package that depends on the kit by path", .endToEnd)
struct ConsumerPackageTests {
  @Test("Tests/Fixtures/ConsumerPackage builds and its snapshot tests pass")
  func buildsAndPasses() async throws {
    let fixture = try TestPackage.root().appendingPathComponent("Tests/Fixtures/ConsumerPackage")
    var environment = BuiltProduct.plainEnvironment
    for name in ["CI", "SNAPSHOT_RECORD", "SNAPSHOT_DIRECTORY"] { environment[name] = nil }
    let result = try await BuiltProduct.swiftTest(in: fixture, environment: environment)
    #expect(result.status == .success, "\(result.stdout)\n\(result.stderr)")
    #expect(result.stdout.contains("Test run with 3 tests"))
    let pending =
      FileManager.default.enumerator(atPath: fixture.appendingPathComponent("Snapshots").path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".new") } ?? []
    #expect(pending.isEmpty)
  }
}
