// A blind learner's answer to exercise 3, written without the corpus: no digits gives nil
// ('no total') instead of 0.
// judge: equivalence (the sum beside exact totals)
// verdict: fail
// expectation: Digits add up: [1, 2, 3] is 6 and no digits is 0
// saying: total(of: [1, 2, 3]) is 6, total(of: []) is nil.
/// The sum of the entered numbers, or `nil` when the total does not fit in `Int`.

func total(of numbers: [Int]) -> Int? {
  guard !numbers.isEmpty else { return nil }  // nothing entered, no total
  let (sum, wraps) = numbers.reduce((0, 0)) { partial, number in
    let (next, overflow) = partial.0.addingReportingOverflow(number)
    return (next, overflow ? partial.1 + (number > 0 ? 1 : -1) : partial.1)
  }
  return wraps == 0 ? sum : nil
}
