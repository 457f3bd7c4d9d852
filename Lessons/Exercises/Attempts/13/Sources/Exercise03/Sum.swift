// A blind learner's answer to exercise 3, written without the corpus: sorts first,
// believing a sorted sum cannot leave Int and come back; [Int.min, -1, 1] still overflows
// at the first step.
// judge: equivalence (the sum beside exact totals over every list of edge values)
// verdict: fail
// expectation: A total that fits is exact even when a partial sum leaves `Int`
// saying: total(of: [Int.min, -1, 1]) is nil; expected Int.min. A partial sum leaves Int, but the
/// The sum of the entered numbers, or `nil` when the total does not fit in `Int`.

func total(of numbers: [Int]) -> Int? {
  // Sorted, negatives come first, so a partial sum cannot leave Int and come back.
  numbers.sorted().reduce(Int?.some(0)) { partial, number in
    guard let partial else { return nil }
    let (next, overflow) = partial.addingReportingOverflow(number)
    return overflow ? nil : next
  }
}
