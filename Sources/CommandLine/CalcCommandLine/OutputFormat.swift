/// What `calc-render` prints: the screen, or the state as JSON.
enum OutputFormat: String, CaseIterable, Sendable {
  /// The screen, drawn as text.
  case screen
  /// The state as one JSON object per line.
  case json
}
