/// The one place where SwiftUI points become terminal cells.
///
/// A terminal cell is about twice as tall as it is wide, so 10 points are one
/// line vertically and two columns horizontally: `Spacer().frame(height: 20)`
/// is 2 lines, `.frame(width: 30)` is 6 columns and `HStack(spacing: 20)` puts
/// 4 columns between its views. Values round to the nearest cell, halves away
/// from zero (`5` points are 1 line, `4` points are 0), and negative values
/// count as 0, so a layout written for SwiftUI keeps its proportions.
enum PointScale {
  /// The points one line is tall.
  static let pointsPerLine = 10.0
  /// The points one column is wide.
  static let pointsPerColumn = 5.0

  /// The lines that `points` of height cover.
  static func lines(_ points: Double) -> Int {
    cells(points / pointsPerLine)
  }

  /// The columns that `points` of width cover.
  static func columns(_ points: Double) -> Int {
    cells(points / pointsPerColumn)
  }

  private static func cells(_ value: Double) -> Int {
    guard value.isFinite, value > 0 else { return 0 }
    return Int(min(value.rounded(.toNearestOrAwayFromZero), Double(Size.unboundedHeight)))
  }
}
