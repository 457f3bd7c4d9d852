import Testing

@testable import TextUI

@Suite("Point scale")
struct PointScaleTests {
  @Test(
    "Ten points are one line, rounded to the nearest",
    arguments: [(0.0, 0), (4, 0), (5, 1), (10, 1), (14.9, 1), (15, 2), (20, 2), (40, 4), (-10, 0)])
  func lines(points: Double, lines: Int) {
    #expect(PointScale.lines(points) == lines)
  }

  @Test(
    "Ten points are two columns, rounded to the nearest",
    arguments: [(0.0, 0), (2, 0), (2.5, 1), (10, 2), (16, 3), (20, 4), (30, 6), (.infinity, 0)])
  func columns(points: Double, columns: Int) {
    #expect(PointScale.columns(points) == columns)
  }

  @Test(
    "Cells are the points rounded half away from zero, near halves and at the cap",
    arguments: [
      0.1, 4.999999999999999, 5, 5.000000000000001, 14.999999999999998, 15, 25, 35.5,
      1_234_567.5, 10_737_418_235, 10_737_418_245, 1e300,
    ])
  func rounding(points: Double) {
    func expected(_ value: Double) -> Int {
      Int(min(value.rounded(.toNearestOrAwayFromZero), Double(Size.unboundedHeight)))
    }
    #expect(PointScale.lines(points) == expected(points / PointScale.pointsPerLine))
    #expect(PointScale.columns(points) == expected(points / PointScale.pointsPerColumn))
  }
}
