/// The columns and rows a screen snapshot occupies.
package struct ScreenSize: Equatable, Sendable {
  package var columns: Int
  package var rows: Int
}
