import Foundation
import ProcessRunner
import TestSupport
import Testing

/// TextSnapshots in a separate package's CI, as a user's package would use it: a failing
/// run leaves its attachments, `snapshots status --check` gates it, `--json` reports it,
/// `snapshots diff NAME` shows one change, a table of a `CaseIterable` enum records and
/// verifies, and `expectDifference` fails on a change the test did not state.
///
/// The package is `Tests/Fixtures/WorkflowPackage`; the test writes its test file into
/// the package's hidden `.generated` folder. Slow: run with `CALC_KIT_END_TO_END=1 swift
/// test`.
@Suite("A separate package's CI workflow", .endToEnd, .serialized)
struct WorkflowPackageTests {
  let package: URL
  /// The TMPDIR of every command the test runs, where the compiler's driver leaves
  /// folders; it goes with the test.
  let temporary: TemporaryFolder
  var tests: URL { package.appendingPathComponent(".generated/WorkflowTests") }
  var snapshots: URL { package.appendingPathComponent("Snapshots") }

  /// A table, a text snapshot whose reference the test writes differently, a change
  /// assertion (`stated` is what it states), and an inline snapshot through a helper.
  static func source(stated: String) -> String {
    """
    import Testing
    import InlineTextSnapshots

    enum Mood: CaseIterable { case calm, busy, done }

    final class Counter {
      struct State { var count = 0, log: [String] = [] }
      private(set) var state = State()
      func increment() {
        state.count += 1
        state.log.append("+1")
      }
    }

    func expectGreeting(
      for name: String, sourceLocation: SourceLocation = #_sourceLocation,
      matches expected: (() -> String)? = nil
    ) {
      expectInlineSnapshot(
        of: "Hello, \\(name)!\\n", as: .lines, functionName: "expectGreeting",
        sourceLocation: sourceLocation, matches: expected)
    }

    @Suite struct WorkflowTests {
      @Test func moods() {
        expectSnapshot(of: Mood.allCases, as: .table { "\\($0)".uppercased() })
      }

      @Test func greeting() {
        expectSnapshot(of: "Hello, world!\\n", as: .lines)
      }

      @Test func counts() {
        let counter = Counter()
        expectDifference(counter.state) { counter.increment() } changes: { \(stated) }
      }

      @Test func greets() {
        expectGreeting(for: "Ada")
      }
    }

    """
  }

  init() throws {
    package = try TestPackage.root().appendingPathComponent("Tests/Fixtures/WorkflowPackage")
    temporary = try TemporaryFolder("workflow-package-tmp")
    try? FileManager.default.removeItem(at: package.appendingPathComponent(".generated"))
    try? FileManager.default.removeItem(at: snapshots)
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
  }

  /// The environment of a user's shell: no snapshot settings of the kit's own run.
  private var environment: [String: String] {
    var environment = BuiltProduct.plainEnvironment
    for name in ["CI", "SNAPSHOT_RECORD", "SNAPSHOT_DIRECTORY", "SNAPSHOT_DIFF_TOOL"] {
      environment[name] = nil
    }
    environment["CALC_KIT_END_TO_END"] = nil
    environment["TMPDIR"] = temporary.path
    return environment
  }

  private var testFile: URL { tests.appendingPathComponent("WorkflowTests.swift") }

  private func write(_ source: String) throws {
    try Data(source.utf8).write(to: testFile, options: .atomic)
  }

  private func snapshots(_ arguments: [String]) throws -> RunResult {
    let binary = try #require(BuiltProduct.path(of: "snapshots"), "snapshots is not built")
    return try BuiltProduct.run(binary, arguments, in: package, environment: environment)
  }

  /// `status --json`'s fields a CI script reads.
  struct Status: Decodable {
    struct Pending: Decodable {
      var kind: String
      var name: String
      var test: String?
      var isNew: Bool
    }
    var version: Int
    var pending: [Pending]
    var orphansUnknown: String?
  }

  @Test("A failing run leaves attachments and fails the gate; accepted and fixed, it passes")
  func workflow() async throws {
    defer {
      try? FileManager.default.removeItem(at: package.appendingPathComponent(".generated"))
      try? FileManager.default.removeItem(at: snapshots)
    }
    let attachmentsFolder = try TemporaryFolder("workflow-attachments")
    defer { attachmentsFolder.remove() }
    let attachments = attachmentsFolder.url
    try write(Self.source(stated: "$0.count = 1"))
    let reference = snapshots.appendingPathComponent("WorkflowTests/WorkflowTests/greeting.txt")
    try FileManager.default.createDirectory(
      at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("Hello!\n".utf8).write(to: reference)

    // A failing run: the text snapshot's files land in the attachments folder, and the
    // change assertion names the change it was not told of.
    let failing = try await BuiltProduct.swiftTest(
      in: package, environment: environment,
      arguments: ["--attachments-path", attachments.path])
    #expect(failing.status != .success)
    #expect(
      failing.stdout.contains("Test run with 4 tests"), "\(failing.stdout)\n\(failing.stderr)")
    let attached = try FileManager.default.contentsOfDirectory(atPath: attachments.path).sorted()
    #expect(
      attached == [
        "WorkflowTests.WorkflowTests.greeting.actual.txt",
        "WorkflowTests.WorkflowTests.greeting.diff",
        "WorkflowTests.WorkflowTests.greeting.reference.txt",
        "WorkflowTests.WorkflowTests.moods.actual.txt",
        "WorkflowTests.WorkflowTests.swift-39-19.actual.txt",
      ])
    let diff = try String(
      contentsOf: attachments.appendingPathComponent("WorkflowTests.WorkflowTests.greeting.diff"),
      encoding: .utf8)
    #expect(diff == "--- reference\n+++ actual\n@@ -1,1 +1,1 @@\n-Hello!\n+Hello, world!\n")
    #expect(failing.stdout.contains("The changes differ from those stated (- stated, + actual):"))
    #expect(failing.stdout.contains("+    \"+1\","), "\(failing.stdout)")

    // The gate fails, one line per pending snapshot, and the run cannot tell orphans.
    let gate = try snapshots(["status", "--check"])
    #expect(gate.status == .failure)
    #expect(
      gate.stdout.hasPrefix(
        "Pending snapshot: WorkflowTests/WorkflowTests/greeting\n"
          + "Pending snapshot: WorkflowTests/WorkflowTests/moods\n"
          + "Pending snapshot: .inline/WorkflowTests/WorkflowTests.swift-39-19\n"
          + "Orphans unknown: the last run ("))
    let json = try snapshots(["status", "--json"])
    #expect(json.status == .success)
    let status = try JSONDecoder().decode(Status.self, from: Data(json.stdout.utf8))
    #expect(status.version == 1)
    #expect(
      status.pending.map(\.name) == [
        "WorkflowTests/WorkflowTests/greeting", "WorkflowTests/WorkflowTests/moods",
        ".inline/WorkflowTests/WorkflowTests.swift-39-19",
      ])
    #expect(status.pending.map(\.kind) == ["file", "file", "inline"])
    #expect(
      status.pending.map(\.test) == [
        "WorkflowTests/WorkflowTests/greeting", "WorkflowTests/WorkflowTests/moods",
        "WorkflowTests/WorkflowTests/greets()",
      ])
    #expect(status.pending.map(\.isNew) == [false, true, false])
    #expect(status.orphansUnknown?.hasPrefix("Orphans unknown: the last run (") == true)
    let one = try snapshots(["diff", "moods"])
    #expect(one.status == .failure)
    #expect(
      one.stdout == """
        WorkflowTests/WorkflowTests/moods
        No reference yet; the new snapshot is:
        calm → CALM
        busy → BUSY
        done → DONE

        """)

    // Accepted, with the change assertion stating every change, the run passes and so
    // does the gate: the table verifies against the reference it recorded, and the
    // helper's call holds its literal.
    let accept = try snapshots(["accept", "--all"])
    #expect(accept.status == .success, "\(accept.stderr)")
    let accepted = try String(contentsOf: testFile, encoding: .utf8)
    #expect(
      accepted.contains(
        "    expectGreeting(for: \"Ada\", matches: {\n      \"\"\"\n      Hello, Ada!\n\n      \"\"\"\n    })\n"
      ))
    try write(
      accepted.replacingOccurrences(
        of: "{ $0.count = 1 }", with: "{ $0.count = 1; $0.log = [\"+1\"] }"))
    let passing = try await BuiltProduct.swiftTest(in: package, environment: environment)
    #expect(passing.status == .success, "\(passing.stdout)\n\(passing.stderr)")
    let clean = try snapshots(["status", "--check"])
    #expect(clean.status == .success, "\(clean.stdout)")
    #expect(clean.stdout == "No pending snapshots and no orphaned references.\n")

    // A reference no test uses any more fails the gate again.
    try Data("old\n".utf8).write(
      to: snapshots.appendingPathComponent("WorkflowTests/WorkflowTests/removed.txt"))
    let orphan = try snapshots(["status", "--check"])
    #expect(orphan.status == .failure)
    #expect(orphan.stdout == "Orphaned reference: WorkflowTests/WorkflowTests/removed\n")
  }
}
