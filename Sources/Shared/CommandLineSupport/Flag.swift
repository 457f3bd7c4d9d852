/// An option that is given or not, in the manner of swift-argument-parser's `@Flag`.
///
/// ```swift
/// let yes = Flag("--yes", short: "-y", "reset without asking")
/// print(yes.spec.label)
/// // Prints "-y, --yes"
/// ```
public struct Flag: CommandOption {
  /// What help and the reader know of it.
  public let spec: OptionSpec

  /// Creates a flag.
  ///
  /// - Parameters:
  ///   - name: The name, with its dashes: `--yes`.
  ///   - short: A one-letter name, with its dash: `-y`.
  ///   - help: One line of help.
  public init(_ name: String, short: String? = nil, _ help: String) {
    spec = OptionSpec(name: name, shortName: short, valueName: nil, help: help)
  }
}
