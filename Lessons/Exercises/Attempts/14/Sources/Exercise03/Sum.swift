// A blind learner's answer to exercise 3, written without the corpus: reduce(0, &+):
// cannot trap, but never gives nil; wraps silently.
// judge: equivalence (the sum beside exact totals over every list of edge values)
// verdict: fail
// expectation: A total too large or too small for `Int` gives nil instead of trapping
// saying: total(of: [Int.max, 1]) is Int.min; expected nil: the total does not fit in Int.
/// The sum of the entered numbers, or `nil` when the total does not fit in `Int`.

func total(of numbers: [Int]) -> Int? {
  numbers.reduce(0, &+)  // &+ cannot trap
}
