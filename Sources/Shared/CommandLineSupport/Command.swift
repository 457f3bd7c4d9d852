import Foundation

/// A command line tool, or one of its subcommands, in the manner of
/// swift-argument-parser's `ParsableCommand`.
///
/// A command is a value: ``init(_:)`` reads its options and arguments once,
/// from what ``ArgumentReader`` found on the command line, and ``run(_:)``
/// does the work through a ``Console``. A tool is its root command; its
/// subcommands are types nested in it and listed in its configuration.
///
/// ```swift
/// struct Greet: Command {
///   static let configuration = CommandConfiguration(
///     name: "greet", abstract: "Says hello.", options: [name])
///   static let name = Option<String>("--name", "NAME", "who to greet")
///
///   var who: String
///
///   init(_ values: ParsedValues) throws(UsageError) {
///     who = try values.value(of: Self.name) ?? "world"
///   }
///
///   func run(_ console: Console) throws(UsageError) -> Int32 {
///     console.write("Hello, \(who)!\n")
///     return ExitCode.success
///   }
/// }
/// ```
///
/// A tool's executable marks its root command `@main`; tests run it in memory:
///
/// ```swift
/// let status = await Greet.main(["--name", "Ada"], console: console)
/// // Writes "Hello, Ada!" and returns 0.
/// ```
public protocol Command: Sendable {
  /// What the tool says when a run fails: one of its messages and exit statuses.
  associatedtype Failure: CommandFailure

  /// Its name, what it does, what it takes and its subcommands.
  static var configuration: CommandConfiguration { get }

  /// Reads the command from the values the reader found for it.
  ///
  /// - Throws: ``UsageError`` for a value it cannot accept, or options that
  ///   cannot go together.
  init(_ values: ParsedValues) throws(UsageError)

  /// Does the work, writing only to `console`.
  ///
  /// - Returns: The exit status, from ``ExitCode``.
  @MainActor
  func run(_ console: Console) async throws(Failure) -> Int32
}

extension Command {
  /// Runs the tool in this process: its arguments, its console, then its exit.
  ///
  /// Mark a tool's root command with `@main` to make it the program's entry.
  @MainActor
  public static func main() async {
    let status = await main(Array(CommandLine.arguments.dropFirst()), console: .process)
    exit(OutputChannel.exitStatus(after: status))
  }

  /// Reads a command line, then prints help or runs the command it names,
  /// and says what went wrong when something did.
  ///
  /// Every tool runs the same four steps: read the words, answer `--help`,
  /// run, and turn a failure into one line on standard error (with the
  /// command's usage line after a usage error) and an exit status.
  ///
  /// - Parameters:
  ///   - arguments: The words after the program's name.
  ///   - console: Where the command reads and writes.
  /// - Returns: The exit status, from ``ExitCode``.
  @MainActor
  public static func main(_ arguments: [String], console: Console) async -> Int32 {
    let parsed: ParsedCommand
    do {
      parsed = try ArgumentReader.read(arguments, for: Self.self)
    } catch {
      console.writeError(error.text)
      return ExitCode.usage
    }
    switch parsed {
    case .help(let text):
      console.write(text)
      return ExitCode.success
    case .command(let command, let usage):
      return await perform(command, usage: usage, console: console)
    }
  }

  /// Reads the words after this command's own name into the command, without
  /// running it; `-h` is read as any other flag.
  ///
  /// - Throws: ``RejectedCommandLine`` for words it cannot accept.
  public static func parse(_ arguments: [String]) throws(RejectedCommandLine) -> Self {
    let path = [configuration.name]
    let usage = CommandText.usage(for: configuration, path: path)
    do throws(UsageError) {
      return try Self(ArgumentReader.values(arguments, for: configuration))
    } catch {
      throw RejectedCommandLine(reason: error, usage: usage)
    }
  }
}

/// Runs a command the reader made and says how it ended.
@MainActor
private func perform<C: Command>(_ command: C, usage: String, console: Console) async -> Int32 {
  do throws(C.Failure) {
    return try await command.run(console)
  } catch {
    let isUsage = error.exitCode == ExitCode.usage
    console.writeError(CommandText.error(error.message, usage: isUsage ? usage : nil))
    return error.exitCode
  }
}
