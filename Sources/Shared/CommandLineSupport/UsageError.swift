/// A command line a tool cannot accept; the tool exits with ``ExitCode/usage``
/// after the message and the command's usage line.
package enum UsageError: CommandFailure, Equatable, Sendable {
  /// An option the command does not have.
  case unknownOption(String, suggestion: String?)
  /// An option that needs a value came last, or before another option.
  case missingValue(option: String, valueName: String)
  /// A flag was given a value with `=`.
  case flagWithValue(option: String, value: String)
  /// An option's or argument's word is not a value it accepts.
  case invalidValue(option: String, value: String, ValueError)
  /// A word the command does not take.
  case unexpectedArgument(String)
  /// A command the tool does not have.
  case unknownSubcommand(String, suggestion: String?)
  /// A required argument is missing.
  case missingArgument(String)
  /// A subcommand came after options, where it reads as a stray word.
  case misplacedSubcommand(String)
  /// A tool that needs a subcommand was given none.
  case missingSubcommand(choices: [String])
  /// An option that only makes sense with another came without it; `needs` says what it needs.
  case needsOption(String, needs: String)
  /// Two options that cannot be used together.
  case conflictingOptions(String, String)

  /// The sentence that says what is wrong.
  package var message: String { CommandText.message(self) }

  /// Always ``ExitCode/usage``.
  package var exitCode: ExitCode { .usage }
}

/// A command line the reader rejected, with the usage line of the command it
/// was reading.
package struct RejectedCommandLine: Error, Equatable, Sendable {
  /// What is wrong.
  package let reason: UsageError
  /// The usage line of the command, without `Usage: `.
  package let usage: String

  /// Creates a rejection.
  package init(reason: UsageError, usage: String) {
    self.reason = reason
    self.usage = usage
  }

  /// The two lines a tool writes to standard error.
  package var text: String { CommandText.error(reason.message, usage: usage) }
}
