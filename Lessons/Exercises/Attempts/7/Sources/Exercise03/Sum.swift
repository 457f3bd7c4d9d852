// A blind learner's answer to exercise 3, written without the corpus: sums in Double then
// Int(exactly:): loses precision near Int.min/Int.max.
// judge: equivalence (the sum beside exact totals over every list of edge values)
// verdict: fail
// expectation: A total too large or too small for `Int` gives nil instead of trapping
// saying: total(of: [Int.min, -1]) is Int.min; expected nil: the total does not fit in Int.
/// The sum of the entered numbers, or `nil` when the total does not fit in `Int`.

func total(of numbers: [Int]) -> Int? {
  Int(exactly: numbers.reduce(0.0) { $0 + Double($1) })
}
