// Exercise 3 · Reduce (lesson 3, Lessons/03-reduce.md)
//
// Write the sum with one `reduce` instead of a `forEach` that adds into a
// `var`, and make it give `nil` only when the total does not fit in `Int`:
// Swift's `+` traps on overflow (look at `addingReportingOverflow`), and a
// partial sum may leave `Int` and come back, so `[Int.max, 1, -1]` is
// `Int.max`, as lesson 3's `Int.max + 1 - 1` is.
// Check with `swift run calc-render check 3`.

/// The sum of the entered numbers, or `nil` when the total does not fit in `Int`.
func total(of numbers: [Int]) -> Int? {
  var sum = 0
  numbers.forEach {
    sum += $0
  }
  return sum
}
