/// How much space goes between the views of a row when columns run short.
///
/// A terminal line cannot scroll sideways, and a screen never cuts its
/// content, so a row that is too wide gives up its spacing first, down to
/// none, before its views are asked to be narrower. SwiftUI would let the row
/// overflow the screen instead. When even no spacing is not enough, the views
/// must wrap anyway, and one column keeps them apart while they do.
enum StackSpacing {
  /// The spacing, at most `preferred`, that lets `content` columns and `gaps`
  /// spaces fit in `available` columns; at most 1 when nothing would.
  static func squeezed(_ preferred: Int, gaps: Int, content: Int, available: Int) -> Int {
    let preferred = max(preferred, 0)
    guard gaps > 0 else { return preferred }
    guard content <= available else { return min(preferred, 1) }
    return min(preferred, (available - content) / gaps)
  }
}
