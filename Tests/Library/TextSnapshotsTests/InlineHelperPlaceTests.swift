import Foundation
import ProcessRunner
import TestSupport
import Testing

@testable import InlineTextSnapshots
@testable import TextSnapshots

/// A helper's new `matches:` argument goes where the helper's declaration puts `matches`,
/// wherever in the test target that declaration is; a call no one declaration takes is
/// refused, naming the helper and the files looked in.
///
/// A declaration counts only in a file the build compiled and outside any `#if` block; the
/// tests take every file as compiled unless they give the build's list.
@Suite("Inline snapshots: where a helper's matches: goes", EveryFileCompiled())
struct InlineHelperPlaceTests {
  /// The test file: one test calling `call`.
  static func test(_ call: String) -> String {
    "@Test func t() {\n  \(call)\n}\n"
  }

  /// A helper `h` with `parameters`, which passes them on to `expectInlineSnapshot`.
  static func helper(_ parameters: String, name: String = "h") -> String {
    """
    func \(name)(\(parameters)) {
      expectInlineSnapshot(
        of: "value", as: .lines, functionName: "\(name)", sourceLocation: sourceLocation,
        matches: expected)
    }

    """
  }

  /// The parameters the adopter's `hOther` has: `matches` before an unlabelled `n`.
  static let beforeUnlabelled =
    "_ x: String, sourceLocation: SourceLocation = SourceLocation(), "
    + "matches expected: (() -> String)? = nil, _ n: Int = 0"

  /// A declaration's parameters, a call, and the call once `matches:` is in it, its
  /// closure shown as `{ … }`.
  static let places: [(parameters: String, call: String, written: String)] = [
    (beforeUnlabelled, "h(\"other\", 2)", "h(\"other\", matches: { … }, 2)"),
    (beforeUnlabelled, "h(\"x\")", "h(\"x\", matches: { … })"),
    (
      "_ args: [String], sourceLocation: SourceLocation = SourceLocation(), "
        + "matches expected: (() -> String)? = nil, verbose: Bool = false",
      "h([\"a\"], verbose: true)", "h([\"a\"], matches: { … }, verbose: true)"
    ),
    (
      "sourceLocation: SourceLocation = SourceLocation(), "
        + "matches expected: (() -> String)? = nil, _ ns: Int...",
      "h(1, 2)", "h(matches: { … }, 1, 2)"
    ),
    (
      "sourceLocation: SourceLocation = SourceLocation(), "
        + "matches expected: (() -> String)? = nil",
      "h()", "h(matches: { … })"
    ),
    (
      "_ table: Dictionary<String, Int>, sourceLocation: SourceLocation = SourceLocation(), "
        + "matches expected: (() -> String)? = nil, _ n: Int = 0",
      "h([:], 1)", "h([:], matches: { … }, 1)"
    ),
  ]

  /// The package with the test file, and the helper in `helperFile` (the test file's
  /// own when it is `nil`).
  static func package(_ parameters: String, call: String, helperFile: String?) throws
    -> InlinePackage
  {
    guard let helperFile else {
      return try InlinePackage(helper(parameters) + "\n" + test(call))
    }
    let package = try InlinePackage(test(call))
    try package.write(helper(parameters), to: "Tests/AppTests/\(helperFile)")
    return package
  }

  @Test(
    "F6: matches: goes where the declaration puts it, in the call's file or another of its target",
    arguments: places, [nil, "Helpers2.swift", "Sub/Deeper/Helpers.swift"])
  func placed(
    _ place: (parameters: String, call: String, written: String), helperFile: String?
  ) throws {
    let package = try Self.package(place.parameters, call: place.call, helperFile: helperFile)
    // In the helper's own file, the first `h(` is its declaration's.
    let issues = package.check(
      "value", call: helperFile == nil ? 1 : 0, expected: nil, record: .all, function: "h",
      test: "t()")
    #expect(issues.count == 1 && issues.first?.hasPrefix("Recorded") == true, "\(issues)")
    #expect(package.endRun().isEmpty)
    let source = try #require(package.source())
    let closure = "{\n    \"\"\"\n    value\n    \"\"\"\n  }"
    let written = "  " + place.written.replacingOccurrences(of: "{ … }", with: closure) + "\n"
    #expect(source.contains(written), "\(source)")
    let helpers = helperFile.map { package.source("Tests/AppTests/\($0)") ?? "" } ?? ""
    #expect(try Self.typeCheckFailure(source, helpers) == nil)
  }

  @Test("F6: a helper declared in a folder the target reaches through a symbolic link is found")
  func linkedFolder() throws {
    let package = try InlinePackage(Self.test("h(\"other\", 2)"))
    try package.write(Self.helper(Self.beforeUnlabelled), to: "Shared/Helpers.swift")
    try FileManager.default.createSymbolicLink(
      atPath: package.path("Tests/AppTests/Linked"), withDestinationPath: "../../Shared")
    _ = package.check("value", call: 0, expected: nil, record: .all, function: "h", test: "t()")
    #expect(package.endRun().isEmpty)
    let source = try #require(package.source())
    #expect(source.contains("  h(\"other\", matches: {\n"), "\(source)")
    #expect(source.contains("  }, 2)\n"), "\(source)")
  }

  @Test("F6: a pending change to a helper declared in another file is accepted into its place")
  func accepted() throws {
    let package = try Self.package(
      Self.beforeUnlabelled, call: "h(\"other\", 2)", helperFile: "Helpers2.swift")
    _ = package.check("value", call: 0, expected: nil, function: "h", test: "t()")
    #expect(package.endRun().isEmpty)
    let name = try #require(package.pending().first)
    try package.accept(name)
    let source = try #require(package.source())
    #expect(source.contains("  h(\"other\", matches: {\n"), "\(source)")
    #expect(source.contains("  }, 2)\n"), "\(source)")
  }

  /// The refusal of a record run of `call`, with `files` (by path in the package) holding
  /// declarations, and that nothing was written.
  static func refusal(_ call: String, files: [String: String]) throws -> String {
    let package = try InlinePackage(test(call))
    for (file, text) in files { try package.write(text, to: file) }
    let issues = package.check(
      "value", call: 0, expected: nil, record: .all, function: "h", test: "t()")
    #expect(package.endRun().isEmpty)
    #expect(package.source() == test(call))
    #expect(package.pending().isEmpty)
    return try #require(issues.first)
  }

  @Test("F6: a helper no file of the target declares is refused, naming it and the files looked in")
  func undeclared() throws {
    let issue = try Self.refusal(
      "h(\"other\", 2)", files: ["Tests/AppTests/Other.swift": "func other() {}\n"])
    let expected: String =
      "not proven that the closure rewritten is the snapshot's, not an input (proof 3): "
      + "the call h(_:_:) on line 2 takes a new matches: argument, and no declaration of h "
      + "with a matches: parameter whose parameters take the call's arguments was found "
      + "(looked in Tests/AppTests/AppTests.swift and Tests/AppTests/Other.swift), so "
      + "where matches: goes among them is not known (Swift takes arguments only in the "
      + "order of the parameters); nothing was written, and rebuilding will not change "
      + "that. Declare h in a file of the test target or of a module of this package that "
      + "the call runs it from, or add 'matches: { \"\" }' in its place in the call, and run "
      + "again."
    #expect(issue.contains(expected), "\(issue)")
  }

  @Test(
    "A declaration whose parameters do not take the call's arguments does not place matches:",
    arguments: [
      // `y` has no default, and the call does not pass it.
      ("_ x: String, y: Int, matches expected: (() -> String)? = nil", "h(\"a\")", "h(_:)"),
      // The call passes a label the helper does not have.
      (beforeUnlabelled, "h(\"a\", count: 2)", "h(_:count:)"),
      // No matches parameter at all.
      ("_ x: String, _ n: Int = 0", "h(\"a\", 2)", "h(_:_:)"),
    ])
  func notTaken(parameters: String, call: String, named: String) throws {
    let issue = try Self.refusal(
      call,
      files: [
        "Tests/AppTests/Helpers.swift": Self.helper(parameters)
      ])
    #expect(
      issue.contains("the call \(named) on line 2 takes a new matches: argument, and no "),
      "\(issue)")
    #expect(
      issue.contains("(looked in Tests/AppTests/AppTests.swift and Tests/AppTests/Helpers.swift)"))
  }

  @Test("U2: a call with no arguments, or only unlabelled ones, is named as Swift names it")
  func namedByLabels() throws {
    let empty = try Self.refusal("h()", files: [:])
    #expect(empty.contains("the call h() on line 2 takes a new matches: argument"), "\(empty)")
    #expect(empty.contains("(looked in Tests/AppTests/AppTests.swift)"), "\(empty)")
    let unlabelled = try Self.refusal("h(1, 2)", files: [:])
    #expect(unlabelled.contains("the call h(_:_:) on line 2"), "\(unlabelled)")
    #expect(!unlabelled.contains("passes ,"))
  }

  @Test("Two declarations in two files that both take the call are refused, naming both")
  func overloaded() throws {
    let issue = try Self.refusal(
      "h(\"a\")",
      files: [
        "Tests/AppTests/A.swift": Self.helper(
          "_ x: String, sourceLocation: SourceLocation = SourceLocation(), "
            + "matches expected: (() -> String)? = nil"),
        "Tests/AppTests/B.swift": Self.helper(Self.beforeUnlabelled),
      ])
    let expected: String =
      "the call h(_:) on line 2 takes a new matches: argument, and 2 declarations of h with "
      + "a matches: parameter take its arguments, with different parameters "
      + "(h(_:sourceLocation:matches:) in Tests/AppTests/A.swift; "
      + "h(_:sourceLocation:matches:_:) in Tests/AppTests/B.swift), so where matches: goes "
      + "is not known; nothing was written, and rebuilding will not change that."
    #expect(issue.contains(expected), "\(issue)")
  }

  @Test("One declaration in two files with the same parameters places matches: as one")
  func sameParametersTwice() throws {
    let package = try InlinePackage(Self.test("h(\"other\", 2)"))
    let helper = Self.helper(Self.beforeUnlabelled)
    try package.write(helper, to: "Tests/AppTests/H.swift")
    try package.write(helper, to: "Tests/AppTests/Sub/H.swift")
    _ = package.check("value", call: 0, expected: nil, record: .all, function: "h", test: "t()")
    #expect(package.endRun().isEmpty)
    #expect(package.source()?.contains("  h(\"other\", matches: {\n") == true)
  }

  /// A file whose declaration of `h` takes `matches` before `b`, where the helper the
  /// compiler calls (in a support module) takes it last: `#if` blocks around it, the
  /// declaration's line and its name.
  static let conditional: [(text: String, line: Int, name: String)] = [
    (
      "import Testing\n#if compiler(<5.0)\n"
        + helper("_ a: String, matches expected: (() -> String)? = nil, _ b: String = \"\"")
        + "#endif\n", 3, "h(_:matches:_:)"
    ),
    (
      "#if os(Linux)\n" + helper(beforeUnlabelled) + "#else\n" + helper(beforeUnlabelled)
        + "#endif\n", 2, "h(_:sourceLocation:matches:_:)"
    ),
    (
      "#if DEBUG\n#elseif os(Linux)\n\n" + helper(beforeUnlabelled) + "#endif\n", 4,
      "h(_:sourceLocation:matches:_:)"
    ),
  ]

  @Test(
    "A6 F3: a declaration inside an #if block is refused, naming its line, the file unchanged",
    arguments: conditional)
  func conditionalDeclaration(_ file: (text: String, line: Int, name: String)) throws {
    let issue = try Self.refusal(
      "h(\"x\", \"y\")", files: ["Tests/AppTests/Compat.swift": file.text])
    let expected =
      "the call h(_:_:) on line 2 takes a new matches: argument, and the declaration of h that "
      + "takes its arguments, \(file.name) on line \(file.line) of "
      + "Tests/AppTests/Compat.swift, lies inside an #if block"
    #expect(issue.contains(expected), "\(issue)")
    #expect(issue.contains("Write 'matches: { \"\" }' in its place in the call by hand"))
  }

  /// The package with `h("other", 2)` in its test file, `h`'s declaration in
  /// `Tests/AppTests/<helperFile>`, and a build folder whose list for the module names
  /// `compiled` (paths in the package), or none when it is `nil`.
  static func built(helperFile: String, compiled: [String]?) throws -> InlinePackage {
    let package = try InlinePackage(test("h(\"other\", 2)"))
    try package.write(helper(beforeUnlabelled), to: "Tests/AppTests/\(helperFile)")
    if let compiled {
      let entries = compiled.map { "\"\(package.path($0))\": {\"object\": \"x.o\"}" }
      try package.write(
        "{\"\": {}, " + entries.joined(separator: ", ") + "}",
        to: ".build/debug/AppTests.build/output-file-map.json")
    }
    return package
  }

  /// `body`, with the editor reading the list of the build in `package`.
  static func withBuild<T>(of package: InlinePackage, _ body: () throws -> T) rethrows -> T {
    let list = InlineSnapshotEditor.CompiledSources(
      binary: .success(package.path(".build/debug/AppPackageTests.xctest")))
    return try InlineSnapshotEditor.CompiledSources.$current.withValue(list, operation: body)
  }

  @Test("A6 F3: a declaration in a file the build lists places matches:")
  func listedDeclaration() throws {
    let package = try Self.built(
      helperFile: "Helpers.swift",
      compiled: [InlinePackage.testFile, "Tests/AppTests/Helpers.swift"])
    let written = Self.withBuild(of: package) { () -> [String] in
      _ = package.check("value", call: 0, expected: nil, record: .all, function: "h", test: "t()")
      return package.endRun()
    }
    #expect(written.isEmpty)
    let source = try #require(package.source())
    #expect(source.contains("  h(\"other\", matches: {\n"), "\(source)")
  }

  @Test(
    "A declaration elsewhere in the package that puts matches elsewhere counts against a call only when a module compiled it (A7 N1, A9 N5)",
    arguments: [true, false])
  func packageDeclaration(isCompiled: Bool) throws {
    // The call may resolve to the support module's `h`, which takes `matches` last, and
    // not to the test target's overload, which takes it before `_ n`: types would tell.
    // A fixture manifest under an excluded folder is listed by the build of no module.
    let package = try Self.built(
      helperFile: "Helpers.swift",
      compiled: [InlinePackage.testFile, "Tests/AppTests/Helpers.swift"])
    let other =
      "_ x: String, _ n: Int = 0, sourceLocation: SourceLocation = SourceLocation(), "
      + "matches expected: (() -> String)? = nil"
    let file = isCompiled ? "Sources/Support/Support.swift" : "Tests/AppTests/Sub/Package.swift"
    try package.write("public " + Self.helper(other), to: file)
    try package.write(
      "{\"\": {}, \"\(package.path("Sources/Support/Support.swift"))\": {\"object\": \"s.o\"}}",
      to: ".build/debug/Support.build/output-file-map.json")
    let issues = Self.withBuild(of: package) { () -> [String] in
      package.check("value", call: 0, expected: nil, record: .all, function: "h", test: "t()")
    }
    #expect(Self.withBuild(of: package) { package.endRun() }.isEmpty)
    guard isCompiled else {
      let source = try #require(package.source())
      #expect(source.contains("  h(\"other\", matches: {\n"), "\(source)")
      return
    }
    #expect(package.source() == Self.test("h(\"other\", 2)"))
    #expect(package.pending().isEmpty)
    let issue = try #require(issues.first)
    #expect(
      issue.contains(
        "2 declarations of h with a matches: parameter take its arguments, with different "
          + "parameters (h(_:sourceLocation:matches:_:) in Tests/AppTests/Helpers.swift; "
          + "h(_:_:sourceLocation:matches:) in Sources/Support/Support.swift)"), "\(issue)")
  }

  @Test("A6 F3: a declaration in a file the build does not list (excluded) is not the helper's")
  func excludedDeclaration() throws {
    let package = try Self.built(
      helperFile: "Fixtures/OldPair.swift", compiled: [InlinePackage.testFile])
    let issues = Self.withBuild(of: package) { () -> [String] in
      package.check("value", call: 0, expected: nil, record: .all, function: "h", test: "t()")
    }
    #expect(Self.withBuild(of: package) { package.endRun() }.isEmpty)
    #expect(package.source() == Self.test("h(\"other\", 2)"))
    #expect(package.pending().isEmpty)
    let issue = try #require(issues.first)
    #expect(
      issue.contains("no declaration of h with a matches: parameter whose parameters take"),
      "\(issue)")
    #expect(issue.contains("(looked in Tests/AppTests/AppTests.swift)"), "\(issue)")
  }

  @Test("A6 F3: the running build's list names this file as compiled, and Package.swift not")
  func runningBuildList() throws {
    let list = InlineSnapshotEditor.CompiledSources.testBinary
    let module = "TextSnapshotsTests"
    #expect(list.compiled(#filePath, module) == .compiled)
    let package = try #require(SnapshotLocation.packageRoot(above: #filePath))
    #expect(list.compiled(package + "/Package.swift", module) == .notCompiled)
    #expect(list.compiled(#filePath, "NoSuchModule") != .compiled)
  }

  @Test("A6 F3: without a test binary, the package's newest build of the module says")
  func packageBuildList() throws {
    let folder = try TemporaryFolder("helper-build-list")
    let module = "AppTests"
    #expect(
      InlineSnapshotEditor.CompiledSources.packageBuild(root: folder.path).compiled(
        folder.path("Tests/AppTests/A.swift"), module)
        == .unknown(looked: "\(folder.path)/.build/<triple>/<configuration>/AppTests.build"))
    try folder.write("", to: "Tests/AppTests/A.swift")
    try folder.write("", to: "Tests/AppTests/Fixtures/Old.swift")
    let map = #"{"": {}, "\#(folder.path("Tests/AppTests/A.swift"))": {}}"#
    try folder.write(
      map, to: ".build/x86_64-unknown-linux-gnu/debug/AppTests.build/output-file-map.json")
    let list = InlineSnapshotEditor.CompiledSources.packageBuild(root: folder.path)
    #expect(list.compiled(folder.path("Tests/AppTests/A.swift"), module) == .compiled)
    #expect(list.compiled(folder.path("Tests/AppTests/Fixtures/Old.swift"), module) == .notCompiled)
    #expect(list.compiled(folder.path("Tests/AppTests/A.swift"), "Other") != .compiled)
  }

  @Test("A6 F3: another file naming the helper, and no list of the build, is refused")
  func unknownBuild() throws {
    let package = try Self.built(helperFile: "Helpers.swift", compiled: nil)
    let issues = Self.withBuild(of: package) { () -> [String] in
      package.check("value", call: 0, expected: nil, record: .all, function: "h", test: "t()")
    }
    #expect(Self.withBuild(of: package) { package.endRun() }.isEmpty)
    #expect(package.source() == Self.test("h(\"other\", 2)"))
    let issue = try #require(issues.first)
    let map = package.path(".build/debug/AppTests.build/output-file-map.json")
    #expect(
      issue.contains(
        "the call h(_:_:) on line 2 takes a new matches: argument, and "
          + "Tests/AppTests/Helpers.swift names h, but which files the test module compiled "
          + "cannot be read (looked for \(map))"), "\(issue)")
  }

  /// The first error `swiftc -typecheck` reports for a test file whose `@Test` is taken
  /// away, beside `helpers` and a `SourceLocation` of its own; `nil` when there is none.
  static func typeCheckFailure(_ test: String, _ helpers: String) throws -> String? {
    let swiftc = try SwiftParser.locate().get()
    let folder = try TemporaryFolder("helper-typecheck")
    defer { folder.remove() }
    let expect = """
      struct SourceLocation {}
      func expectInlineSnapshot(
        of value: String, as format: Int, functionName: String, sourceLocation: SourceLocation,
        matches expected: (() -> String)?
      ) {}
      extension Int { static let lines = 0 }

      """
    try folder.write(expect, to: "Expect.swift")
    try folder.write(test.replacingOccurrences(of: "@Test ", with: ""), to: "Test.swift")
    try folder.write(helpers, to: "Helpers.swift")
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = folder.path
    let result = try ChildProcess(
      swiftc, ["-typecheck"] + ["Expect", "Test", "Helpers"].map { folder.path("\($0).swift") },
      environment: environment, standardOutput: .discarded, timeLimit: .seconds(600)
    ).run()
    guard result.status != 0 else { return nil }
    return result.stderr.split(separator: "\n").first { $0.contains("error:") }.map(String.init)
      ?? result.stderr
  }
}

/// Takes every file of a test's packages as compiled, as a build that lists them all.
///
/// Its scope is around the whole suite: each test's task inherits the list.
struct EveryFileCompiled: SuiteTrait, TestScoping {
  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await InlineSnapshotEditor.CompiledSources.$current.withValue(.init { _, _ in .compiled }) {
      try await function()
    }
  }
}
