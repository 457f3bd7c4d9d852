// A third blind learner's answer to exercise 3, written without the corpus: the wraps are
// counted in an `Int8` with `&+`, so 256 wraps the same way count as none, and a total too
// large for `Int` gives a wrapped `Int` instead of nil. No list of six numbers wraps that often.
// judge: equivalence (the sum beside exact totals, on lists that wrap 2^16 times)
// verdict: fail
// expectation: A total too large or too small for `Int` gives nil instead of trapping
// saying: total(of: Array(repeating: Int.max, count: 131_072)) is -131072; expected nil

/// The sum of the entered numbers, or `nil` when the total does not fit in `Int`.
func total(of numbers: [Int]) -> Int? {
  let result = numbers.reduce((sum: 0, wraps: Int8(0))) { partial, number in
    let (sum, overflow) = partial.sum.addingReportingOverflow(number)
    return (sum, partial.wraps &+ (overflow ? (number > 0 ? 1 : -1) : 0))
  }
  return result.wraps == 0 ? result.sum : nil
}
