// An attempt at exercise 3 that is the review's version, `reduce(0, +)`: `+`
// traps when the sum leaves `Int`, and the check, which runs it in a child process,
// says so instead of stopping with it.
// judge: equivalence
// verdict: fail
// expectation: A total too large or too small for `Int` gives nil instead of trapping
// saying: total(of: [Int.max, 1]) stopped the program

/// The sum of the entered numbers, or `nil` when the total does not fit in `Int`.
func total(of numbers: [Int]) -> Int? {
  numbers.reduce(0, +)
}
