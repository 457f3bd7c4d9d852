import Foundation
import TestSupport
import Testing

/// Runs the built `snapshots` binary, found in the build products folder of this bundle.
@Suite("snapshots executable")
struct SnapshotsExecutableTests {
  static let binary = BuiltProduct.path(of: "snapshots")

  struct Run {
    var status: Int32
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
    return Run(status: result.status, output: result.stdout, errors: result.stderr)
  }

  @Test("diff prints the failure text and exits 1")
  func diff() throws {
    let fixture = try SnapshotFixture()
    try fixture.write("a\nb\n", to: "a.txt")
    try fixture.write("a\nc\n", to: "b.txt")
    let result = try run(["diff", "\(fixture.path)/a.txt", "\(fixture.path)/b.txt"])
    #expect(result.status == 1)
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
    #expect(result.status == 64)
    #expect(
      result.errors
        == "Error: Unknown subcommand 'stats'. Did you mean 'status'?\nUsage: snapshots <subcommand>\n"
    )
    #expect(result.output == "")
  }

  @Test("review reads answers from stdin and accept works through SNAPSHOT_DIRECTORY")
  func reviewFromStandardInput() throws {
    let fixture = try SnapshotFixture()
    try fixture.write("x\n", to: "Suite/one.txt.new")
    try fixture.write("y\n", to: "Suite/two.txt.new")
    let review = try run(["review"], environment: fixture.environment, input: "a\ns\n")
    #expect(review.status == 0)
    #expect(fixture.read("Suite/one.txt") == "x\n")
    let accept = try run(["accept", "Suite/two"], environment: fixture.environment)
    #expect(accept.status == 0)
    #expect(accept.output == "Accepted Suite/two\n")
    #expect(fixture.read("Suite/two.txt") == "y\n")
  }
}
