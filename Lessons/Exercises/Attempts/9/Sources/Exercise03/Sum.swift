// A blind learner's answer to exercise 3, written without the corpus: gives nil at the
// first partial-sum overflow, so [Int.max, 1, -1] is nil although the total fits.
// judge: equivalence (the sum beside exact totals over every list of edge values)
// verdict: fail
// expectation: A total that fits is exact even when a partial sum leaves `Int`
// saying: total(of: [Int.max, 1, -1]) is nil; expected Int.max. A partial sum leaves Int, but the
/// The sum of the entered numbers, or `nil` when the total does not fit in `Int`.

func total(of numbers: [Int]) -> Int? {
  numbers.reduce(Int?.some(0)) { partial, number in
    guard let partial else { return nil }
    let (next, overflow) = partial.addingReportingOverflow(number)
    return overflow ? nil : next
  }
}
