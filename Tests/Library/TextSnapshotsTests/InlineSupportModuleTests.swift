import Foundation
import Testing

@testable import InlineTextSnapshots
@testable import TextSnapshots

/// A helper declared in another module of the package (a support library the test target
/// imports) places a new `matches:` when the function the call ran is compiled into that
/// module from the declaration's file; a call qualified by its module is proven by its
/// frame at the module's name; and a test declared twice is refused naming both.
@Suite("Inline snapshots: support modules, qualified calls and twin declarations")
struct InlineSupportModuleTests {
  static let proofTwo = InlineRewriteProofTests.proofTwo
  static let proofThree = InlineCalleeProofTests.proofThree
  static let pairTest = InlineCalleeProofTests.pairTest
  static let supportFile = "Sources/Support/Helpers.swift"

  /// The frame of `expectPair(_:_:sourceLocation:matches:)` compiled into `Support`.
  static let supportFrame = CallStack.Frame(
    path: "/p/Sources/Support/Helpers.swift", line: 5, column: 3,
    symbol: "$s7Support10expectPair__14sourceLocation7matchesySS_SS7Testing06SourceE0VSSycSgtF",
    name: "expectPair(_:_:sourceLocation:matches:)")

  /// The build's lists: the test target's files compiled into `AppTests`, the support
  /// module's into `Support`.
  static let modules = InlineSnapshotEditor.CompiledSources { path, module in
    let folder = module == "Support" ? "/Sources/Support/" : "/Tests/\(module)/"
    return path.contains(folder) ? .compiled : .notCompiled
  }

  /// An origin check for which only the support file's object defines the helper's symbol,
  /// in the module `Support`.
  static let supportOrigin: @Sendable (CallStack.Frame, String, String) -> InlineSnapshotError? =
    { frame, path, module in
      guard frame.symbol == supportFrame.symbol else { return nil }
      guard module != "Support" || !path.hasSuffix("/" + supportFile) else { return nil }
      let source = URL(fileURLWithPath: path).lastPathComponent
      return .compiledElsewhere(line: frame.line, source: source, object: "\(source).o")
    }

  @Test("A helper of a support module of the package records, placed by its declaration there")
  func supportHelperRecords() throws {
    try InlineSnapshotEditor.CompiledSources.$current.withValue(Self.modules) {
      let package = try InlinePackage(Self.pairTest)
      try package.write(InlineCalleeProofTests.helper, to: Self.supportFile)
      let issues = package.check(
        "x|y\n", call: 0, expected: nil, function: "expectPair", test: "t()",
        inside: [Self.supportFrame], origin: Self.supportOrigin)
      #expect(issues.first?.contains("Pending change written") == true, "\(issues)")
      let name = try #require(package.pending().first)
      #expect(
        try package.pendingChange(name).callee
          == .helper(
            declaration: .init(
              file: Self.supportFile, name: "expectPair(_:_:sourceLocation:matches:)")))
      // Accepting later, with no stack, places it by the declaration the run proved.
      try package.accept(name)
      #expect(package.source()?.contains("  expectPair(\"x\", \"y\", matches: {\n") == true)
    }
  }

  @Test("A support module's helper whose symbol its file's object does not define is refused")
  func supportHelperElsewhere() throws {
    try InlineSnapshotEditor.CompiledSources.$current.withValue(Self.modules) {
      let package = try InlinePackage(Self.pairTest)
      try package.write(InlineCalleeProofTests.helper, to: Self.supportFile)
      let issues = package.check(
        "x|y\n", call: 0, expected: nil, record: .all, function: "expectPair", test: "t()",
        inside: [Self.supportFrame],
        origin: { frame, path, _ in
          guard frame.symbol == Self.supportFrame.symbol else { return nil }
          let source = URL(fileURLWithPath: path).lastPathComponent
          return .compiledElsewhere(line: frame.line, source: source, object: "\(source).o")
        })
      #expect(
        issues.first?.contains(
          Self.proofThree + "the call to expectPair on line 2 has no snapshot yet, and the "
            + "function it ran, expectPair(_:_:sourceLocation:matches:), is not "
            + "expectPair(_:_:sourceLocation:matches:) declared in \(Self.supportFile)") == true,
        "\(issues)")
      #expect(package.endRun().isEmpty)
      #expect(package.source() == Self.pairTest)
      #expect(package.pending().isEmpty)
    }
  }

  @Test("A helper whose module's build did not compile the file that declares it is not declared")
  func supportHelperNotCompiled() throws {
    let nothing = InlineSnapshotEditor.CompiledSources { path, module in
      module == "Support" ? .notCompiled : Self.modules.compiled(path, module)
    }
    try InlineSnapshotEditor.CompiledSources.$current.withValue(nothing) {
      let package = try InlinePackage(Self.pairTest)
      try package.write(InlineCalleeProofTests.helper, to: Self.supportFile)
      let issues = package.check(
        "x|y\n", call: 0, expected: nil, record: .all, function: "expectPair", test: "t()",
        inside: [Self.supportFrame], origin: Self.supportOrigin)
      #expect(
        issues.first?.contains(
          "the call expectPair(_:_:) on line 2 takes a new matches: argument, and no "
            + "declaration of expectPair with a matches: parameter") == true, "\(issues)")
      #expect(package.source() == Self.pairTest)
    }
  }

  @Test(
    "A symbol names its module, unless it is not a Swift symbol or its module's name is shortened",
    arguments: [
      ("$s7Support6helperyyF", "Support"),
      ("_$s7Support6helperyyF", "Support"),
      (CallStack.Frame.kit.symbol ?? "", "InlineTextSnapshots"),
      ("$s8AppTests1tyyF", "AppTests"),
      ("$s04PairA0", nil),
      ("$s99Short", nil),
      ("main", nil),
      ("", nil),
    ] as [(String, String?)])
  func symbolModules(symbol: String, module: String?) {
    #expect(CallStack.module(of: symbol) == module)
  }

  /// A test calling `expectInlineSnapshot` qualified by the kit's module.
  static let qualifiedTest =
    "@Test func t() {\n  InlineTextSnapshots.expectInlineSnapshot(of: x, as: .lines)\n}\n"

  @Test("A call qualified by its module has its frame at the module's name, and records")
  func qualifiedRecords() throws {
    let package = try InlinePackage(Self.qualifiedTest)
    let site = InlinePackage.site(0, in: Self.qualifiedTest)
    let issues = package.check(
      "x\n", line: site.line, column: site.column, expected: nil, record: .all, test: "t()",
      frameColumn: 3)
    #expect(issues.first?.hasPrefix("Recorded") == true, "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(
      package.source()
        == "@Test func t() {\n  InlineTextSnapshots.expectInlineSnapshot(of: x, as: .lines) {\n"
        + "    \"\"\"\n    x\n\n    \"\"\"\n  }\n}\n")
  }

  @Test("A call qualified by a name the function that ran is not compiled into is refused")
  func qualifiedElsewhere() throws {
    let package = try InlinePackage(Self.qualifiedTest)
    let site = InlinePackage.site(0, in: Self.qualifiedTest)
    let mine = CallStack.Frame(
      path: "/p/Tests/AppTests/Mine.swift", line: 3, column: 3,
      symbol: "$s8AppTests20expectInlineSnapshot2of2asySS_SStF",
      name: "expectInlineSnapshot(of:as:)")
    let issues = package.check(
      "x\n", line: site.line, column: site.column, expected: nil, record: .all, test: "t()",
      frameColumn: 3, inside: [mine])
    #expect(
      issues.first?.contains(
        Self.proofTwo + "the call to expectInlineSnapshot on line 2 is qualified by "
          + "'InlineTextSnapshots', and the call stack has a frame at 'InlineTextSnapshots' "
          + "whose function, expectInlineSnapshot(of:as:), is not compiled into a module named "
          + "'InlineTextSnapshots'") == true, "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(package.source() == Self.qualifiedTest)
  }

  @Test(
    "Only a single plain name and a dot before the call's name qualify it by a module",
    arguments: [
      ("  Support.helper(1)", "Support"),
      ("  Support.Box.helper(1)", nil),
      ("  box?.helper(1)", nil),
      ("  `Support`.helper(1)", nil),
      ("  f().helper(1)", nil),
      ("  helper(1)", nil),
    ] as [(String, String?)])
  func qualifiers(line: String, qualifier: String?) throws {
    let bytes = Array(line.utf8)
    let name = Array("helper(".utf8)
    let start = try #require(bytes.indices.first { bytes[$0...].starts(with: name) })
    let call = try InlineSnapshotFile.call(
      line: 1, column: start + name.count, in: bytes, function: "helper")
    #expect(InlineSnapshotFile.moduleQualifier(of: call, in: bytes)?.name == qualifier)
  }

  @Test(
    "A9 N6: a call qualified by its module across a line break or a comment records",
    arguments: [
      ("InlineTextSnapshots\n    .expectInlineSnapshot(of: x, as: .lines)", "    "),
      ("InlineTextSnapshots/* c */.expectInlineSnapshot(of: x, as: .lines)", "  "),
      ("InlineTextSnapshots  // c\n    .expectInlineSnapshot(of: x, as: .lines)", "    "),
    ])
  func splitQualifierRecords(call: String, indentation: String) throws {
    // The frame is at the module's name, on its own line (measured in `runningSplitQualified`).
    let source = "@Test func t() {\n  \(call)\n}\n"
    let package = try InlinePackage(source)
    let site = InlinePackage.site(0, in: source)
    let issues = package.check(
      "x\n", line: site.line, column: site.column, expected: nil, record: .all, test: "t()",
      frameLine: 2, frameColumn: 3)
    #expect(issues.first?.hasPrefix("Recorded") == true, "\(issues)")
    #expect(package.endRun().isEmpty)
    // The literal is indented one step deeper than the line the call's name is on.
    let literal = ["\"\"\"", "x", "", "\"\"\""].map { $0.isEmpty ? "" : indentation + "  " + $0 }
    #expect(
      package.source()
        == "@Test func t() {\n  \(call) {\n" + literal.joined(separator: "\n") + "\n"
        + indentation + "}\n}\n")
  }

  @Test(
    "A9 N6: a call qualified by a module across trivia is qualified; one after a call or type is not",
    arguments: [
      ("  Support\n    .helper(1)", "Support"),
      ("  Support/* c */.helper(1)", "Support"),
      ("  Support // c\n    .helper(1)", "Support"),
      ("  Support.Box\n    .helper(1)", nil),
      ("  f()\n    .helper(1)", nil),
      ("  [1]\n    .helper(1)", nil),
    ] as [(String, String?)])
  func splitQualifiers(text: String, qualifier: String?) throws {
    let bytes = Array(text.utf8)
    let name = Array("helper(".utf8)
    let start = try #require(bytes.indices.first { bytes[$0...].starts(with: name) })
    let lineStart = (bytes[..<start].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
    let line = bytes[..<start].count { $0 == UInt8(ascii: "\n") } + 1
    let call = try InlineSnapshotFile.call(
      line: line, column: start - lineStart + name.count, in: bytes, function: "helper")
    #expect(InlineSnapshotFile.moduleQualifier(of: call, in: bytes)?.name == qualifier)
  }

  @Test(
    "A9 N6: in the running stack, a qualified call split by a line break or a comment has its frame at the module's name"
  )
  func runningSplitQualified() throws {
    #if os(Linux)
      let split =
        TextSnapshotsTests
        .qualifiedFrames()
      let comment = TextSnapshotsTests /* c */.qualifiedFrames()
      let lines = try String(contentsOfFile: #filePath, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
      for (call, line) in [(split, split.line - 1), (comment, comment.line)] {
        let text = try #require(lines.dropFirst(line - 1).first)
        let qualifier = try #require(text.range(of: "TextSnapshotsTests"))
        let column = text.utf8.distance(from: text.startIndex, to: qualifier.lowerBound) + 1
        let frames = try #require(call.frames)
        let index = try #require(
          CallStack.place(in: frames, path: #filePath, line: line, column: column),
          "\(frames.filter { $0.path == #filePath })")
        let callee = try #require(CallStack.callee(of: frames, at: index))
        #expect(callee.symbol.flatMap(CallStack.module(of:)) == "TextSnapshotsTests", "\(callee)")
      }
    #endif
  }

  @Test("In the running stack, a call qualified by its module has its frame at the module's name")
  func runningQualified() throws {
    #if os(Linux)
      let call = TextSnapshotsTests.qualifiedFrames()
      let frames = try #require(call.frames)
      let prefix = "      let call = ".utf8.count
      let name = call.column - "qualifiedFrames".utf8.count
      #expect(CallStack.place(in: frames, path: #filePath, line: call.line, column: name) == nil)
      let index = try #require(
        CallStack.place(in: frames, path: #filePath, line: call.line, column: prefix + 1))
      let callee = try #require(CallStack.callee(of: frames, at: index))
      #expect(callee.symbol.flatMap(CallStack.module(of:)) == "TextSnapshotsTests", "\(callee)")
      // Qualified by a type too, the frame is at the called name.
      let typed = TextSnapshotsTests.InlineHelperReachTests.frames()
      #expect(
        CallStack.proof(
          of: typed.frames ?? [], path: #filePath, line: typed.line, column: typed.column)
          != nil, "\(typed)")
    #endif
  }

  @Test("A Swift 5 file whose prefix operator / reads as a bare regex is refused, saying so")
  func swiftFivePrefixSlash() throws {
    let source =
      "prefix operator /\nprefix func / (x: Int) -> Int { -x }\n"
      + "@Test func one() {\n  _ = pair(/x, \"/\", /y)\n  expectInlineSnapshot(of: x, as: .lines)\n}\n"
    let package = try InlinePackage(source)
    let issues = package.check("v\n", call: 0, expected: nil, record: .all, test: "one()")
    #expect(
      issues.first?.contains(
        "or a '/' that starts a bare regex literal as Swift 6 reads the file, which a Swift 5 "
          + "target's prefix operator '/' may use instead), so the file was left alone") == true,
      "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(package.source() == source)
  }

  @Test("A static and an instance test of one name are refused, naming both")
  func staticTwin() throws {
    let source =
      "struct S {\n  @Test static func st() {\n    expectInlineSnapshot(of: x, as: .lines)\n  }\n"
      + "  @Test func st() {\n    expectInlineSnapshot(of: x, as: .lines)\n  }\n}\n"
    let package = try InlinePackage(source)
    let issues = package.check("v\n", call: 0, expected: nil, record: .all, test: "st()")
    #expect(
      issues.first?.hasSuffix(
        "the file holds 2 declarations of 'S.st()' (a static one on line 2 and one on line 5), "
          + "so it is not clear which one the change of the test AppTests/st() is for; it was "
          + "not written. A static and an instance function of one name have one path, which "
          + "the change names its test by; give one of them another name.") == true,
      "\(issues)")
    #expect(package.pending().isEmpty)
  }
}

/// Reads the running stack, for a call qualified by this module to measure.
@inline(never)
func qualifiedFrames(line: Int = #line, column: Int = #column) -> (
  frames: [CallStack.Frame]?, line: Int, column: Int
) {
  (CallStack.running.frames(), line, column)
}
