// An attempt at exercise 3 that avoids the trap with the wrapping `&+`: it
// never stops, and never gives nil either; a total too large wraps around to a wrong
// number.
// judge: equivalence
// verdict: fail
// expectation: A total too large or too small for `Int` gives nil instead of trapping
// saying: total(of: [Int.max, 1]) is Int.min; expected nil

/// The sum of the entered numbers, or `nil` when the total does not fit in `Int`.
func total(of numbers: [Int]) -> Int? {
  numbers.reduce(0, &+)
}
