/// What a snapshot's text represents, which decides how a failure is explained.
package enum TextKind: Sendable {
  /// Free-form lines.
  case lines
  /// A fixed-width grid of rows, usually framed; failures also show both side by side.
  case screen
}
