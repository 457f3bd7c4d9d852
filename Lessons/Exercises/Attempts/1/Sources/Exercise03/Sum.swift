// An attempt at exercise 3 that gives nil at the first partial sum that
// overflows, though the total may come back into `Int`.
// judge: equivalence
// verdict: fail
// expectation: A total that fits is exact even when a partial sum leaves `Int`
// saying: total(of: [Int.max, 1, -1]) is nil; expected Int.max

/// The sum of the entered numbers, or `nil` when the total does not fit in `Int`.
func total(of numbers: [Int]) -> Int? {
  numbers.reduce(Optional(0)) { total, number in
    guard let total else { return nil }
    let (sum, overflow) = total.addingReportingOverflow(number)
    return overflow ? nil : sum
  }
}
