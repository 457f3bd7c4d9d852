/// The values that flow down the view tree while nodes are made, like SwiftUI's environment.
///
/// Modifiers such as `.font(_:)` change it for the views they wrap; the
/// renderer seeds it from `RenderOptions`.
struct RenderEnvironment: Sendable {
  /// The font of text and button labels.
  var font: Font = .body
  /// How the lines of wrapped text line up.
  var multilineTextAlignment: TextAlignment = .leading
  /// Which frame of its animation a spinner shows.
  var spinnerFrame = 0
  /// The drawing style, which title underlines follow.
  var style: BorderStyle = .ascii
}
