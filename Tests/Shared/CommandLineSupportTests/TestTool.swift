import CommandLineSupport

/// A small tool for the reader to read: it draws with options of each kind,
/// and has subcommands that take words.
struct TestTool: Command {
  static let configuration = CommandConfiguration(
    name: "tool", abstract: "Draws.", options: [width, state, layout, loading],
    subcommands: [Play.self, Lesson.self, Diff.self, Accept.self])

  static let width = Option<Int>.integer("--width", in: 24...200, "the width")
  static let state = Option<String>("--state", "FILE", "the state")
  static let layout = Option<Layout>("--layout", "the layout")
  static let loading = Flag("--loading", "start loading")

  enum Layout: String, CaseIterable, Sendable {
    case grid, seed
  }

  var width: Int?
  var state: String?
  var layout: Layout?
  var loading: Bool

  init(_ values: ParsedValues) throws(UsageError) {
    width = try values.value(of: Self.width)
    state = try values.value(of: Self.state)
    layout = try values.value(of: Self.layout)
    loading = values.contains(Self.loading)
  }

  /// Writes what it read, or fails as asked: `--state usage` and `--state data`.
  func run(_ console: Console) throws(TestFailure) -> Int32 {
    if state == "usage" { throw .usage }
    if state == "data" { throw .data }
    console.write("width \(width.map(String.init) ?? "none")\n")
    return ExitCode.success
  }

  struct Play: Command {
    static let configuration = CommandConfiguration(
      name: "play", abstract: "Plays.", options: [fast])
    static let fast = Flag("--fast", short: "-f", "play fast")

    var fast: Bool

    init(_ values: ParsedValues) { fast = values.contains(Self.fast) }

    func run(_ console: Console) throws(TestFailure) -> Int32 { ExitCode.success }
  }

  struct Lesson: Command {
    static let configuration = CommandConfiguration(
      name: "lesson", abstract: "Reads.", arguments: [number])
    static let number = Argument<Int>.number(
      "N", "the lesson", expected: "a lesson's number", count: .optional)

    var number: Int?

    init(_ values: ParsedValues) throws(UsageError) { number = try values.value(of: Self.number) }

    func run(_ console: Console) throws(TestFailure) -> Int32 { ExitCode.success }
  }

  struct Diff: Command {
    static let configuration = CommandConfiguration(
      name: "diff", abstract: "Compares.", arguments: [first, second])
    static let first = Argument<String>("A", "one file")
    static let second = Argument<String>("B", "the other")

    var files: [String]

    init(_ values: ParsedValues) throws(UsageError) {
      files = [try values.value(of: Self.first), try values.value(of: Self.second)].compactMap(
        \.self)
    }

    func run(_ console: Console) throws(TestFailure) -> Int32 { ExitCode.success }
  }

  struct Accept: Command {
    static let configuration = CommandConfiguration(
      name: "accept", abstract: "Accepts.", arguments: [names])
    static let names = Argument<String>("NAME", "a name", count: .many)

    var names: [String]

    init(_ values: ParsedValues) throws(UsageError) { names = try values.values(of: Self.names) }

    func run(_ console: Console) throws(TestFailure) -> Int32 { ExitCode.success }
  }
}

/// How the test tool fails when asked to.
enum TestFailure: CommandFailure {
  case usage, data

  var message: String { self == .usage ? "Bad usage" : "Bad data" }
  var exitCode: Int32 { self == .usage ? ExitCode.usage : ExitCode.data }
}
