import Foundation

/// A command line tool, or one of its subcommands, in the manner of
/// swift-argument-parser's `ParsableCommand`.
///
/// A command is a value that declares each of its options and arguments once,
/// as a property with an ``Option``, ``Flag`` or ``Argument`` wrapper that
/// names it, says its help and gives its default. The reader makes the
/// command from the words on the command line, help and usage lines are built
/// from the same declarations, and ``run(_:)`` does the work through a
/// ``Console``. A tool is its root command; its subcommands are types nested
/// in it and listed in its configuration.
///
/// ```swift
/// struct Greet: Command {
///   static let configuration = CommandConfiguration(name: "greet", abstract: "Says hello.")
///
///   @Option("--name", "NAME", help: "who to greet") var who = "world"
///
///   func run(_ console: Console) throws(UsageError) -> ExitCode {
///     console.write("Hello, \(who)!\n")
///     return .success
///   }
/// }
/// ```
///
/// A tool's executable marks its root command `@main`; tests run it in memory:
///
/// ```swift
/// let status = await Greet.main(["--name", "Ada"], console: console)
/// // Writes "Hello, Ada!" and returns .success.
/// ```
///
/// Options that several commands share are a struct of their own, stored in
/// each command with its initial value, as argument-parser's `@OptionGroup`
/// is: whatever wrappers are made while the command is made are its options,
/// in the order they are made.
package protocol Command: Sendable {
  /// What the tool says when a run fails: one of its messages and exit statuses.
  associatedtype Failure: CommandFailure

  /// Its name, what it does and its subcommands.
  static var configuration: CommandConfiguration { get }

  /// Makes the command with every option and argument at its default.
  ///
  /// The reader calls it to learn what the command declares, then again while
  /// the words it found are read into the command's wrappers.
  init()

  /// Checks the options once they are read, for those that cannot go together.
  ///
  /// - Throws: ``UsageError`` for options that need or exclude others.
  mutating func validate() throws(UsageError)

  /// Does the work, writing only to `console`.
  ///
  /// - Returns: The status the tool exits with.
  @MainActor
  func run(_ console: Console) async throws(Failure) -> ExitCode
}

extension Command {
  /// Accepts every combination of options.
  package mutating func validate() throws(UsageError) {}

  /// Runs the tool in this process: its arguments, its console, then its exit.
  ///
  /// Mark a tool's root command with `@main` to make it the program's entry.
  @MainActor
  package static func main() async {
    let status = await main(Array(CommandLine.arguments.dropFirst()), console: .process)
    exit(OutputChannel.exitStatus(after: status).rawValue)
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
  /// - Returns: The status the tool exits with.
  @MainActor
  package static func main(_ arguments: [String], console: Console) async -> ExitCode {
    let parsed: ParsedCommand
    do {
      parsed = try ArgumentReader.read(arguments, for: Self.self)
    } catch {
      console.writeError(error.text)
      return .usage
    }
    switch parsed {
    case .help(let text):
      console.write(text)
      return .success
    case .command(let command, let usage):
      return await perform(command, usage: usage, console: console)
    }
  }

  /// Reads the words after this command's own name into the command, without
  /// running it; `-h` is read as any other flag.
  ///
  /// - Throws: ``RejectedCommandLine`` for words it cannot accept.
  package static func parse(_ arguments: [String]) throws(RejectedCommandLine) -> Self {
    let definition = CommandDefinition(Self.self)
    let usage = CommandText.usage(for: definition, path: [configuration.name])
    do throws(UsageError) {
      return try CommandReading.make(
        Self.self, from: ArgumentReader.values(arguments, for: definition))
    } catch {
      throw RejectedCommandLine(reason: error, usage: usage)
    }
  }
}

/// Runs a command the reader made and says how it ended.
@MainActor
private func perform<C: Command>(_ command: C, usage: String, console: Console) async -> ExitCode {
  do throws(C.Failure) {
    return try await command.run(console)
  } catch {
    let isUsage = error.exitCode == .usage
    console.writeError(CommandText.error(error.message, usage: isUsage ? usage : nil))
    return error.exitCode
  }
}
