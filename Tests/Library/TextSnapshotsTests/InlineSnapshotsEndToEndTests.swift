import Foundation
import ProcessRunner
import TestSupport
import Testing

@testable import InlineTextSnapshots
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
  /// The TMPDIR of every command the tests run, where SwiftPM and the compiler's driver
  /// leave lock files and folders; it goes with the test.
  let temporary: TemporaryFolder
  var generated: URL { package.appendingPathComponent(".generated") }
  var tests: URL { generated.appendingPathComponent("InlineTests") }

  /// Three tests in the default layout: `a` has no snapshot yet, `b` matches, `c`
  /// differs; and `d`, whose snapshot is a file.
  static let threeTests = """
    import Testing
    import InlineTextSnapshots

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
    temporary = try TemporaryFolder("inline-package-tmp")
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
    environment["TMPDIR"] = temporary.path
    return environment
  }

  private func swiftTest(record: String? = nil, arguments: [String] = []) async throws
    -> RunResult
  {
    var environment = environment
    environment["SNAPSHOT_RECORD"] = record
    return try await BuiltProduct.swiftTest(
      in: package, environment: environment, arguments: arguments)
  }

  /// Builds the package and its tests, as `swift build --build-tests` does.
  private func build() throws -> RunResult {
    try BuiltProduct.run(
      "/usr/bin/env", ["swift", "build", "--build-tests", "--package-path", package.path],
      environment: environment, timeLimit: .seconds(900))
  }

  /// The names of the tests a run reports as failed, such as `refusedValuePerCase(n:)`.
  private static func failed(_ run: RunResult) -> Set<String> {
    var names: Set<String> = []
    for line in run.stdout.split(separator: "\n") where line.contains("✘ Test ") {
      let rest = line.split(separator: "✘ Test ", maxSplits: 1).last ?? ""
      guard let name = rest.split(separator: " ").first, name.hasSuffix(")"),
        rest.contains(" failed ")
      else { continue }
      names.insert(String(name))
    }
    return names
  }

  /// The files in the test folder that `swiftc -parse` rejects, with their first error.
  private func unparsable() throws -> [String: String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: tests.path)
      .filter { $0.hasSuffix(".swift") }
    return try SwiftcParse.rejected(
      Dictionary(uniqueKeysWithValues: try names.map { ($0, try read($0)) }))
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
    #expect(recording.status != .success, "recording always fails the test that recorded")
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
          + "  .inline/InlineTests/CaseTests.swift-13-23 (test InlineTests/CaseTests/c())\n"
      ), "\(status.stdout)")

    // Case 9: a copy of the checkout accepts into its own source.
    let copyFolder = try TemporaryFolder("inline-package-copy")
    defer { copyFolder.remove() }
    let copy = copyFolder.url
    for item in ["Package.swift", ".generated", "Snapshots"] {
      try FileManager.default.copyItem(
        at: package.appendingPathComponent(item), to: copy.appendingPathComponent(item))
    }
    let copied = try snapshots(["accept", "--all"], in: copy)
    #expect(copied.status == .success, "\(copied.stderr)")
    let copyTests = copy.appendingPathComponent(".generated/InlineTests")
    #expect(try read("CaseTests.swift", in: copyTests).contains("    \"\"\"\n    c\n    \"\"\""))
    #expect(try read("CaseTests.swift") == recorded, "the copy's accept touched the original")

    // Case 1: review accepts c's change into c, not into b, which the run moved there.
    let review = try snapshots(["review"], input: "a\na\n")
    #expect(review.status == .success, "\(review.stderr)")
    #expect(review.stdout.contains("Accepted InlineTests/CaseTests/d\n"))
    #expect(review.stdout.contains("Accepted .inline/InlineTests/CaseTests.swift-13-23\n"))
    #expect(try String(contentsOf: reference, encoding: .utf8) == "d\n")
    let accepted = recorded.replacingOccurrences(
      of: "expectInlineSnapshot(of: \"c\", as: .lines) { \"old\" }",
      with: "expectInlineSnapshot(of: \"c\", as: .lines) {\n    \"\"\"\n    c\n    \"\"\"\n  }")
    #expect(try read("CaseTests.swift") == accepted)
    let verified = try await swiftTest()
    #expect(verified.status == .success, "\(verified.stdout)\n\(verified.stderr)")
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
    #expect(failing.status != .success, "no generated call failed at first")
    let accept = try snapshots(["accept", "--all"])
    #expect(accept.status == .success, "\(accept.stderr)")
    let passing = try await swiftTest()
    #expect(passing.status == .success, "\(passing.stdout)\n\(passing.stderr)")

    for (index, file) in files.enumerated() {
      try write(file.source, to: "Generated\(index).swift")
    }
    _ = try snapshots(["reject", "--all"])
    let recording = try await swiftTest(record: "failed")
    #expect(recording.status != .success)
    let recorded = try await swiftTest()
    #expect(recorded.status == .success, "\(recorded.stdout)\n\(recorded.stderr)")
  }

  /// Two tests whose calls have the same text; each makes a pending change.
  static let twins = """
    import Testing
    import InlineTextSnapshots

    @Test func first() {
      let output = ["a"].joined()
      expectInlineSnapshot(of: output, as: .lines)
    }

    @Test func second() {
      let output = ["b"].joined()
      expectInlineSnapshot(of: output, as: .lines)
    }

    """

  @Test("Defect 1: a deleted test's change is refused, naming it, and never lands in its twin")
  func deletedTwin() async throws {
    defer { try? FileManager.default.removeItem(at: tests) }
    try write(Self.twins, to: "TwinTests.swift")
    let run = try await swiftTest()
    #expect(run.status != .success)
    let status = try snapshots(["status"])
    #expect(
      status.stdout.contains(
        ".inline/InlineTests/TwinTests.swift-6-23 (test InlineTests/TwinTests/first())"))
    let second = Self.twins.replacingOccurrences(
      of:
        "@Test func first() {\n  let output = [\"a\"].joined()\n  expectInlineSnapshot(of: output, as: .lines)\n}\n\n",
      with: "")
    try write(second, to: "TwinTests.swift")
    let refused = try snapshots(["accept", ".inline/InlineTests/TwinTests.swift-6-23"])
    #expect(refused.status == .failure)
    #expect(
      refused.stderr.contains(
        "the test InlineTests/TwinTests/first() that recorded this change is gone"))
    #expect(try read("TwinTests.swift") == second)
    let accepted = try snapshots(["accept", ".inline/InlineTests/TwinTests.swift-11-23"])
    #expect(accepted.status == .success, "\(accepted.stderr)")
    #expect(try read("TwinTests.swift").contains("    \"\"\"\n    b\n    \"\"\""))
  }

  /// `Fake.t()` under a `#sourceLocation` directive that gives its call `Real.t()`'s
  /// place (line 6, column 25).
  func disguised(path: String) -> String {
    """
    import Testing
    import InlineTextSnapshots

    @Suite struct Real {
      @Test func t() {
        expectInlineSnapshot(of: "real", as: .lines)
      }
    }

    @Suite struct Fake {
    #sourceLocation(file: "\(path)", line: 5)
      @Test func t() {
        expectInlineSnapshot(of: "fake", as: .lines)
      }
    #sourceLocation()
    }

    """
  }

  /// A helper whose input is a trailing closure before its `matches:` snapshot.
  static let shout = """
    import Testing
    import InlineTextSnapshots

    func expectShout(
      _ input: () -> String, sourceLocation: SourceLocation = #_sourceLocation,
      matches expected: (() -> String)? = nil
    ) {
      expectInlineSnapshot(
        of: input().uppercased(), as: .lines, functionName: "expectShout",
        sourceLocation: sourceLocation, matches: expected)
    }

    @Suite struct Shout {
      @Test func shout() {
        expectShout() { "same" } matches: { "same" }
      }
    }

    """

  @Test("Proofs 2 and 3: a #sourceLocation twin and a helper's input closure are never written")
  func provenWrites() async throws {
    defer { try? FileManager.default.removeItem(at: tests) }
    let source = disguised(path: tests.appendingPathComponent("Disguised.swift").path)
    try write(source, to: "Disguised.swift")
    let fake = try await swiftTest(arguments: ["--filter", "Fake"])
    #expect(fake.status != .success)
    #expect(
      fake.stdout.contains(
        "lies in the body of another test than InlineTests/Fake/t(), which recorded the change"),
      "\(fake.stdout)")
    #expect(try snapshots(["status"]).stdout.hasPrefix("No pending snapshots."))
    #expect(try read("Disguised.swift") == source)
    try write(Self.shout, to: "Shout.swift")
    let run = try await swiftTest()
    #expect(run.status != .success)
    // Not even `Real.t()`'s own call: the directive could have moved any call of the file.
    #expect(
      run.stdout.contains("the file has a #sourceLocation directive on line 11"), "\(run.stdout)")
    let accepted = try snapshots(["accept", "--all"])
    #expect(accepted.status == .success, "\(accepted.stderr)")
    #expect(try read("Disguised.swift") == source)
    let text = try read("Shout.swift")
    #expect(
      text.contains(
        "expectShout() { \"same\" } matches: {\n      \"\"\"\n      SAME\n      \"\"\"\n    }"),
      "\(text)")
  }

  @Test("Defect 2: a file edited after the build is refused with rebuild and run again")
  func editedAfterBuild() async throws {
    defer { try? FileManager.default.removeItem(at: tests) }
    try write(Self.twins, to: "TwinTests.swift")
    let built = try build()
    #expect(built.status == .success, "\(built.stdout)\n\(built.stderr)")
    let swapped = Self.twins.replacingOccurrences(of: "[\"a\"]", with: "[\"x\"]")
      .replacingOccurrences(of: "[\"b\"]", with: "[\"a\"]")
      .replacingOccurrences(of: "[\"x\"]", with: "[\"b\"]")
    try write(swapped, to: "TwinTests.swift")
    let run = try await swiftTest(record: "missing", arguments: ["--skip-build"])
    #expect(run.status != .success)
    #expect(
      run.stdout.contains(
        "TwinTests.swift changed after it was compiled into the test binary"), "\(run.stdout)")
    #expect(run.stdout.contains("Rebuild and run again."))
    #expect(try read("TwinTests.swift") == swapped)
    #expect(try snapshots(["status"]).stdout.hasPrefix("No pending snapshots."))
    // Built again, then touched but unchanged and built once more, which compiles the
    // file without relinking: the run records each value into the test that made it.
    #expect(try build().status == .success)
    try Data(swapped.utf8).write(to: tests.appendingPathComponent("TwinTests.swift"))
    #expect(try build().status == .success)
    let recorded = try await swiftTest(record: "missing", arguments: ["--skip-build"])
    #expect(recorded.stdout.contains("Recorded inline snapshot"), "\(recorded.stdout)")
    let text = try read("TwinTests.swift")
    #expect(
      text.contains(
        "[\"b\"].joined()\n  expectInlineSnapshot(of: output, as: .lines) {\n    \"\"\"\n    b\n"))
    #expect(
      text.contains(
        "[\"a\"].joined()\n  expectInlineSnapshot(of: output, as: .lines) {\n    \"\"\"\n    a\n"))
  }

  @Test("Proof 1: an editor's swap file made beside the test file after the build refuses nothing")
  func swapFileAfterBuild() async throws {
    defer { try? FileManager.default.removeItem(at: tests) }
    try write(Self.twins, to: "TwinTests.swift")
    let built = try build()
    #expect(built.status == .success, "\(built.stdout)\n\(built.stderr)")
    // vim makes `.TwinTests.swift.swp` beside the file it edits, which moves the folder's
    // status change time past the build.
    try write("swap", to: ".TwinTests.swift.swp")
    let recorded = try await swiftTest(record: "missing", arguments: ["--skip-build"])
    #expect(recorded.stdout.contains("Recorded inline snapshot"), "\(recorded.stdout)")
    #expect(!recorded.stdout.contains("(proof 1)"), "\(recorded.stdout)")
    let text = try read("TwinTests.swift")
    #expect(
      text.contains(
        "[\"a\"].joined()\n  expectInlineSnapshot(of: output, as: .lines) {\n    \"\"\"\n    a\n"),
      "\(text)")
  }

  @Test("Proof 1: a file edited, set back to its old time and relinked by another file is refused")
  func backDatedThenRelinked() async throws {
    defer { try? FileManager.default.removeItem(at: tests) }
    try write(Self.twins, to: "TwinTests.swift")
    try write("func other() -> Int { 1 }\n", to: "Other.swift")
    #expect(try build().status == .success)
    let file = tests.appendingPathComponent("TwinTests.swift").path
    let files = FileManager.default
    let old = try #require(files.attributesOfItem(atPath: file)[.modificationDate] as? Date)
    let swapped = Self.twins.replacingOccurrences(of: "[\"a\"]", with: "[\"x\"]")
      .replacingOccurrences(of: "[\"b\"]", with: "[\"a\"]")
      .replacingOccurrences(of: "[\"x\"]", with: "[\"b\"]")
    try Data(swapped.utf8).write(to: URL(fileURLWithPath: file))
    try files.setAttributes([.modificationDate: old], ofItemAtPath: file)
    // Another file's change relinks the binary; the back-dated file is not compiled again.
    try write("func other() -> Int { 2 }\n", to: "Other.swift")
    #expect(try build().status == .success)
    let run = try await swiftTest(record: "missing", arguments: ["--skip-build"])
    #expect(run.status != .success)
    #expect(
      run.stdout.contains(
        "TwinTests.swift changed after it was compiled into the test binary"), "\(run.stdout)")
    #expect(try read("TwinTests.swift") == swapped)
    #expect(try snapshots(["status"]).stdout.hasPrefix("No pending snapshots."))
  }

  /// A helper called from `outer`, which one test runs and another reaches only in a
  /// branch never taken, handing in outer's place by hand (line 15, column 16).
  static let deadCode = """
    import Testing
    import InlineTextSnapshots

    func expectUsage(
      _ tool: String, sourceLocation: SourceLocation = #_sourceLocation,
      matches expected: (() -> String)? = nil
    ) {
      expectInlineSnapshot(
        of: "USAGE: \\(tool)\\n", as: .lines, functionName: "expectUsage",
        sourceLocation: sourceLocation, matches: expected)
    }

    func outer(_ really: Bool) {
      if really {
        expectUsage("outer")
      }
    }

    @Test func usesOuter() {
      outer(true)
    }

    @Test func forged() {
      if Bool.random() && false { outer(false) }
      expectInlineSnapshot(
        of: "FORGED\\n", as: .lines, functionName: "expectUsage",
        sourceLocation: SourceLocation(
          fileID: "InlineTests/DeadCode.swift", filePath: #filePath, line: 15, column: 16))
    }

    """

  @Test("Proof 2: a hand-made place at a helper's call only dead code reaches is not written")
  func deadCodeReach() async throws {
    defer { try? FileManager.default.removeItem(at: tests) }
    try write(Self.deadCode, to: "DeadCode.swift")
    let forged = try await swiftTest(record: "all", arguments: ["--filter", "forged"])
    #expect(forged.status != .success)
    #expect(
      forged.stdout.contains(
        "no frame of the call stack of the assertion that InlineTests/DeadCode/forged() made is "
          + "at the call on line 15 (its name at column 5)"), "\(forged.stdout)")
    #expect(try read("DeadCode.swift") == Self.deadCode)
    #expect(try snapshots(["status"]).stdout.hasPrefix("No pending snapshots."))
    // The test that runs outer records into its call.
    let used = try await swiftTest(record: "all", arguments: ["--filter", "usesOuter"])
    #expect(used.stdout.contains("Recorded inline snapshot"), "\(used.stdout)")
    #expect(
      try read("DeadCode.swift").contains(
        "expectUsage(\"outer\", matches: {\n      \"\"\"\n      USAGE: outer\n"))
  }

  /// The fourth adopter's wrong writes: a helper's hand-made place beside the running call
  /// on its line (F2), a hand-made place at a call in a branch never taken (F3), and a
  /// suite in another file under `#sourceLocation` (F4); and calls that did run, in a test's
  /// body, after an `await`, and through a helper, which are written.
  static let forgedPlaces = """
    import Testing
    import InlineTextSnapshots

    func expectHelp(
      _ text: String, sourceLocation: SourceLocation = #_sourceLocation,
      matches expected: (() -> String)? = nil
    ) {
      expectInlineSnapshot(
        of: text + "\\n", as: .lines, functionName: "expectHelp", sourceLocation: sourceLocation,
        matches: expected)
    }

    func twoHelps(_ which: Bool) {
      if which { expectHelp("alpha") } else { expectHelp("beta", sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: 24)) }
    }

    @Suite struct Forged {
      @Test func sameLine() {
        twoHelps(false)
      }

      @Test func deadBranch() {
        if Bool.random() && false {
          expectInlineSnapshot(of: "real\\n", as: .lines)
        }
        expectInlineSnapshot(of: "evil\\n", as: .lines, sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: #line - 2, column: 27))
      }

      @Test func ran() async {
        await Task.yield()
        expectInlineSnapshot(of: "ran\\n", as: .lines)
        expectHelp("gamma")
      }
    }

    """

  /// A suite with a disabled test, and its `private` twin in another file whose
  /// `#sourceLocation` gives it the first one's file and places.
  static let victim = """
    import Testing
    import InlineTextSnapshots

    private struct Twin {
      @Test(.disabled("kept off")) func t() {
        expectInlineSnapshot(of: "victim\\n", as: .lines)
      }
    }

    """

  static func attack(victim path: String) -> String {
    """
    import Testing
    import InlineTextSnapshots
    #sourceLocation(file: "\(path)", line: 4)
    private struct Twin {
     @Test func t() {
        expectInlineSnapshot(of: "attack\\n", as: .lines)
      }
    }
    #sourceLocation()

    """
  }

  /// An assertion in a detached task, which runs with no current test.
  static let detached = """
    import Testing
    import InlineTextSnapshots

    @Test func late() async {
      await Task.detached {
        expectInlineSnapshot(of: "late\\n", as: .lines)
      }.value
    }

    """

  @Test("Adopter 4: a write into a call that did not run is refused, by the call stack")
  func stackProof() async throws {
    defer { try? FileManager.default.removeItem(at: tests) }
    let victimPath = tests.appendingPathComponent("Victim.swift").path
    let attack = Self.attack(victim: victimPath)
    try write(Self.forgedPlaces, to: "Forged.swift")
    try write(Self.victim, to: "Victim.swift")
    try write(attack, to: "AttackLoc.swift")
    try write(Self.detached, to: "Late.swift")
    let run = try await swiftTest(record: "missing")
    #expect(run.status != .success)
    let out = run.stdout
    #expect(Self.failed(run).isSuperset(of: ["sameLine()", "deadBranch()", "t()"]), "\(out)")
    for (test, line, column) in [("sameLine()", 14, 14), ("deadBranch()", 24, 7)] {
      #expect(
        out.contains(
          "no frame of the call stack of the assertion that InlineTests/Forged/\(test) made is "
            + "at the call on line \(line) (its name at column \(column))"), "\(out)")
    }
    #expect(
      out.contains(
        "the function whose frame of the call stack is at the call on line 6 was not compiled "
          + "from Victim.swift"), "\(out)")
    // The detached assertion records nothing and says so once.
    let refusal = "no test is running this assertion (it ran in a detached task"
    #expect(out.components(separatedBy: refusal).count == 2, "\(out)")
    #expect(!out.contains("Recorded inline snapshot at InlineTests/Late.swift"), "\(out)")
    #expect(try read("Victim.swift") == Self.victim)
    #expect(try read("AttackLoc.swift") == attack)
    #expect(try read("Late.swift") == Self.detached)
    let forged = try read("Forged.swift")
    #expect(forged.contains("expectInlineSnapshot(of: \"real\\n\", as: .lines)\n"), "\(forged)")
    #expect(forged.contains("expectInlineSnapshot(of: \"ran\\n\", as: .lines) {"), "\(forged)")
    #expect(forged.contains("expectHelp(\"gamma\", matches: {"), "\(forged)")
    #expect(forged.contains("if which { expectHelp(\"alpha\") } else"), "\(forged)")
    #expect(!forged.contains("    beta\n") && !forged.contains("    evil\n"), "\(forged)")
    #expect(try unparsable().isEmpty)
  }

  /// The seventh adopter's N1: `expectPair` comes from the PairHelpers package, which the
  /// library does not read, and the test target declares an `expectPair` for numbers with
  /// `matches` before `b`; and a function of the kit's name in the test target, whose first
  /// closure parameter is not `matches`.
  static let decoys = """
    import InlineTextSnapshots
    import PairHelpers
    import Testing

    // An overload for numbers, used by other tests.
    func expectPair(
      _ a: Int, sourceLocation: SourceLocation = #_sourceLocation,
      matches: (() -> String)? = nil, _ b: String = ""
    ) {}

    func expectInlineSnapshot(
      of value: String, as strategy: Snapshotting<String, String>,
      transform: ((String) -> String)? = nil, sourceLocation: SourceLocation = #_sourceLocation,
      matches: (() -> String)? = nil
    ) {
      InlineTextSnapshots.expectInlineSnapshot(
        of: transform?(value) ?? value, as: strategy, sourceLocation: sourceLocation,
        matches: matches)
    }

    @Test func pair() {
      expectPair("x", "y")
    }

    @Test func shadowed() {
      expectInlineSnapshot(of: "s", as: .lines)
    }

    """

  @Test(
    "N1: a helper from another package beside a decoy in the test target, and a function of the kit's name there, are refused, and the file still builds"
  )
  func decoysRefused() async throws {
    defer { try? FileManager.default.removeItem(at: tests) }
    try write(Self.decoys, to: "Decoys.swift")
    let run = try await swiftTest(record: "all")
    #expect(run.status != .success)
    #expect(Self.failed(run) == ["pair()", "shadowed()"], "\(run.stdout)")
    #expect(
      run.stdout.contains(
        "the call to expectPair on line 22 has no snapshot yet, and the function it ran, "
          + "expectPair(_:_:sourceLocation:matches:), is not expectPair(_:sourceLocation:matches:_:) "
          + "declared in .generated/InlineTests/Decoys.swift, whose parameters would place it"),
      "\(run.stdout)")
    #expect(
      run.stdout.contains(
        "the call to expectInlineSnapshot on line 26 has no snapshot yet, and the function it "
          + "ran, expectInlineSnapshot(of:as:transform:sourceLocation:matches:), is not the kit's "
          + "expectInlineSnapshot, whose parameters would place it"), "\(run.stdout)")
    #expect(try read("Decoys.swift") == Self.decoys)
    #expect(try snapshots(["status"]).stdout.hasPrefix("No pending snapshots."))
    #expect(try build().status == .success)
    // Written by hand, the place holds the value the run records.
    let placed = Self.decoys.replacingOccurrences(
      of: "expectPair(\"x\", \"y\")", with: "expectPair(\"x\", \"y\", matches: { \"\" })")
    try write(placed, to: "Decoys.swift")
    let recorded = try await swiftTest(record: "all", arguments: ["--filter", "pair"])
    #expect(recorded.stdout.contains("Recorded inline snapshot"), "\(recorded.stdout)")
    #expect(try read("Decoys.swift").contains("    x|y\n"))
    #expect(try unparsable().isEmpty)
    #expect(try build().status == .success)
  }

  /// A helper of the package's support module `InlineSupport`, whose `matches` comes before
  /// `loud` (the module's excluded `Support/Decoy/Package.swift` declares one whose
  /// `matches` comes after it, which no module compiles); and calls qualified by their
  /// module, of the kit and of that helper, on one line, across a line break or around a
  /// comment.
  static let supportCalls = """
    import InlineSupport
    import InlineTextSnapshots
    import Testing

    @Test func greet() {
      expectGreeting(for: "Ada", loud: true)
    }

    @Test func qualifiedKit() {
      InlineTextSnapshots.expectInlineSnapshot(of: "q", as: .lines)
    }

    @Test func qualifiedHelper() {
      InlineSupport.expectGreeting(for: "Bo")
    }

    @Test func splitKit() {
      InlineTextSnapshots
        .expectInlineSnapshot(of: "s", as: .lines)
    }

    @Test func commentHelper() {
      InlineSupport/* c */.expectGreeting(for: "Cy")
    }

    """

  @Test(
    "Issue 40: a support module's helper (a decoy no module compiles not counted) and qualified calls record, are accepted and pass"
  )
  func supportModule() async throws {
    defer { try? FileManager.default.removeItem(at: tests) }
    try write(Self.supportCalls, to: "Support.swift")
    let failing = try await swiftTest()
    #expect(failing.status != .success)
    #expect(
      Self.failed(failing) == [
        "greet()", "qualifiedKit()", "qualifiedHelper()", "splitKit()", "commentHelper()",
      ],
      "\(failing.stdout)")
    #expect(!failing.stdout.contains("Cannot write"), "\(failing.stdout)")
    let accept = try snapshots(["accept", "--all"])
    #expect(accept.status == .success, "\(accept.stdout)\n\(accept.stderr)")
    let written = try read("Support.swift")
    #expect(
      written.contains(
        "  expectGreeting(for: \"Ada\", matches: {\n    \"\"\"\n    Hello, Ada!\n\n    \"\"\"\n  }, loud: true)"
      ), "\(written)")
    #expect(
      written.contains("  InlineTextSnapshots.expectInlineSnapshot(of: \"q\", as: .lines) {\n"),
      "\(written)")
    #expect(
      written.contains("  InlineSupport.expectGreeting(for: \"Bo\", matches: {\n"), "\(written)")
    #expect(
      written.contains(
        "  InlineTextSnapshots\n    .expectInlineSnapshot(of: \"s\", as: .lines) {\n"),
      "\(written)")
    #expect(
      written.contains("  InlineSupport/* c */.expectGreeting(for: \"Cy\", matches: {\n"),
      "\(written)")
    #expect(try unparsable().isEmpty)
    let passing = try await swiftTest()
    #expect(passing.status == .success, "\(passing.stdout)\n\(passing.stderr)")
  }

  @Test("Defect 4: a change announced before a trap, or before SIGKILL, is there to accept")
  func trapAfterFailure() async throws {
    defer { try? FileManager.default.removeItem(at: tests) }
    let source = """
      import Foundation
      import Testing
      import InlineTextSnapshots

      @Suite struct CrashTests {
        @Test func a() {
          expectInlineSnapshot(of: "announced", as: .lines)
          if ProcessInfo.processInfo.environment["KILL"] == "1" {
            kill(getpid(), SIGKILL)
          }
          let empty: [Int] = []
          _ = empty[1]
        }
      }

      """
    try write(source, to: "CrashTests.swift")
    for kill in ["0", "1"] {
      var environment = environment
      environment["KILL"] = kill
      let run = try await BuiltProduct.swiftTest(in: package, environment: environment)
      #expect(run.status != .success)
      // What SIGKILL cuts off is the output not yet flushed, not the change.
      if kill == "0" {
        #expect(
          run.stdout.contains(
            "Pending change written to Snapshots/.inline/InlineTests/CrashTests.swift-7-25.new."))
      }
      let status = try snapshots(["status"])
      #expect(
        status.stdout.contains(
          ".inline/InlineTests/CrashTests.swift-7-25 (test InlineTests/CrashTests/a())"),
        "\(status.stdout)")
    }
    let accepted = try snapshots(["accept", ".inline/InlineTests/CrashTests.swift-7-25"])
    #expect(accepted.status == .success, "\(accepted.stderr)")
    #expect(try read("CrashTests.swift").contains("      \"\"\"\n      announced\n      \"\"\""))
  }

  @Test(
    "The corpus: recorded and accepted with the real tools, every file parses, builds and passes")
  func corpus() async throws {
    defer { try? FileManager.default.removeItem(at: tests) }
    var originals: [String: String] = [:]
    for (name, text) in try InlineCorpusTests.variants(threeWays: { _ in true }) {
      // Each variant is a file of its own, its suites renamed so they do not clash.
      let suffix = name.contains("(CRLF)") ? "CRLF" : name.contains("(BOM)") ? "BOM" : ""
      var renamed = text
      for suite in [
        "CorpusLayouts", "CorpusContexts", "CorpusClosures", "CorpusHelpers", "CorpusTwins",
        "CorpusTabs",
      ] {
        renamed = renamed.replacingOccurrences(
          of: "struct \(suite) ", with: "struct \(suite)\(suffix) ")
      }
      if !suffix.isEmpty {
        for helper in ["expectCorpusGreeting", "CorpusLines", "corpusLines"] {
          renamed = renamed.replacingOccurrences(of: helper, with: helper + suffix)
        }
      }
      let file =
        name.split(separator: " ").first.map {
          String($0.dropLast(".swift".count)) + suffix + ".swift"
        } ?? name
      originals[file] = renamed
      try write(renamed, to: file)
    }
    // The tests that still fail are exactly those whose names say they are refused.
    let refused = Set(
      originals.values.flatMap { text in
        text.split(separator: "func refused").dropFirst().map {
          "refused" + $0.prefix { $0 != "(" }
        }
      })
    func failing(_ run: RunResult) -> Set<String> {
      Set(Self.failed(run).map { String($0.prefix { $0 != "(" }) })
    }
    let recording = try await swiftTest(record: "all")
    #expect(recording.status != .success)
    #expect(try unparsable() == [:])
    let verified = try await swiftTest()
    #expect(failing(verified) == refused, "\(verified.stdout.suffix(6_000))")

    for (file, text) in originals { try write(text, to: file) }
    _ = try snapshots(["reject", "--all"])
    let pending = try await swiftTest()
    #expect(pending.status != .success)
    let accepted = try snapshots(["accept", "--all"])
    #expect(accepted.status == .success, "\(accepted.stderr)")
    #expect(try unparsable() == [:])
    let passing = try await swiftTest()
    #expect(failing(passing) == refused, "\(passing.stdout.suffix(6_000))")
  }
}
