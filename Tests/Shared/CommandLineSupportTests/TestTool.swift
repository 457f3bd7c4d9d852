import CommandLineSupport

/// A small tool for the reader to read: it draws with options of each kind,
/// and has subcommands that take words.
struct TestTool: Command {
  static let configuration = CommandConfiguration(
    name: "tool", abstract: "Draws.", subcommands: [Play.self, Lesson.self, Diff.self, Accept.self])

  enum Layout: String, CaseIterable, Sendable {
    case grid, seed
  }

  @Option("--width", in: 24...200, help: "the width") var width: Int?
  @Option("--state", "FILE", help: "the state") var state: String?
  @Option("--layout", help: "the layout") var layout = Layout.grid
  @Flag("--loading", help: "start loading") var loading = false

  /// Writes what it read, or fails as asked: `--state usage` and `--state data`.
  func run(_ console: Console) throws(TestFailure) -> ExitCode {
    if state == "usage" { throw .usage }
    if state == "data" { throw .data }
    console.write("width \(width.map(String.init) ?? "none")\n")
    return .success
  }

  struct Play: Command {
    static let configuration = CommandConfiguration(name: "play", abstract: "Plays.")

    @Flag("--fast", short: "-f", help: "play fast") var fast = false

    func run(_ console: Console) throws(TestFailure) -> ExitCode { .success }
  }

  struct Lesson: Command {
    static let configuration = CommandConfiguration(name: "lesson", abstract: "Reads.")

    @Argument("N", help: "the lesson", expected: "a lesson's number") var number: Int?

    func run(_ console: Console) throws(TestFailure) -> ExitCode { .success }
  }

  struct Diff: Command {
    static let configuration = CommandConfiguration(name: "diff", abstract: "Compares.")

    @Argument("A", help: "one file") var first: String
    @Argument("B", help: "the other") var second: String

    var files: [String] { [first, second] }

    func run(_ console: Console) throws(TestFailure) -> ExitCode { .success }
  }

  struct Accept: Command {
    static let configuration = CommandConfiguration(name: "accept", abstract: "Accepts.")

    @Argument("NAME", help: "a name") var names: [String]

    func run(_ console: Console) throws(TestFailure) -> ExitCode { .success }
  }
}

/// How the test tool fails when asked to.
enum TestFailure: CommandFailure {
  case usage, data

  var message: String { self == .usage ? "Bad usage" : "Bad data" }
  var exitCode: ExitCode { self == .usage ? .usage : .data }
}
