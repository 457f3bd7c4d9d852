import Foundation

/// A volatile part of a snapshot's text, replaced by a visible label before comparing.
///
/// Combine redactions with a text strategy through ``Snapshotting/redacting(_:)``. The
/// label stays in the snapshot, so the reference shows what was redacted:
///
/// ```swift
/// expectSnapshot(of: receipt, as: .dump.redacting(.uuids, .iso8601Dates))
/// // id: [UUID],
/// // printed: [date],
/// ```
public struct Redaction: Sendable {
  /// The pattern the redaction replaces, as an `NSRegularExpression` pattern.
  public let pattern: String
  /// The text that stands in the snapshot where the pattern matched.
  public let label: String

  /// Creates a redaction of every match of a regular expression.
  ///
  /// - Parameters:
  ///   - pattern: An `NSRegularExpression` pattern, such as `#"\d+ ms"#`.
  ///   - label: The text written in the snapshot instead, such as `[duration]`.
  /// - Throws: ``RedactionError/invalidPattern(_:reason:)`` when the pattern does not compile.
  public init(pattern: String, as label: String) throws(RedactionError) {
    do {
      _ = try NSRegularExpression(pattern: pattern)
    } catch {
      throw .invalidPattern(pattern, reason: error.localizedDescription)
    }
    self.pattern = pattern
    self.label = label
  }

  private init(checked pattern: String, label: String) {
    self.pattern = pattern
    self.label = label
  }

  /// Creates a redaction of every occurrence of some exact text, such as a temporary path.
  ///
  /// - Parameters:
  ///   - text: The text to replace wherever it occurs.
  ///   - label: The text written in the snapshot instead, such as `[tmp]`.
  /// - Returns: The redaction.
  public static func text(_ text: String, as label: String) -> Redaction {
    Redaction(checked: NSRegularExpression.escapedPattern(for: text), label: label)
  }

  /// Replaces UUIDs such as `E621E1F8-C36C-495A-93FC-0C247A3E6E5F` with `[UUID]`.
  public static let uuids = Redaction(
    checked: "[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}",
    label: "[UUID]")

  /// Replaces ISO 8601 dates and times such as `2026-11-30T17:35:06Z` with `[date]`.
  public static let iso8601Dates = Redaction(
    checked: #"\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?"#,
    label: "[date]")

  /// Applies the redaction to a text.
  ///
  /// - Parameter text: The snapshot text.
  /// - Returns: The text with every match replaced by the label.
  public func apply(to text: String) -> String {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
    let range = NSRange(text.startIndex..<text.endIndex, in: text)
    return expression.stringByReplacingMatches(
      in: text, range: range, withTemplate: NSRegularExpression.escapedTemplate(for: label))
  }
}

/// Why a ``Redaction`` could not be made.
public enum RedactionError: Error, Equatable, CustomStringConvertible {
  /// The pattern is not a valid regular expression.
  case invalidPattern(String, reason: String)

  /// The message, naming the pattern.
  public var description: String {
    switch self {
    case .invalidPattern(let pattern, let reason):
      "Redaction pattern '\(pattern)' is not a valid regular expression: \(reason)"
    }
  }
}
