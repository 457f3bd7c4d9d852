/// The options and words found on a command line.
public struct ParsedArguments: Equatable, Sendable {
  /// The value of each option given one; the last one wins when repeated.
  public var values: [String: String] = [:]
  /// The flags that were given.
  public var flags: Set<String> = []
  /// The words that are not options, in order.
  public var positionals: [String] = []

  /// Creates an empty set of arguments.
  public init() {}

  /// Whether a flag was given.
  public func has(_ flag: String) -> Bool { flags.contains(flag) }
}
