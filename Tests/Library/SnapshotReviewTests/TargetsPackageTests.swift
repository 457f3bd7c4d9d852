import Foundation
import ProcessRunner
import TestSupport
import Testing

/// TextSnapshots in a separate package with two test targets whose suites share a name:
/// each target gets its own folder, references in the earlier layout move once (and one
/// both targets used stays), CRLF values round-trip and fail against LF, a name that
/// differs from a file only in case is refused, a record trait on CI says it was
/// ignored, a helper in another module files its snapshot under the test's target, and
/// `swift run snapshots` works from the package's own folder, building nothing in the kit's.
///
/// The package is `Tests/Fixtures/TargetsPackage`; the test writes its test files into
/// the package's hidden `.generated` folder. Slow: run with `CALC_KIT_END_TO_END=1 swift
/// test`.
@Suite("A separate package with two test targets", .endToEnd, .serialized)
struct TargetsPackageTests {
  let package: URL
  var snapshots: URL { package.appendingPathComponent("Snapshots") }

  init() throws {
    package = try TestPackage.root().appendingPathComponent("Tests/Fixtures/TargetsPackage")
    try? FileManager.default.removeItem(at: package.appendingPathComponent(".generated"))
    try? FileManager.default.removeItem(at: snapshots)
  }

  /// Target A's tests: a suite named as B's, a CRLF request, a suite only A has, a
  /// snapshot named `case` (its name as given), and a test with a record trait.
  static func sourceA(request: String, case name: String) -> String {
    """
    import Helpers
    import Testing
    import InlineTextSnapshots

    @Suite struct SharedTests {
      @Test func greets() { expectSnapshot(of: "Hello from A\\n", as: .lines) }
      @Test func request() { expectSnapshot(of: "\(request)", as: .lines) }
      @Test func cased() { expectSnapshot(of: "\(name)\\n", as: .lines, named: "\(name)") }
    }

    @Suite struct OnlyATests {
      @Test func only() { expectSnapshot(of: "only A\\n", as: .lines) }
      @Test func viaHelper() { expectFromHelper("helper\\n") }
    }

    @Suite(.snapshots(record: .missing)) struct TraitTests {
      @Test func recorded() { expectSnapshot(of: "trait\\n", as: .lines) }
    }

    """
  }

  static let sourceB = """
    import Testing
    import InlineTextSnapshots

    @Suite struct SharedTests {
      @Test func greets() { expectSnapshot(of: "Hello from B\\n", as: .lines) }
    }

    """

  /// A helper in a library module, which does not pass on its caller's location: the
  /// reference still belongs to the test's target, not the helper's module.
  ///
  /// It imports Testing, as every file that calls the assertions does.
  static let helpers = """
    import Testing
    import InlineTextSnapshots

    public func expectFromHelper(_ text: String) {
      expectSnapshot(of: text, as: .lines, named: "helper")
    }

    """

  static let crlf = #"GET / HTTP/1.1\r\nHost: x\r\n\r\n"#
  static let lf = #"GET / HTTP/1.1\nHost: x\n\n"#

  /// The environment of a user's shell: no snapshot settings of the kit's own run.
  private func environment(ci: Bool = false) -> [String: String] {
    var environment = BuiltProduct.plainEnvironment
    for name in ["CI", "SNAPSHOT_RECORD", "SNAPSHOT_DIRECTORY", "SNAPSHOT_DIFF_TOOL"] {
      environment[name] = nil
    }
    environment["CALC_KIT_END_TO_END"] = nil
    if ci { environment["CI"] = "true" }
    return environment
  }

  private func write(_ text: String, to path: String) throws {
    try ScratchFile.write(text, to: package.appendingPathComponent(path))
  }

  private func read(_ path: String) -> String? {
    try? String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
  }

  private func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: package.appendingPathComponent(path).path)
  }

  private func test(ci: Bool = false) async throws -> RunResult {
    try await BuiltProduct.swiftTest(in: package, environment: environment(ci: ci))
  }

  /// `swift run snapshots …` as a user types it in the package's folder.
  ///
  /// The tool is built first, so only its own output is read. SwiftPM leaves lock files
  /// and empty folders in its TMPDIR, so `swift` gets a temporary folder of its own.
  private func snapshots(_ arguments: [String]) throws -> RunResult {
    let temporary = try TemporaryFolder("swift-run")
    defer { temporary.remove() }
    var environment = environment()
    environment["TMPDIR"] = temporary.path
    let build = try BuiltProduct.run(
      "/usr/bin/env", ["swift", "build", "--product", "snapshots"], in: package,
      environment: environment, timeLimit: .seconds(900))
    #expect(build.status == .success, "\(build.stdout)\n\(build.stderr)")
    return try BuiltProduct.run(
      "/usr/bin/env", ["swift", "run", "--skip-build", "snapshots"] + arguments, in: package,
      environment: environment)
  }

  @Test("Two targets' same-named suites keep their own files, from the earlier layout on")
  func twoTargets() async throws {
    defer {
      try? FileManager.default.removeItem(at: package.appendingPathComponent(".generated"))
      try? FileManager.default.removeItem(at: snapshots)
    }
    let kit = try TestPackage.root()
    let kitEntries = try FileManager.default.contentsOfDirectory(atPath: kit.path).sorted()
    try write(Self.sourceA(request: Self.crlf, case: "E"), to: ".generated/ATests/A.swift")
    try write(Self.sourceB, to: ".generated/BTests/B.swift")
    try write(Self.helpers, to: ".generated/Helpers/Helpers.swift")
    // The earlier layout: one reference both targets' SharedTests would claim, one only A's.
    try write("Hello from A\n", to: "Snapshots/SharedTests/greets.txt")
    try write("only A\n", to: "Snapshots/OnlyATests/only.txt")

    // The first run refuses the earlier layout's files and writes nothing for them.
    let first = try await test()
    #expect(first.status != .success)
    #expect(
      first.stdout.contains(
        "No reference at Snapshots/ATests/OnlyATests/only.txt, but Snapshots/OnlyATests/only.txt "
          + "is there, in the layout before snapshots had a folder per test target; nothing was "
          + "written."), "\(first.stdout)")
    #expect(first.stdout.contains("No reference at Snapshots/BTests/SharedTests/greets.txt, but"))
    #expect(!exists("Snapshots/ATests/SharedTests/greets.txt.new"))
    #expect(!exists("Snapshots/BTests/SharedTests/greets.txt.new"))

    // swift run snapshots, from the package's own folder, moves what one target used.
    let status = try snapshots(["status"])
    #expect(status.status == .success, "\(status.stderr)")
    #expect(
      status.stderr.contains(
        "moved 1 file from the earlier layout:\n"
          + "  OnlyATests/only.txt → ATests/OnlyATests/only.txt\n"), "\(status.stderr)")
    #expect(
      status.stderr.contains(
        "Not moved: SharedTests/greets.txt was used by tests of 2 targets (ATests, BTests)"))
    #expect(exists(".build/debug/snapshots"), "the tool is built in the package's own .build")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: kit.path).sorted() == kitEntries,
      "nothing new in the kit's folder")

    // The shared file is A's; B's test records its own, and A's CRLF request round-trips.
    try FileManager.default.createDirectory(
      at: snapshots.appendingPathComponent("ATests/SharedTests"),
      withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      at: snapshots.appendingPathComponent("SharedTests/greets.txt"),
      to: snapshots.appendingPathComponent("ATests/SharedTests/greets.txt"))
    _ = try await test()
    let accept = try snapshots(["accept", "--all"])
    #expect(accept.status == .success, "\(accept.stderr)")
    let passing = try await test()
    #expect(passing.status == .success, "\(passing.stdout)\n\(passing.stderr)")
    #expect(read("Snapshots/ATests/SharedTests/greets.txt") == "Hello from A\n")
    #expect(read("Snapshots/BTests/SharedTests/greets.txt") == "Hello from B\n")
    #expect(read("Snapshots/ATests/OnlyATests/viaHelper.helper.txt") == "helper\n")
    #expect(!exists("Snapshots/Helpers"), "a helper's module is no test target")
    let request = try Data(
      contentsOf: snapshots.appendingPathComponent("ATests/SharedTests/request.txt"))
    #expect(Array(request) == Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8))

    // LF against the CRLF reference fails, ␍ shown, lines counted; a name that differs from
    // the recorded one only in case is refused, with nothing written.
    try write(Self.sourceA(request: Self.lf, case: "e"), to: ".generated/ATests/A.swift")
    let changed = try await test()
    #expect(changed.status != .success)
    #expect(
      changed.stdout.contains(
        "Snapshot does not match reference: differs only in line endings (CRLF and LF; ␍ marks "
          + "each carriage return)."), "\(changed.stdout)")
    #expect(changed.stdout.contains("@@ -1,3 +1,3 @@"))
    #expect(changed.stdout.contains("-GET / HTTP/1.1␍"))
    #expect(
      changed.stdout.contains(
        "Not writing Snapshots/ATests/SharedTests/cased.e.txt.new: "
          + "Snapshots/ATests/SharedTests/cased.E.txt exists and differs from it only in case"))
    #expect(!exists("Snapshots/ATests/SharedTests/cased.e.txt.new"))

    // On CI, the suite's record trait is ignored, and the failure says so.
    try FileManager.default.removeItem(
      at: snapshots.appendingPathComponent("ATests/TraitTests/recorded.txt"))
    let ci = try await test(ci: true)
    #expect(
      ci.stdout.contains(
        "The record mode 'missing' from the source (record: or .snapshots(record:)) was "
          + "ignored: CI is set, and on CI snapshots never record from the source."),
      "\(ci.stdout)")
    #expect(!exists("Snapshots/ATests/TraitTests/recorded.txt"))
  }
}
