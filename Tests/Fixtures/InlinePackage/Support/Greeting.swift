import InlineTextSnapshots
import Testing

/// Checks a greeting against an inline snapshot in the caller's call; `matches` comes
/// before `loud`, so only this declaration tells where a new `matches:` goes.
public func expectGreeting(
  for name: String, sourceLocation: SourceLocation = #_sourceLocation,
  matches expected: (() -> String)? = nil, loud: Bool = false
) {
  expectInlineSnapshot(
    of: "Hello, \(name)\(loud ? "!" : ".")\n", as: .lines, functionName: "expectGreeting",
    sourceLocation: sourceLocation, matches: expected)
}
