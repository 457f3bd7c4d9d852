// Exercise 3 · Reduce (lesson 3, Lessons/03-reduce.md): the reference solution.

/// The sum of the entered numbers, or `nil` when the total does not fit in `Int`.
///
/// Each step wraps around instead of trapping and counts the wrap: one up past
/// `Int.max`, one down past `Int.min`. The total fits exactly when the wraps
/// cancel out, and then the wrapped sum is the total.
func total(of numbers: [Int]) -> Int? {
  let total = numbers.reduce((sum: 0, wraps: 0)) { total, number in
    let (sum, overflow) = total.sum.addingReportingOverflow(number)
    return (sum, total.wraps + (overflow ? number.signum() : 0))
  }
  return total.wraps == 0 ? total.sum : nil
}
