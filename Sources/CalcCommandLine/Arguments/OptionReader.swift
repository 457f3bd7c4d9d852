import CommandLineSupport

/// Reads a command's options with the shared argument layer, failing with a
/// ``CommandLineError`` so a command's own errors and its usage errors are one type.
struct OptionReader: Sendable {
  /// The options the command line may hold.
  let options: [OptionSpec]

  /// Parses arguments (without the program's or the command's name).
  func parse(_ arguments: [String]) throws(CommandLineError) -> ParsedArguments {
    do {
      return try ArgumentReader.parseOptions(arguments, options: options)
    } catch {
      throw .usage(error)
    }
  }
}
