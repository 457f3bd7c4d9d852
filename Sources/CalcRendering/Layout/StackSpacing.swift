/// How much space goes between the views of a row when columns run short.
///
/// A terminal line cannot scroll sideways, and a screen never cuts its
/// content, so a row that is too wide gives up its spacing first (down to
/// none) before its views are asked to be narrower. SwiftUI would let the row
/// overflow the screen instead.
enum StackSpacing {
  /// The spacing, at most `preferred`, that lets `content` columns and `gaps`
  /// spaces fit in `available` columns, or 0 when nothing would.
  static func squeezed(_ preferred: Int, gaps: Int, content: Int, available: Int) -> Int {
    guard gaps > 0 else { return preferred }
    let room = (available - content) / gaps
    return min(max(preferred, 0), max(room, 0))
  }
}
