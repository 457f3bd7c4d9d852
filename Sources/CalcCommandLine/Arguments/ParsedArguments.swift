/// The options and words found on a command line.
struct ParsedArguments: Equatable, Sendable {
  /// The value of each option given one; the last one wins when repeated.
  var values: [String: String] = [:]
  /// The flags that were given.
  var flags: Set<String> = []
  /// The words that are not options, in order.
  var positionals: [String] = []

  /// Whether a flag was given.
  func has(_ flag: String) -> Bool { flags.contains(flag) }
}
