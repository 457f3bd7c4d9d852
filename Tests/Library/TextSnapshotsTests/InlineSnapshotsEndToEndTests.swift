import Foundation
import TestSupport
import Testing

@testable import TextSnapshots

/// Inline snapshots in a separate package that depends on the kit by path, as a user's
/// package would: its tests built and run with `swift test`, their changes reviewed and
/// accepted with the built `snapshots` tool.
///
/// The package is `Tests/Fixtures/InlinePackage`; each test writes its test files into
/// the package's hidden `.generated` folder, and its `Snapshots` folder is a symbolic
/// link into it. Slow: run with `CALC_KIT_END_TO_END=1 swift test`.
@Suite("Inline snapshots end to end, in a separate package", .endToEnd, .serialized)
struct InlineSnapshotsEndToEndTests {
  let package: URL
  var generated: URL { package.appendingPathComponent(".generated") }
  var tests: URL { generated.appendingPathComponent("InlineTests") }

  /// Three tests in the default layout: `a` has no snapshot yet, `b` matches, `c`
  /// differs; and `d`, whose snapshot is a file.
  static let threeTests = """
    import Testing
    import TextSnapshots

    @Test func a() {
      expectInlineSnapshot(of: "a", as: .lines)
    }

    @Test func b() {
      expectInlineSnapshot(of: "b", as: .lines) { "b" }
    }

    @Test func c() {
      expectInlineSnapshot(of: "c", as: .lines) { "old" }
    }

    @Test func d() {
      expectSnapshot(of: "d\\n", as: .lines)
    }

    """

  init() throws {
    package = try TestPackage.root().appendingPathComponent("Tests/Fixtures/InlinePackage")
    let files = FileManager.default
    try? files.removeItem(at: generated)
    try? files.removeItem(at: package.appendingPathComponent("Snapshots"))
    try files.createDirectory(
      at: generated.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
    try files.createDirectory(at: tests, withIntermediateDirectories: true)
    try files.createSymbolicLink(
      atPath: package.appendingPathComponent("Snapshots").path,
      withDestinationPath: ".generated/Snapshots")
  }

  private func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: tests.appendingPathComponent(name), options: .atomic)
  }

  private func read(_ name: String, in folder: URL? = nil) throws -> String {
    try String(contentsOf: (folder ?? tests).appendingPathComponent(name), encoding: .utf8)
  }

  /// The environment of a user's shell: no snapshot settings of the kit's own run.
  private var environment: [String: String] {
    var environment = BuiltProduct.plainEnvironment
    for name in ["CI", "SNAPSHOT_RECORD", "SNAPSHOT_DIRECTORY", "CALC_KIT_END_TO_END"] {
      environment[name] = nil
    }
    return environment
  }

  private func swiftTest(record: String? = nil) async throws -> RunResult {
    var environment = environment
    environment["SNAPSHOT_RECORD"] = record
    return try await BuiltProduct.swiftTest(in: package, environment: environment)
  }

  private func snapshots(_ arguments: [String], input: String = "", in folder: URL? = nil)
    throws -> RunResult
  {
    let binary = try #require(BuiltProduct.path(of: "snapshots"), "snapshots is not built")
    return try BuiltProduct.run(
      binary, arguments, input: Data(input.utf8), in: folder ?? package, environment: environment)
  }

  @Test(
    "Cases 1, 9 and 10: recorded at exit, copied, reviewed and accepted, each change in its own call"
  )
  func recordCopyReviewAccept() async throws {
    defer { try? FileManager.default.removeItem(at: tests) }
    try write(Self.threeTests, to: "CaseTests.swift")
    let reference = generated.appendingPathComponent("Snapshots/InlineTests/CaseTests/d.txt")
    try FileManager.default.createDirectory(
      at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("old d\n".utf8).write(to: reference)
    let recording = try await swiftTest(record: "missing")
    #expect(recording.status != 0, "recording always fails the test that recorded")
    #expect(
      recording.stdout.contains("Recorded inline snapshot at InlineTests/CaseTests.swift:5:23"))
    let recorded = Self.threeTests.replacingOccurrences(
      of: "expectInlineSnapshot(of: \"a\", as: .lines)\n",
      with: "expectInlineSnapshot(of: \"a\", as: .lines) {\n    \"\"\"\n    a\n    \"\"\"\n  }\n")
    #expect(try read("CaseTests.swift") == recorded, "\(recording.stdout)\n\(recording.stderr)")
    // Case 10: the pending change went through the linked Snapshots folder, and every
    // command sees it there.
    let status = try snapshots(["status"])
    #expect(
      status.stdout.hasPrefix(
        "Pending (2):\n  InlineTests/CaseTests/d\n"
          + "  .inline/InlineTests/CaseTests.swift-13-23 (test InlineTests/CaseTests/c)\n"))

    // Case 9: a copy of the checkout accepts into its own source.
    let copy = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("inline-package-copy-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: copy) }
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    for item in ["Package.swift", ".generated", "Snapshots"] {
      try FileManager.default.copyItem(
        at: package.appendingPathComponent(item), to: copy.appendingPathComponent(item))
    }
    let copied = try snapshots(["accept", "--all"], in: copy)
    #expect(copied.status == 0, "\(copied.stderr)")
    let copyTests = copy.appendingPathComponent(".generated/InlineTests")
    #expect(try read("CaseTests.swift", in: copyTests).contains("    \"\"\"\n    c\n    \"\"\""))
    #expect(try read("CaseTests.swift") == recorded, "the copy's accept touched the original")

    // Case 1: review accepts c's change into c, not into b, which the run moved there.
    let review = try snapshots(["review"], input: "a\na\n")
    #expect(review.status == 0, "\(review.stderr)")
    #expect(review.stdout.contains("Accepted InlineTests/CaseTests/d\n"))
    #expect(review.stdout.contains("Accepted .inline/InlineTests/CaseTests.swift-13-23\n"))
    #expect(try String(contentsOf: reference, encoding: .utf8) == "d\n")
    let accepted = recorded.replacingOccurrences(
      of: "expectInlineSnapshot(of: \"c\", as: .lines) { \"old\" }",
      with: "expectInlineSnapshot(of: \"c\", as: .lines) {\n    \"\"\"\n    c\n    \"\"\"\n  }")
    #expect(try read("CaseTests.swift") == accepted)
    let verified = try await swiftTest()
    #expect(verified.status == 0, "\(verified.stdout)\n\(verified.stderr)")
  }

  @Test(
    "A dozen generated test files compile, fail, are accepted and pass; recorded afresh, they pass again"
  )
  func generatedFilesCompileAndPass() async throws {
    defer { try? FileManager.default.removeItem(at: tests) }
    let files = (0..<12).map { index in
      GeneratedTestFile(seed: 7_000 + UInt64(index), suite: "Generated\(index)", compiles: true)
    }
    for (index, file) in files.enumerated() {
      try write(file.source, to: "Generated\(index).swift")
    }
    let failing = try await swiftTest()
    #expect(failing.status != 0, "no generated call failed at first")
    let accept = try snapshots(["accept", "--all"])
    #expect(accept.status == 0, "\(accept.stderr)")
    let passing = try await swiftTest()
    #expect(passing.status == 0, "\(passing.stdout)\n\(passing.stderr)")

    for (index, file) in files.enumerated() {
      try write(file.source, to: "Generated\(index).swift")
    }
    _ = try snapshots(["reject", "--all"])
    let recording = try await swiftTest(record: "failed")
    #expect(recording.status != 0)
    let recorded = try await swiftTest()
    #expect(recorded.status == 0, "\(recorded.stdout)\n\(recorded.stderr)")
  }
}
