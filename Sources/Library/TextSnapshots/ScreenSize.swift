/// The columns and rows a screen snapshot occupies.
struct ScreenSize: Equatable, Sendable {
  var columns: Int
  var rows: Int
}
