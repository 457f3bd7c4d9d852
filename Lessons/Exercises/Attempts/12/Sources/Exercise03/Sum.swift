// A blind learner's answer to exercise 3, written without the corpus: counts wraps without
// direction and accepts an even count: two wraps the same way ([Int.max ×4]) give -4
// instead of nil.
// judge: equivalence (the sum beside exact totals over every list of edge values)
// verdict: fail
// expectation: A total too large or too small for `Int` gives nil instead of trapping
// saying: total(of: [Int.max, Int.max, Int.max, Int.max]) is -4; expected nil: the total does not
/// The sum of the entered numbers, or `nil` when the total does not fit in `Int`.

func total(of numbers: [Int]) -> Int? {
  // A wrap up and a wrap down cancel, so an even number of wraps is exact.
  let (sum, wraps) = numbers.reduce((0, 0)) { partial, number in
    let (next, overflow) = partial.0.addingReportingOverflow(number)
    return (next, overflow ? partial.1 + 1 : partial.1)
  }
  return wraps % 2 == 0 ? sum : nil
}
