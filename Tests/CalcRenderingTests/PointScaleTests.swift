import Testing

@testable import CalcRendering

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
}
