/// An option that is given or not, declared once as the `Bool` it sets, in the
/// manner of swift-argument-parser's `@Flag`.
///
/// ```swift
/// struct Reset: Command {
///   static let configuration = CommandConfiguration(name: "reset", abstract: "Resets.")
///
///   @Flag("--yes", short: "-y", help: "reset without asking") var yes = false
///
///   func run(_ console: Console) throws(UsageError) -> ExitCode { .success }
/// }
/// ```
///
/// ```swift
/// print(try Reset.parse(["-y"]).yes)
/// // Prints "true"
/// ```
@propertyWrapper
package struct Flag: Sendable, Equatable {
  /// Whether the flag was given; the default when it was not.
  package var wrappedValue: Bool
  /// What help and the reader know of it: its names and its help.
  package let projectedValue: OptionSpec

  /// Declares a flag.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when it is not given: the property's initial value.
  ///   - name: The name, with its dashes: `--yes`.
  ///   - short: A one-letter name, with its dash: `-y`.
  ///   - help: One line of help.
  package init(wrappedValue: Bool, _ name: String, short: String? = nil, help: String) {
    projectedValue = OptionSpec(name: name, shortName: short, valueName: nil, help: help)
    self.wrappedValue = CommandReading.current?.flag(projectedValue) == true || wrappedValue
  }
}
