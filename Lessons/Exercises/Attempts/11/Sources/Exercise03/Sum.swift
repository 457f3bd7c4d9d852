// A blind learner's answer to exercise 3, written without the corpus: counts wraps with
// direction but gives nil only when wraps > 0: a total too small (negative wrap) returns a
// wrapped value.
// judge: equivalence (the sum beside exact totals over every list of edge values)
// verdict: fail
// expectation: A total too large or too small for `Int` gives nil instead of trapping
// saying: total(of: [Int.min, -1]) is Int.max; expected nil: the total does not fit in Int.
/// The sum of the entered numbers, or `nil` when the total does not fit in `Int`.

func total(of numbers: [Int]) -> Int? {
  // The wrapped sum, and how many times it wrapped up (+1) or down (-1).
  let (sum, wraps) = numbers.reduce((0, 0)) { partial, number in
    let (next, overflow) = partial.0.addingReportingOverflow(number)
    return (next, overflow ? partial.1 + (number > 0 ? 1 : -1) : partial.1)
  }
  return wraps > 0 ? nil : sum  // a total too large wraps up
}
