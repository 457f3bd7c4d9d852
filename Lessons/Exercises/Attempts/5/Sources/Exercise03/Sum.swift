// An attempt at exercise 3 that adds in `Double`, where nothing traps, and gives nil when
// the total is outside `Int`'s range: a `Double` holds 53 bits, so totals near the edges of
// `Int` round, and one just past `Int.min` rounds back into it. The judge runs it against
// the reference's exact totals over every list of edge values.
// judge: equivalence
// verdict: fail
// expectation: A total too large or too small for `Int` gives nil instead of trapping
// saying: total(of: [Int.min, -1]) is Int.min; expected nil

/// The sum of the entered numbers, or `nil` when the total does not fit in `Int`.
func total(of numbers: [Int]) -> Int? {
  let sum = numbers.reduce(0.0) { $0 + Double($1) }
  return sum >= Double(Int.min) && sum <= Double(Int.max) ? Int(exactly: sum.rounded()) : nil
}
