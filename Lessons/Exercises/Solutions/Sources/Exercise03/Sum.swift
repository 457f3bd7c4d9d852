// Exercise 3 · Reduce (lesson 3, Lessons/03-reduce.md): the reference solution.

/// The sum of the entered numbers, or `nil` when it does not fit in `Int`.
func total(of numbers: [Int]) -> Int? {
  numbers.reduce(Optional(0)) { total, number in
    guard let total else { return nil }
    let (sum, overflow) = total.addingReportingOverflow(number)
    return overflow ? nil : sum
  }
}
