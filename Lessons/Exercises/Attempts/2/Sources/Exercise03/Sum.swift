// An attempt at exercise 3 that counts the wraps but not their direction, so
// two wraps the same way look like none.
// judge: equivalence
// verdict: fail
// expectation: A total too large or too small for `Int` gives nil instead of trapping
// saying: total(of: [Int.max, Int.max, Int.max, Int.max]) is -4; expected nil

/// The sum of the entered numbers, or `nil` when the total does not fit in `Int`.
func total(of numbers: [Int]) -> Int? {
  let total = numbers.reduce((sum: 0, wraps: 0)) { total, number in
    let (sum, overflow) = total.sum.addingReportingOverflow(number)
    return (sum, total.wraps + (overflow ? 1 : 0))
  }
  return total.wraps % 2 == 0 ? total.sum : nil
}
