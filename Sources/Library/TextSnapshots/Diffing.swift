/// How a snapshot format is stored as text and how two values of it are compared.
///
/// A `Diffing` turns a format into the text written to disk, reads it back, and
/// explains a difference as failure text (a one-line verdict, then a diff).
///
/// ```swift
/// let upper = Diffing<String>(
///   toText: { $0 }, fromText: { $0 },
///   describeDifference: { $0 == $1 ? nil : "Not equal." })
/// ```
public struct Diffing<Format>: Sendable {
  /// Converts a value to the text stored in the reference file.
  public var toText: @Sendable (Format) -> String { didSet { comparesTextExactly = false } }
  /// Reads a value back from the text of a reference file.
  public var fromText: @Sendable (String) -> Format { didSet { comparesTextExactly = false } }
  /// Returns failure text when `actual` differs from `reference`, or `nil` when they match.
  public var describeDifference: @Sendable (_ reference: Format, _ actual: Format) -> String? {
    didSet { comparesTextExactly = false }
  }
  /// What the built-in text diffings compare, so a failure attaches a side-by-side view
  /// of two screens; `nil` for a diffing made with the initialiser.
  package var textKind: TextKind?
  /// Whether a stored text byte for byte equal to the actual one always matches, as it
  /// does for a built-in text diffing whose conversions and comparison are its own; then
  /// a file snapshot compares the file's bytes and decodes them only when they differ.
  var comparesTextExactly = false

  /// Creates a diffing from its three conversions.
  ///
  /// - Parameters:
  ///   - toText: Converts a value to the text stored on disk.
  ///   - fromText: Reads a value back from stored text.
  ///   - describeDifference: Explains how two values differ, or returns `nil` when equal.
  public init(
    toText: @escaping @Sendable (Format) -> String,
    fromText: @escaping @Sendable (String) -> Format,
    describeDifference: @escaping @Sendable (_ reference: Format, _ actual: Format) -> String?
  ) {
    self.toText = toText
    self.fromText = fromText
    self.describeDifference = describeDifference
  }
}
