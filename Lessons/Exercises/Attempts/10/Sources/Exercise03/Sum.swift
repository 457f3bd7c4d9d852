// A blind learner's answer to exercise 3, written without the corpus: keeps only the last
// addition's overflow flag: an earlier overflow that never comes back is missed.
// judge: equivalence (the sum beside exact totals over every list of edge values)
// verdict: fail
// expectation: A total too large or too small for `Int` gives nil instead of trapping
// saying: total(of: [Int.max, 1, Int.max, 1]) is 0; expected nil: the total does not fit in Int.
/// The sum of the entered numbers, or `nil` when the total does not fit in `Int`.

func total(of numbers: [Int]) -> Int? {
  // Only the last addition decides: an earlier overflow may come back.
  let (sum, overflow) = numbers.reduce((0, false)) { partial, number in
    partial.0.addingReportingOverflow(number)
  }
  return overflow ? nil : sum
}
