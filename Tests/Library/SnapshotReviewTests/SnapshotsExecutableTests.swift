import CommandLineSupport
import Foundation
import TestSupport
import Testing

/// Runs the built `snapshots` binary, found in the build products folder of this bundle.
@Suite("snapshots executable")
struct SnapshotsExecutableTests {
  static let binary = BuiltProduct.path(of: "snapshots")

  struct Run {
    var status: ExitCode
    var output: String
    var errors: String
  }

  func run(_ arguments: [String], environment: [String: String] = [:], input: String = "")
    throws -> Run
  {
    let binary = try #require(Self.binary, "no snapshots binary beside the test bundle")
    let result = try BuiltProduct.run(
      binary, arguments, input: Data(input.utf8),
      in: URL(fileURLWithPath: NSTemporaryDirectory()), environment: environment)
    return Run(
      status: ExitCode(rawValue: result.status), output: result.stdout, errors: result.stderr)
  }

  @Test("diff prints the failure text and exits 1")
  func diff() throws {
    let fixture = try SnapshotFixture()
    try fixture.write("a\nb\n", to: "a.txt")
    try fixture.write("a\nc\n", to: "b.txt")
    let result = try run(["diff", "\(fixture.path)/a.txt", "\(fixture.path)/b.txt"])
    #expect(result.status == .failure)
    #expect(
      result.output == """
        Snapshot does not match reference: 1 of 2 lines differs.
        --- reference
        +++ actual
        @@ -1,2 +1,2 @@
         a
        -b
        +c

        """)
    #expect(result.errors == "")
  }

  @Test("An unknown command is an error and a usage line on stderr and exit 64, not a crash")
  func unknownCommand() throws {
    let result = try run(["stats"])
    #expect(result.status == .usage)
    #expect(
      result.errors
        == "Error: Unknown subcommand 'stats'. Did you mean 'status'?\nUsage: snapshots <subcommand>\n"
    )
    #expect(result.output == "")
  }

  @Test("accept parses the rewritten source with swiftc, and refuses when SWIFT_EXEC names none")
  func acceptParses() throws {
    let fixture = try SnapshotFixture()
    try fixture.writeInlinePending("hello")
    var environment = fixture.environment
    environment["SWIFT_EXEC"] = "/nonexistent/swiftc"
    let refused = try run(["accept", ".inline/T/S.swift-1-23"], environment: environment)
    #expect(refused.status == .failure)
    #expect(
      refused.errors.hasSuffix(
        "Tests/S.swift: not proven that the new file parses and holds the new literal at its "
          + "call (proof 4): cannot find swiftc to check the rewritten file (looked at SWIFT_EXEC, "
          + "'/nonexistent/swiftc', which is no program), and the library writes no Swift the "
          + "compiler has not read; set SWIFT_EXEC to the swiftc of your toolchain. The file was "
          + "left alone.\n"))
    #expect(fixture.read("Tests/S.swift") == "  expectInlineSnapshot(of: x, as: .lines)\n")
    let accepted = try run(["accept", ".inline/T/S.swift-1-23"], environment: fixture.environment)
    #expect(accepted.status == .success, "\(accepted.errors)")
    #expect(fixture.read("Tests/S.swift")?.contains("    hello\n") == true)
  }

  @Test("review reads answers from stdin and accept works through SNAPSHOT_DIRECTORY")
  func reviewFromStandardInput() throws {
    let fixture = try SnapshotFixture()
    try fixture.write("x\n", to: "App/Suite/one.txt.new")
    try fixture.write("y\n", to: "App/Suite/two.txt.new")
    let review = try run(["review"], environment: fixture.environment, input: "a\ns\n")
    #expect(review.status == .success)
    #expect(fixture.read("App/Suite/one.txt") == "x\n")
    let accept = try run(["accept", "App/Suite/two"], environment: fixture.environment)
    #expect(accept.status == .success)
    #expect(accept.output == "Accepted App/Suite/two\n")
    #expect(fixture.read("App/Suite/two.txt") == "y\n")
  }

  @Test("review's d runs SNAPSHOT_DIFF_TOOL on the reference and the pending file, then asks again")
  func diffTool() throws {
    let fixture = try SnapshotFixture()
    try fixture.write("a\n", to: "App/Suite/changed.txt")
    try fixture.write("b\n", to: "App/Suite/changed.txt.new")
    try fixture.write("new\n", to: "App/Suite/added.txt.new")
    try fixture.writeInlinePending("hello")
    // The tool writes the words it was given, and an inline change's new text, to a log,
    // and exits 1 as `diff` does for files that differ.
    let log = "\(fixture.path)/tool.log"
    let script =
      "#!/bin/sh\nfor word in \"$@\"; do echo \"$word\" >> \(log); done\n"
      + "case \"$3\" in *.pending.txt) cat \"$3\" >> \(log);; esac\nexit 1\n"
    try fixture.write(script, to: "tool.sh")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: "\(fixture.path)/tool.sh")
    var environment = fixture.environment
    environment["SNAPSHOT_DIFF_TOOL"] = "\(fixture.path)/tool.sh --side-by-side"
    environment["PATH"] = "/usr/bin:/bin"
    let review = try run(
      ["review"], environment: environment, input: "d\ns\nd\ns\nd\ns\n")
    #expect(review.status == .success, "\(review.errors)")
    #expect(review.output.hasSuffix("Reviewed: 0 accepted, 0 rejected, 3 skipped.\n"))
    let words = try #require(fixture.read("tool.log")).split(separator: "\n").map(String.init)
    #expect(words.count == 10)
    #expect(
      Array(words.prefix(6)) == [
        "--side-by-side", "/dev/null", "\(fixture.path)/App/Suite/added.txt.new",
        "--side-by-side", "\(fixture.path)/App/Suite/changed.txt",
        "\(fixture.path)/App/Suite/changed.txt.new",
      ])
    #expect(words[6] == "--side-by-side" && words[7] == "/dev/null")
    #expect(words[8].hasSuffix("/S.swift-1.pending.txt") && words[9] == "hello")
    #expect(!FileManager.default.fileExists(atPath: words[8]), "the inline texts were left behind")
  }
}
