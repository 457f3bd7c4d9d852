// Exercise 3 · Reduce (lesson 3, Lessons/03-reduce.md)
//
// Write the sum with one `reduce` instead of a `forEach` that adds into a
// `var`, and make it give `nil` when the sum does not fit in `Int`: Swift's
// `+` traps on overflow (look at `addingReportingOverflow`).
// Check with `swift run calc-render check 3`.

/// The sum of the entered numbers, or `nil` when it does not fit in `Int`.
func total(of numbers: [Int]) -> Int? {
  var sum = 0
  numbers.forEach {
    sum += $0
  }
  return sum
}
