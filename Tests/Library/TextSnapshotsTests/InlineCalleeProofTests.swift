import Foundation
import Testing

@testable import InlineTextSnapshots
@testable import TextSnapshots

/// A new snapshot is placed only for the function the call ran: the frame of the recording
/// assertion's stack just inside the call's must be the kit's `expectInlineSnapshot`, or the
/// helper compiled from the declaration whose parameters place `matches:`; a pending change
/// carries what was proven, and accepting it later places `matches:` by that declaration or
/// not at all.
@Suite("Inline snapshots: the function the call ran places its snapshot", EveryFileCompiled())
struct InlineCalleeProofTests {
  static let proofTwo = InlineRewriteProofTests.proofTwo
  static let proofThree =
    "not proven that the closure rewritten is the snapshot's, not an input (proof 3): "

  /// A test that calls `expectPair`, which it imports from another package.
  static let pairTest = "@Test func t() {\n  expectPair(\"x\", \"y\")\n}\n"

  /// A declaration of `expectPair` in the test target, with `matches` before `b`.
  static let decoy = """
    func expectPair(
      _ a: Int, sourceLocation: SourceLocation = SourceLocation(),
      matches expected: (() -> String)? = nil, _ b: String = ""
    ) {}

    """

  /// The helper the call resolves to, with `matches` last.
  static let helper = """
    func expectPair(
      _ a: String, _ b: String = "", sourceLocation: SourceLocation = SourceLocation(),
      matches expected: (() -> String)? = nil
    ) {
      expectInlineSnapshot(
        of: a + b, as: .lines, functionName: "expectPair", sourceLocation: sourceLocation,
        matches: expected)
    }

    """

  /// The frame of the helper `expectPair(_:_:sourceLocation:matches:)` that ran.
  static let pairFrame = CallStack.Frame(
    path: "/elsewhere/Pair.swift", line: 5, column: 3,
    symbol: "$s11PairHelpers06expectA0__14sourceLocation7matchesySS_SS7Testing06SourceE0VSSycSgtF",
    name: "expectPair(_:_:sourceLocation:matches:)")

  /// An origin check for which the helper that ran was compiled from no file of the package.
  static let pairElsewhere: @Sendable (CallStack.Frame, String, String) -> InlineSnapshotError? = {
    frame, path, _ in
    guard frame.symbol == pairFrame.symbol else { return nil }
    let source = URL(fileURLWithPath: path).lastPathComponent
    return .compiledElsewhere(line: frame.line, source: source, object: "\(source).o")
  }

  @Test(
    "N1: a helper from another package beside a decoy of its name in the test target is refused")
  func decoyRefused() throws {
    let package = try InlinePackage(Self.pairTest)
    try package.write(Self.decoy, to: "Tests/AppTests/Decoys.swift")
    let issues = package.check(
      "x|y\n", call: 0, expected: nil, record: .all, function: "expectPair", test: "t()",
      inside: [Self.pairFrame], origin: Self.pairElsewhere)
    #expect(
      issues.first?.hasSuffix(
        Self.proofThree + "the call to expectPair on line 2 has no snapshot yet, and the "
          + "function it ran, expectPair(_:_:sourceLocation:matches:), is not "
          + "expectPair(_:sourceLocation:matches:_:) declared in Tests/AppTests/Decoys.swift, "
          + "whose parameters would place it (a function of the same name in another module or "
          + "package, which the library does not read, can take its arguments in another "
          + "order); nothing was written, and rebuilding will not change that. Add "
          + "'matches: { \"\" }' in its place in the call, and run again.") == true,
      "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(package.source() == Self.pairTest)
    #expect(package.pending().isEmpty)
  }

  @Test("The helper compiled from the declaration that places matches: records, and says so")
  func helperRecords() throws {
    let package = try InlinePackage(Self.pairTest)
    try package.write(Self.helper, to: "Tests/AppTests/Helpers.swift")
    let issues = package.check(
      "x|y\n", call: 0, expected: nil, function: "expectPair", test: "t()",
      inside: [Self.pairFrame])
    #expect(issues.count == 1, "\(issues)")
    let name = try #require(package.pending().first)
    #expect(
      try package.pendingChange(name).callee
        == .helper(
          declaration: .init(
            file: "Tests/AppTests/Helpers.swift", name: "expectPair(_:_:sourceLocation:matches:)")
        ))
    try package.accept(name)
    #expect(package.source()?.contains("  expectPair(\"x\", \"y\", matches: {\n") == true)
  }

  @Test("At accept, matches: is placed only by the declaration the recording run proved")
  func acceptSameDeclaration() throws {
    let package = try InlinePackage(Self.pairTest)
    try package.write(Self.helper, to: "Tests/AppTests/Helpers.swift")
    _ = package.check(
      "x|y\n", call: 0, expected: nil, function: "expectPair", test: "t()",
      inside: [Self.pairFrame])
    let name = try #require(package.pending().first)
    // The helper moved to another file: nothing proves that the function there ran.
    try FileManager.default.removeItem(atPath: package.path("Tests/AppTests/Helpers.swift"))
    try package.write(Self.helper, to: "Tests/AppTests/Moved.swift")
    do {
      try package.accept(name)
      Issue.record("accepted a placement by a declaration the run did not prove")
    } catch {
      #expect(
        error.reason.hasSuffix(
          Self.proofThree + "the call to expectPair on line 2 has no snapshot yet, and the "
            + "function it ran, expectPair(_:_:sourceLocation:matches:) declared in "
            + "Tests/AppTests/Helpers.swift, is not expectPair(_:_:sourceLocation:matches:) "
            + "declared in Tests/AppTests/Moved.swift, whose parameters would place it (a "
            + "function of the same name in another module or package, which the library does "
            + "not read, can take its arguments in another order); nothing was written, and "
            + "rebuilding will not change that. Add 'matches: { \"\" }' in its place in the "
            + "call, and run again."), "\(error.reason)")
    }
    #expect(package.source() == Self.pairTest)
    #expect(package.pending() == [name])
    // A change that says nothing of the function that ran places nothing.
    let path = package.pendingPath(name)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let none = text.replacingOccurrences(
      of: "\ncallee helper \"Tests/AppTests/Helpers.swift\" "
        + "\"expectPair(_:_:sourceLocation:matches:)\"\n", with: "\ncallee none\n")
    #expect(none != text)
    try Data(none.utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: InlineSnapshotAcceptError.self) { try package.accept(name) }
    #expect(package.source() == Self.pairTest)
    // Back where the run saw it, the change is accepted.
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.removeItem(atPath: package.path("Tests/AppTests/Moved.swift"))
    try package.write(Self.helper, to: "Tests/AppTests/Helpers.swift")
    try package.accept(name)
    #expect(package.source()?.contains("  expectPair(\"x\", \"y\", matches: {\n") == true)
  }

  /// A test calling `expectInlineSnapshot` with no snapshot yet.
  static let kitTest = "@Test func t() {\n  expectInlineSnapshot(of: x, as: .lines)\n}\n"

  /// The refusals of a call of `expectInlineSnapshot` by the frames inside its own.
  static let kitRefusals: [(inside: [CallStack.Frame], refusal: String)] = [
    (
      [
        CallStack.Frame(
          path: "/p/Tests/AppTests/Mine.swift", line: 3, column: 3,
          symbol: "$s8AppTests20expectInlineSnapshot2of2asySS_SStF",
          name: "expectInlineSnapshot(of:as:)")
      ],
      proofThree + "the call to expectInlineSnapshot on line 2 has no snapshot yet, and the "
        + "function it ran, expectInlineSnapshot(of:as:), is not the kit's expectInlineSnapshot, "
        + "whose parameters would place it"
    ),
    (
      [],
      proofTwo + "the call to expectInlineSnapshot on line 2 has no snapshot yet, and the "
        + "function it ran cannot be named from the call stack (the frame just inside the "
        + "call's is missing), so nothing shows whose parameters decide where the snapshot "
        + "goes; nothing was written, and rebuilding will not change that. Call "
        + "expectInlineSnapshot directly, not through a closure or a thunk, or add "
        + "'matches: { \"\" }' in its place in the call, and run again."
    ),
    (
      [
        CallStack.Frame(
          path: "", line: 0, column: 0, symbol: "$s8AppTests1tyyFyycfU_TA",
          name: "partial apply for closure #1 in t()")
      ],
      proofTwo + "the call to expectInlineSnapshot on line 2 has no snapshot yet, and the "
        + "function it ran cannot be named from the call stack (the frame just inside the "
        + "call's is partial apply for closure #1 in t())"
    ),
  ]

  @Test(
    "A call of expectInlineSnapshot that ran a function of that name in the test's module, or one the stack cannot name, is refused",
    arguments: kitRefusals)
  func kitRefused(inside: [CallStack.Frame], refusal: String) throws {
    let package = try InlinePackage(Self.kitTest)
    let issues = package.check(
      "x\n", call: 0, expected: nil, record: .all, test: "t()", inside: inside)
    #expect(issues.first?.contains(refusal) == true, "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(package.source() == Self.kitTest)
    #expect(package.pending().isEmpty)
  }

  @Test("A snapshot already in the call is rewritten where it is, whatever function ran")
  func existingPlace() throws {
    let source = "@Test func t() {\n  expectInlineSnapshot(of: x, as: .lines) { \"old\" }\n}\n"
    let package = try InlinePackage(source)
    let issues = package.check(
      "new\n", call: 0, expected: "old", record: .all, test: "t()", inside: [])
    #expect(issues.first?.hasPrefix("Recorded") == true, "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(package.source()?.contains("    new\n") == true)
  }

  @Test("A helper's call that ran a function of another name is refused")
  func otherName() throws {
    let package = try InlinePackage(Self.pairTest)
    try package.write(Self.helper, to: "Tests/AppTests/Helpers.swift")
    var other = Self.pairFrame
    other.name = "expectOther(_:_:sourceLocation:matches:)"
    let issues = package.check(
      "x|y\n", call: 0, expected: nil, record: .all, function: "expectPair", test: "t()",
      inside: [other])
    #expect(
      issues.first?.contains(
        Self.proofThree + "the call to expectPair on line 2 has no snapshot yet, and the "
          + "function it ran, expectOther(_:_:sourceLocation:matches:), is not "
          + "expectPair(_:_:sourceLocation:matches:) declared in Tests/AppTests/Helpers.swift")
        == true, "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(package.source() == Self.pairTest)
  }

  @Test(
    "A demangled name gives the function's base name, and nothing for a closure or a thunk",
    arguments: [
      ("expectShout(_:matches:)", "expectShout"),
      ("Box.expectShout(_:sourceLocation:matches:_:)", "expectShout"),
      ("static Box.make(_:)", "make"),
      ("expectAny<A>(_:matches:)", "expectAny"),
      ("Box<A>.Inner.check<B>(_:)", "check"),
      (
        "expectInlineSnapshot<A>(of:as:functionName:record:sourceLocation:matches:)",
        "expectInlineSnapshot"
      ),
      ("local #1 (_:matches:) in t()", "local"),
      ("closure #1 in t()", nil),
      ("partial apply for closure #1 in t()", nil),
      ("reabstraction thunk helper from @escaping @callee_guaranteed () -> ()", nil),
      ("main", nil),
      ("", nil),
    ] as [(String, String?)])
  func baseNames(name: String, base: String?) {
    #expect(CallStack.baseName(of: name) == base)
  }

  @Test("Only a symbol of the InlineTextSnapshots module is the kit's")
  func kitSymbols() {
    #expect(CallStack.isKit(CallStack.Frame.kit.symbol ?? ""))
    #expect(CallStack.isKit("_$s19InlineTextSnapshots20expectInlineSnapshotyyF"))
    #expect(!CallStack.isKit("$s8AppTests20expectInlineSnapshot2of2asySS_SStF"))
    #expect(!CallStack.isKit("$s24InlineTextSnapshotsTests1tyyF"))
    #expect(!CallStack.isKit("expectInlineSnapshot"))
  }

  @Test("The frame just inside a call's is the function called, in the running stack")
  func runningCallee() throws {
    #if os(Linux)
      let plain = InlineHelperReachTests.frames()
      let inClosure = [1].map { _ in InlineHelperReachTests.frames() }[0]
      for call in [plain, inClosure] {
        let frames = try #require(call.frames)
        let index = try #require(
          CallStack.place(in: frames, path: #filePath, line: call.line, column: call.column))
        let callee = try #require(CallStack.callee(of: frames, at: index))
        #expect(callee.name == "static InlineHelperReachTests.frames(_:line:column:then:)")
        #expect(callee.name.flatMap(CallStack.baseName(of:)) == "frames")
        #expect(callee.symbol?.hasPrefix("$s18TextSnapshotsTests") == true, "\(callee)")
      }
    #endif
  }
}
