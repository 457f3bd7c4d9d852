import InlineTextSnapshots
import Testing

/// Checks two texts, joined by `|`, against an inline snapshot in the caller's call.
public func expectPair(
  _ a: String, _ b: String = "", sourceLocation: SourceLocation = #_sourceLocation,
  matches expected: (() -> String)? = nil
) {
  expectInlineSnapshot(
    of: "\(a)|\(b)\n", as: .lines, functionName: "expectPair", sourceLocation: sourceLocation,
    matches: expected)
}
