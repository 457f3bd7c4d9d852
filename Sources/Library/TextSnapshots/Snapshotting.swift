/// A strategy for snapshotting values of one type as a text format.
///
/// Strategies are values. Build new ones from existing ones with ``pullback(_:)``:
///
/// ```swift
/// struct Receipt: Sendable {
///   var lines: [String]
///
///   var printed: String { lines.map { $0 + "\n" }.joined() }
/// }
///
/// extension Snapshotting where Value == Receipt, Format == String {
///   static var receipt: Self {
///     Snapshotting<String, String>.lines.pullback { $0.printed }
///   }
/// }
/// ```
///
/// A strategy in a generic type's extension is a computed `static var`:
/// Swift has no stored static properties in generic types.
///
/// A strategy also names the extension of its reference files: `txt` unless it says
/// otherwise, as ``Snapshotting/json`` does with `json`.
public struct Snapshotting<Value, Format>: Sendable {
  /// The extension of the reference file, without its dot: `txt`, or `json` for JSON.
  ///
  /// It is lowercase letters and digits; an assertion with any other extension fails
  /// and names it, and writes nothing.
  public var pathExtension: String
  /// How the format is stored and compared.
  public var diffing: Diffing<Format>
  /// Turns a value into the format that is stored and compared.
  public var snapshot: @Sendable (Value) -> Format {
    didSet { redactedReading = nil }
  }
  /// Turns a value into the format, redacted by the redactions given, and says whether
  /// the value can be compared.
  ///
  /// It is for a strategy whose text depends on what it does not show: ``dump`` digests
  /// the values past its limits, and redacts them first, and cannot compare a value it
  /// stopped reading. `nil` for other strategies, and once ``snapshot`` is replaced.
  var redactedReading: (@Sendable (Value, [Redaction]) -> SnapshotReading<Format>)?

  /// Creates a strategy from a diffing and a conversion.
  ///
  /// - Parameters:
  ///   - pathExtension: The extension of the reference file, such as `json`.
  ///   - diffing: How the format is stored and compared.
  ///   - snapshot: Turns a value into the format.
  public init(
    pathExtension: String = "txt", diffing: Diffing<Format>,
    snapshot: @escaping @Sendable (Value) -> Format
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = snapshot
  }

  /// Returns a strategy for another type, converting its values with `transform` first.
  ///
  /// - Parameter transform: Converts the new type to this strategy's value type.
  /// - Returns: A strategy that stores and compares exactly as this one does, in files
  ///   with the same extension.
  public func pullback<NewValue>(
    _ transform: @escaping @Sendable (NewValue) -> Value
  ) -> Snapshotting<NewValue, Format> {
    let snapshot = self.snapshot
    var strategy = Snapshotting<NewValue, Format>(
      pathExtension: pathExtension, diffing: diffing
    ) {
      snapshot(transform($0))
    }
    if let redacted = redactedReading {
      strategy.redactedReading = { value, redactions in
        redacted(transform(value), redactions)
      }
    }
    return strategy
  }

  /// What an assertion compares of `value`: its format, or why it cannot be compared.
  package func reading(of value: Value) -> SnapshotReading<Format> {
    redactedReading?(value, []) ?? SnapshotReading(format: snapshot(value))
  }
}

/// What a strategy read of a value: the format to store and compare, and why the value
/// cannot be compared, when the strategy could not read it whole.
///
/// An assertion given a refusal fails with it, and records and writes nothing.
package struct SnapshotReading<Format> {
  /// The format, as the strategy's ``Snapshotting/snapshot`` makes it.
  package var format: Format
  /// Why the value cannot be compared; `nil` when it can.
  package var refusal: SnapshotMessage?

  /// A reading of `format`, refused for `refusal` if it is given.
  package init(format: Format, refusal: SnapshotMessage? = nil) {
    self.format = format
    self.refusal = refusal
  }
}
