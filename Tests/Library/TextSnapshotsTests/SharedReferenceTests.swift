import Foundation
import TestSupport
import Testing

@testable import TextSnapshots

/// Two tests whose names map to one reference, seen by runs filtered to one of them.
@Suite("Two tests that make one reference")
struct SharedReferenceTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder("text-snapshots")
    try folder.write("// swift-tools-version: 6.0\n", to: "Package.swift")
  }

  static let topLevel = """
    @Test func parses() {
      expectSnapshot(of: "top-level parses\\n", as: .lines)
    }

    """
  static let suite = """
    @Suite struct Parsing {
      @Test func parses() {
        expectSnapshot(of: "suite parses\\n", as: .lines)
      }
    }

    """

  /// Checks `value` as the test declared as `declaration` in `file` would.
  func check(
    _ value: String, as declaration: String, in file: String, named: String? = nil,
    suite: String = "Parsing", function: String = "parses"
  ) -> [String] {
    var test = SnapshotTestIdentity(target: "AppTests", suite: suite, function: function)
    test.declaration = declaration
    test.module = "AppTests"
    test.filePath = "\(folder.path)/Tests/AppTests/\(file)"
    return SnapshotAssertion(
      diffing: Snapshotting<String, String>.lines.diffing,
      settings: folder.settings(), test: test, isParameterised: false, named: named,
      record: nil,
      sourceLocation: SourceLocation(
        fileID: "AppTests/Parsing.swift", filePath: "\(folder.path)/Tests/AppTests/Parsing.swift",
        line: 2, column: 3)
    ).verify(value).issues
  }

  static let clash =
    "/AppTests/Parsing/parses.txt is the reference of more than one test: "

  @Test("A top-level test and a suite of its file's name: neither compares, records nor deletes")
  func topLevelAndSuite() throws {
    try folder.write(Self.topLevel, to: "Tests/AppTests/Parsing.swift")
    try folder.write(Self.suite, to: "Tests/AppTests/ParsingSuite.swift")
    let missing = check("suite parses\n", as: "Parsing.parses()", in: "ParsingSuite.swift")
    #expect(
      missing == [
        "\(folder.path)\(Self.clash)Parsing.parses() (this one) and parses() in "
          + "Parsing.swift all make it, so this test neither compares against it, records it "
          + "nor deletes its pending file. Rename one of the tests, or give its assertion a "
          + "distinct 'named:'."
      ])
    #expect(!folder.snapshotFiles().contains { $0.hasPrefix("AppTests/") })
    // The suite's reference and pending change, from before the top-level test was added.
    try folder.write("suite parses\n", to: "AppTests/Parsing/parses.txt")
    try folder.write("suite parses, v2\n", to: "AppTests/Parsing/parses.txt.new")
    for value in ["top-level parses\n", "suite parses\n"] {
      let issues = check(value, as: "parses() in Parsing.swift", in: "Parsing.swift")
      #expect(issues.count == 1)
      #expect(
        issues.first?.contains(
          "\(Self.clash)parses() in Parsing.swift (this one) and Parsing.parses() all make it")
          == true, "\(issues)")
    }
    #expect(folder.read("AppTests/Parsing/parses.txt") == "suite parses\n")
    #expect(folder.read("AppTests/Parsing/parses.txt.new") == "suite parses, v2\n")
  }

  /// Checks `value` as the test `testName` of the suite `Menu`, in a run of its own (a
  /// filtered run, which sees no other assertion).
  func check(
    _ value: String, test testName: String, named: String? = nil,
    record: SnapshotRecordMode? = nil
  ) -> [String] {
    var test = SnapshotTestIdentity(target: "AppTests", suite: "Menu", testName: testName)
    test.declaration = "Menu.\(testName)"
    test.module = "AppTests"
    test.filePath = "\(folder.path)/Tests/AppTests/Menu.swift"
    return SnapshotAssertion(
      diffing: Snapshotting<String, String>.lines.diffing,
      settings: folder.settings(record: record), test: test, isParameterised: false,
      named: named, record: nil,
      sourceLocation: SourceLocation(
        fileID: "AppTests/Menu.swift", filePath: "\(folder.path)/Tests/AppTests/Menu.swift",
        line: 2, column: 3),
      registry: SnapshotRegistry()
    ).verify(value).issues
  }

  /// Two names of one kind that differ only in normalisation: `é` composed, then `e` and
  /// a combining accent.
  struct Twins: Sendable, CustomTestStringConvertible {
    var kind: String
    var first: (test: String, named: String?)
    var second: (test: String, named: String?)
    /// The file both map to, below the snapshots folder.
    var file: String
    /// How the refusal names the owner and the other, scalars shown.
    var owner: String
    var other: String
    var testDescription: String { kind }
  }

  static let twins = [
    Twins(
      kind: "function names", first: ("caf\u{E9}()", nil), second: ("cafe\u{301}()", nil),
      file: "AppTests/Menu/caf\u{E9}.txt", owner: "'Menu.caf<U+00E9>()'",
      other: "'Menu.cafe<U+0301>()'"),
    Twins(
      kind: "raw identifiers", first: ("`caf\u{E9} au lait`()", nil),
      second: ("`cafe\u{301} au lait`()", nil), file: "AppTests/Menu/caf\u{E9}-au-lait.txt",
      owner: "'Menu.`caf<U+00E9> au lait`()'", other: "'Menu.`cafe<U+0301> au lait`()'"),
    Twins(
      kind: "named: values", first: ("order()", "caf\u{E9}"), second: ("order()", "cafe\u{301}"),
      file: "AppTests/Menu/order.caf\u{E9}.txt",
      owner: "'Menu.order()' (named: \"caf<U+00E9>\")",
      other: "'Menu.order()' (named: \"cafe<U+0301>\")"),
  ]

  @Test(
    "Names that differ only in normalisation share no reference across filtered runs",
    arguments: twins)
  func normalisationTwins(_ twins: Twins) throws {
    let sources = [twins.first.test, twins.second.test].map { "  @Test func \($0) {}\n" }
    try folder.write(
      "@Suite struct Menu {\n" + sources.joined() + "}\n", to: "Tests/AppTests/Menu.swift")
    let recorded = check(
      "first\n", test: twins.first.test, named: twins.first.named, record: .missing)
    #expect(recorded == ["Recorded snapshot at \(folder.path)/\(twins.file); re-run to verify."])
    // The owner is recorded as written, composed `é` and all.
    let line =
      (twins.file.split(separator: "/").last ?? "") + "\tMenu." + twins.first.test
      + (twins.first.named.map { "\t" + $0 } ?? "") + "\n"
    #expect(
      folder.read("AppTests/Menu/.owners").map { Array($0.utf8) }
        == Array((ReferenceOwners.header + line).utf8))
    let refusal =
      "\(folder.path)/\(twins.file) is the reference of the test \(twins.owner), which "
      + "recorded it; this test, \(twins.other), maps to the same file, so it neither compares "
      + "against it, records it nor deletes its pending file. The two differ only in Unicode "
      + "normalisation (<U+XXXX> shows each scalar), which file names do not keep. Give this "
      + "assertion a distinct 'named:', or rename the test. If \(twins.owner) no longer "
      + "makes this snapshot, delete \(folder.path)/\(twins.file) and run this test again to "
      + "record it as its own."
    // The other's value matches the reference, or does not; either way it is not its own.
    for (value, mode) in [("first\n", nil), ("second\n", nil), ("second\n", .all)]
      as [(String, SnapshotRecordMode?)]
    {
      let issues = check(value, test: twins.second.test, named: twins.second.named, record: mode)
      #expect(issues == [refusal], "\(value) \(String(describing: mode))")
    }
    #expect(folder.snapshotFiles().filter { $0.hasPrefix("AppTests/") } == [twins.file])
    #expect(folder.read(twins.file) == "first\n")
    #expect(check("first\n", test: twins.first.test, named: twins.first.named).isEmpty)
  }

  @Test("Tests recording in parallel in one folder each keep their owner's line")
  func parallelOwners() async throws {
    let names = (0..<40).map { "case\($0)" }
    await withTaskGroup(of: Void.self) { group in
      for name in names {
        group.addTask { _ = check("x\n", test: "order()", named: name, record: .missing) }
      }
    }
    let owners = ReferenceOwners.parse(folder.read("AppTests/Menu/.owners") ?? "")
    #expect(owners.keys.sorted() == names.map { "order.\($0).txt" }.sorted())
  }

  @Test("A raw identifier's file name is in NFC however it was typed, and reads as written")
  func rawIdentifierInNFC() {
    for written in ["caf\u{E9} au lait", "cafe\u{301} au lait"] {
      let name = SnapshotTestIdentity.rawFileName(written)
      #expect(Array(name.unicodeScalars) == Array("caf\u{E9}-au-lait".unicodeScalars))
    }
    let hashed = ["caf\u{E9}: au lait", "cafe\u{301}: au lait"].map(
      SnapshotTestIdentity.rawFileName)
    #expect(hashed[0].unicodeScalars.elementsEqual(hashed[1].unicodeScalars))
    #expect(hashed[0].hasPrefix("caf\u{E9}_-au-lait-"))
  }

  /// The suite's reference, with the suite's test recorded as its owner.
  func recordedBySuite() throws {
    try folder.write("suite parses\n", to: "AppTests/Parsing/parses.txt")
    try folder.write(
      ReferenceOwners.header + "parses.txt\tParsing.parses()\n", to: "AppTests/Parsing/.owners")
  }

  @Test("The test that recorded a reference owns it: another that makes it fails, matching or not")
  func ownerIsExplicit() throws {
    try folder.write(Self.topLevel, to: "Tests/AppTests/Parsing.swift")
    try folder.write(Self.suite, to: "Tests/AppTests/ParsingSuite.swift")
    try recordedBySuite()
    let refusal =
      "\(folder.path)/AppTests/Parsing/parses.txt is the reference of the test "
      + "'Parsing.parses()', which recorded it; this test, 'parses() in Parsing.swift', maps "
      + "to the same file, so it neither compares against it, records it nor deletes its "
      + "pending file. Give this assertion a distinct 'named:', or rename the test. If "
      + "'Parsing.parses()' no longer makes this snapshot, delete \(folder.path)/AppTests/"
      + "Parsing/parses.txt and run this test again to record it as its own."
    for value in ["suite parses\n", "top-level parses\n"] {
      #expect(check(value, as: "parses() in Parsing.swift", in: "Parsing.swift") == [refusal])
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path("AppTests/Parsing/parses.txt.new")))
    // The owner compares, and writes its change, though the sources show the other too.
    #expect(check("suite parses\n", as: "Parsing.parses()", in: "ParsingSuite.swift").isEmpty)
    let changed = check("suite parses, v2\n", as: "Parsing.parses()", in: "ParsingSuite.swift")
    #expect(changed.first?.hasPrefix("Snapshot does not match reference") == true, "\(changed)")
    #expect(folder.read("AppTests/Parsing/parses.txt.new") == "suite parses, v2\n")
  }

  @Test("An owner the sources no longer declare owns nothing: the test that makes its file does")
  func goneOwner() throws {
    try folder.write(Self.topLevel, to: "Tests/AppTests/Parsing.swift")
    try recordedBySuite()
    let issues = check("top-level parses\n", as: "parses() in Parsing.swift", in: "Parsing.swift")
    #expect(issues.first?.hasPrefix("Snapshot does not match reference") == true, "\(issues)")
    #expect(folder.read("AppTests/Parsing/parses.txt.new") == "top-level parses\n")
    #expect(
      folder.read("AppTests/Parsing/.owners")
        == ReferenceOwners.header + "parses.txt\tparses() in Parsing.swift\n")
  }

  /// Writes the suite into a folder outside the target, reached from it through the
  /// symbolic link `Tests/AppTests/Linked`, whose folder links back up to the target.
  func linkSuite() throws {
    try folder.write(Self.suite, to: "Elsewhere/ParsingSuite.swift")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("Tests/AppTests/Linked"), withDestinationPath: folder.path("Elsewhere"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("Elsewhere/Loop"), withDestinationPath: folder.path("Tests/AppTests"))
  }

  @Test("An owner declared in a folder reached through a symbolic link keeps its reference")
  func ownerInLinkedFolder() throws {
    try folder.write(Self.topLevel, to: "Tests/AppTests/Parsing.swift")
    try linkSuite()
    try recordedBySuite()
    for value in ["top-level parses\n", "suite parses\n"] {
      let issues = check(value, as: "parses() in Parsing.swift", in: "Parsing.swift")
      #expect(
        issues.first?.hasPrefix(
          "\(folder.path)/AppTests/Parsing/parses.txt is the reference of the test "
            + "'Parsing.parses()', which recorded it; this test, 'parses() in Parsing.swift'")
          == true, "\(issues)")
    }
    #expect(folder.read("AppTests/Parsing/parses.txt") == "suite parses\n")
    #expect(!folder.exists("AppTests/Parsing/parses.txt.new"))
    #expect(
      folder.read("AppTests/Parsing/.owners")
        == ReferenceOwners.header + "parses.txt\tParsing.parses()\n")
    // The owner, run from its file through the link, is not a twin of itself.
    let owner = check("suite parses\n", as: "Parsing.parses()", in: "Linked/ParsingSuite.swift")
    #expect(owner.isEmpty, "\(owner)")
  }

  @Test("Two tests that make one reference are found when one is in a linked folder")
  func clashThroughLinkedFolder() throws {
    try folder.write(Self.topLevel, to: "Tests/AppTests/Parsing.swift")
    try linkSuite()
    let issues = check("top-level parses\n", as: "parses() in Parsing.swift", in: "Parsing.swift")
    #expect(
      issues == [
        "\(folder.path)\(Self.clash)parses() in Parsing.swift (this one) and Parsing.parses() "
          + "all make it, so this test neither compares against it, records it nor deletes its "
          + "pending file. Rename one of the tests, or give its assertion a distinct 'named:'."
      ])
    #expect(!folder.snapshotFiles().contains { $0.hasPrefix("AppTests/") })
  }

  @Test("Two private suites of one name in two files: neither compares, records nor deletes")
  func privateSuitesInTwoFiles() throws {
    let twin = Self.suite.replacingOccurrences(of: "@Suite struct", with: "@Suite private struct")
    try folder.write(twin, to: "Tests/AppTests/A.swift")
    try folder.write(
      twin.replacingOccurrences(of: "suite", with: "B"), to: "Tests/AppTests/B.swift")
    for (file, other) in [("A.swift", "B.swift"), ("B.swift", "A.swift")] {
      let issues = check("suite parses\n", as: "Parsing.parses()", in: file)
      #expect(
        issues.first?.contains(
          "\(Self.clash)Parsing.parses() in \(file) (this one) and Parsing.parses() in \(other) "
            + "all make it") == true, "\(issues)")
    }
    #expect(!folder.snapshotFiles().contains { $0.hasPrefix("AppTests/") })
    #expect(
      SourceTests(folder: "\(folder.path)/Tests/AppTests").makers(suite: "Parsing", stem: "parses")
        == ["Parsing.parses() in A.swift", "Parsing.parses() in B.swift"])
  }

  @Test("A test alone in the sources, or with a distinct literal name, makes its reference")
  func noClash() throws {
    try folder.write(Self.suite, to: "Tests/AppTests/ParsingSuite.swift")
    let named = Self.topLevel.replacingOccurrences(
      of: "as: .lines)", with: "as: .lines, named: \"top\")")
    try folder.write(named, to: "Tests/AppTests/Parsing.swift")
    let issues = check("suite parses\n", as: "Parsing.parses()", in: "ParsingSuite.swift")
    #expect(issues.first?.hasPrefix("No reference at ") == true, "\(issues)")
    #expect(folder.read("AppTests/Parsing/parses.txt.new") == "suite parses\n")
  }

  @Test("A test written `parses` in backticks is the test parses, one test, not a clash")
  func backtickedPlainIdentifier() throws {
    let backticked = Self.suite.replacingOccurrences(
      of: "func parses()", with: "func `parses`()")
    try folder.write(backticked, to: "Tests/AppTests/ParsingSuite.swift")
    let issues = check("suite parses\n", as: "Parsing.parses()", in: "ParsingSuite.swift")
    #expect(issues.first?.hasPrefix("No reference at ") == true, "\(issues)")
    #expect(folder.read("AppTests/Parsing/parses.txt.new") == "suite parses\n")
  }

  @Test(
    "A declared name is named as the run names it: backticks around an identifier or keyword are left out, a raw identifier keeps them",
    arguments: [
      ("`plain`", "plain"), ("`plain`(x:)", "plain(x:)"), ("plain()", "plain()"),
      ("`adds two`()", "`adds two`()"), ("`class`()", "class()"), ("`_a1`", "_a1"),
      ("`1a`", "`1a`"), ("`ж`()", "ж()"), ("`default`(`in`:)", "default(in:)"),
      ("`self`()", "`self`()"), ("`Self`()", "`Self`()"), ("`init`()", "`init`()"),
      ("`Type`()", "Type()"), ("`deinit`()", "deinit()"), ("`x`(`self`:)", "x(`self`:)"),
      ("`_`", "`_`"), ("`open", "`open"),
    ])
  func runtimeName(written: String, read: String) {
    #expect(SnapshotTestIdentity.runtimeName(written) == read)
  }

  @Test(
    "A suite type in backticks is named as the runtime names it: without them around any identifier or keyword",
    arguments: [
      ("`Plain8`.", "Plain8."), ("`raw suite 8`.", "`raw suite 8`."),
      ("Outer.`Inner`.", "Outer.Inner."), ("`Self`.`init`.`class`.", "Self.init.class."),
      ("`Outer8.Inner8`.", "`Outer8.Inner8`."),
    ])
  func runtimeTypeName(written: String, read: String) {
    #expect(SnapshotTestIdentity.runtimeName(written, isType: true) == read)
  }

  @Test("A test written `self` in backticks keeps them, as Swift Testing names it, and records")
  func backtickedSelf() throws {
    let source = Self.suite.replacingOccurrences(of: "func parses()", with: "func `self`()")
    try folder.write(source, to: "Tests/AppTests/ParsingSuite.swift")
    let issues = check(
      "suite parses\n", as: "Parsing.`self`()", in: "ParsingSuite.swift", function: "self")
    #expect(issues.first?.hasPrefix("No reference at ") == true, "\(issues)")
    #expect(folder.read("AppTests/Parsing/self.txt.new") == "suite parses\n")
  }

  @Test(
    "A test written as a keyword in backticks is that plain name, one test, and records",
    arguments: ["class", "default"])
  func backtickedKeyword(keyword: String) throws {
    let source = Self.suite.replacingOccurrences(of: "func parses()", with: "func `\(keyword)`()")
    try folder.write(source, to: "Tests/AppTests/ParsingSuite.swift")
    // Swift Testing names the test `class()`, without backticks.
    let issues = check(
      "suite parses\n", as: "Parsing.\(keyword)()", in: "ParsingSuite.swift", function: keyword)
    #expect(issues.first?.hasPrefix("No reference at ") == true, "\(issues)")
    #expect(folder.read("AppTests/Parsing/\(keyword).txt.new") == "suite parses\n")
  }

  @Test("A suite written `Parsing` in backticks is the suite Parsing, not _Parsing_")
  func backtickedSuite() throws {
    let backticked = Self.suite.replacingOccurrences(
      of: "struct Parsing", with: "struct `Parsing`")
    let underscored = Self.suite.replacingOccurrences(
      of: "struct Parsing", with: "struct _Parsing_")
    try folder.write(backticked, to: "Tests/AppTests/ParsingSuite.swift")
    try folder.write(underscored, to: "Tests/AppTests/Underscored.swift")
    let sources = SourceTests(folder: "\(folder.path)/Tests/AppTests")
    #expect(sources.makers(suite: "Parsing", stem: "parses") == ["Parsing.parses()"])
    #expect(sources.makers(suite: "_Parsing_", stem: "parses") == ["_Parsing_.parses()"])
    for (suite, file) in [("Parsing", "ParsingSuite.swift"), ("_Parsing_", "Underscored.swift")] {
      let issues = check("suite parses\n", as: "\(suite).parses()", in: file, suite: suite)
      #expect(issues.first?.hasPrefix("No reference at ") == true, "\(issues)")
      #expect(folder.read("AppTests/\(suite)/parses.txt.new") == "suite parses\n")
    }
  }

  @Test("A raw suite name and a plain one that file names keep alike are reported as a clash")
  func rawSuiteClash() throws {
    let raw = Self.suite.replacingOccurrences(of: "struct Parsing", with: "struct `raw suite`")
    let plain = Self.suite.replacingOccurrences(of: "struct Parsing", with: "struct _raw_suite_")
    try folder.write(raw, to: "Tests/AppTests/Raw.swift")
    try folder.write(plain, to: "Tests/AppTests/Plain.swift")
    for (this, other, file) in [
      ("_raw_suite_", "`raw suite`", "Plain.swift"), ("`raw suite`", "_raw_suite_", "Raw.swift"),
    ] {
      let issues = check(
        "suite parses\n", as: "\(this).parses()", in: file, suite: "`raw suite`")
      #expect(
        issues.first?.contains(
          "/AppTests/_raw_suite_/parses.txt is the reference of more than one test: "
            + "\(this).parses() (this one) and \(other).parses() all make it") == true,
        "\(issues)")
    }
    #expect(!folder.snapshotFiles().contains { $0.hasPrefix("AppTests/") })
  }

  @Test(
    "An owners file with merge-conflict markers is refused, naming it, and nothing is compared or written",
    arguments: [false, true])
  func ownersConflict(referenceExists: Bool) throws {
    try folder.write(Self.suite, to: "Tests/AppTests/ParsingSuite.swift")
    if referenceExists { try folder.write("suite parses\n", to: "AppTests/Parsing/parses.txt") }
    let conflicted =
      ReferenceOwners.header + "<<<<<<< HEAD\nparses.txt\tParsing.parses()\n=======\n"
      + "parses.txt\tParsing.other()\n>>>>>>> branch\n"
    try folder.write(conflicted, to: "AppTests/Parsing/.owners")
    let issues = check("suite parses, v2\n", as: "Parsing.parses()", in: "ParsingSuite.swift")
    #expect(
      issues == [
        "\(folder.path)/AppTests/Parsing/.owners has an unresolved merge conflict (line 2 is a "
          + "conflict marker), so the tests that own this folder's snapshot files cannot be "
          + "told; nothing here was compared, recorded or deleted. Resolve the conflict in it, "
          + "keeping each file's line for the test that makes it now, then run the tests again."
      ])
    #expect(folder.read("AppTests/Parsing/.owners") == conflicted)
    #expect(!folder.exists("AppTests/Parsing/parses.txt.new"))
  }

  @Test(
    "Every control character in a name is escaped in .owners, which stays text and reads back exactly"
  )
  func ownersEscapeControlCharacters() {
    let named = "x\u{0}y\u{1B}[2J\u{7F}\u{85}\u{9B}\t\n\r\\u{41}\\"
    let owner = ReferenceOwner(test: "Menu.order()", named: named)
    let text = ReferenceOwners.text(of: ["order.x_y.txt": owner])
    #expect(
      text.unicodeScalars.allSatisfy {
        "\n\t".unicodeScalars.contains($0) || !($0.value < 0x20 || (0x7F...0x9F).contains($0.value))
      })
    #expect(text.hasSuffix("\tx\\u{0}y\\u{1B}[2J\\u{7F}\\u{85}\\u{9B}\\t\\n\\r\\\\u{41}\\\\\n"))
    let read = ReferenceOwners.parse(text)["order.x_y.txt"]
    #expect(read.map { $0.isExactly(owner) } == true)
  }
}
