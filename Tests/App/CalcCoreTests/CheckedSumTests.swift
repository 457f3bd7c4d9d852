import Testing

@testable import CalcCore

@Suite("Checked sum")
struct CheckedSumTests {
  @Test(
    "Adds numbers up exactly while the total fits in Int",
    arguments: [
      ([], 0),
      ([1, 2, 3], 6),
      ([9, 9, 9, 9], 36),
      ([Int.max], Int.max),
      ([Int.min], Int.min),
      ([Int.max, 1, -1], Int.max),
      ([Int.min, -1, 1], Int.min),
      ([Int.max, Int.max, Int.min, Int.min, 2], 0),
      ([Int.max, Int.max, Int.min, Int.min, Int.min, 2], Int.min),
    ] as [([Int], Int)])
  func exactTotals(numbers: [Int], total: Int) {
    #expect(numbers.reduce(CheckedSum.zero, +).value == total)
  }

  @Test(
    "Has no value when the total leaves Int",
    arguments: [
      [Int.max, 1],
      [Int.min, -1],
      [Int.max, Int.max, Int.max],
      [Int.max, Int.max, Int.max, Int.max, 10],
    ])
  func overflowingTotals(numbers: [Int]) {
    #expect(numbers.reduce(CheckedSum.zero, +).value == nil)
  }
}
