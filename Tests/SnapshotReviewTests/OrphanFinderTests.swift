import Testing

@testable import SnapshotReview

@Suite("Orphan finder")
struct OrphanFinderTests {
  @Test(
    "A reference name splits into its test, function and named part",
    arguments: [
      ("Suite/test", "Suite/test", "test", nil),
      ("Suite/test.empty.ru", "Suite/test", "test", "empty.ru"),
      ("Outer.Inner/test.txt", "Outer.Inner/test", "test", "txt"),
    ] as [(String, String, String, String?)])
  func splitsNames(name: String, test: String, function: String, named: String?) {
    let reference = ReferenceName(name)
    #expect(reference.test == test)
    #expect(reference.function == function)
    #expect(reference.named == named)
    #expect(!reference.isShortened)
  }

  @Test("A shortened name is recognised, since its parts cannot be read back")
  func shortenedNames() {
    let stem = String(repeating: "x", count: 183) + "-0123456789abcdef"
    #expect(ReferenceName("Suite/\(stem)").isShortened)
  }

  @Test("Sources are searched for whole identifiers and exact string literals")
  func searchesSources() throws {
    let fixture = try SnapshotFixture()
    let folder = try fixture.writeSources(
      "@Test func showsTotal() { expectSnapshot(of: x, named: \"mac\") }\n")
    let sources = SourceText(folder: folder)
    #expect(sources.contains(identifier: "showsTotal"))
    #expect(!sources.contains(identifier: "shows"))
    #expect(sources.contains(literal: "mac"))
    #expect(!sources.contains(literal: "ma"))
  }
}
