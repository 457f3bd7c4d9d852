// An attempt at exercise 3 that starts the fold from the first number, `numbers.first!`,
// to save adding 0: with no digits entered it stops the program. The check runs every sum
// in a child process, so it survives the stop, and it says the stop is no overflow, since
// no partial sum of no numbers leaves `Int`.
// judge: equivalence
// verdict: fail
// expectation: Digits add up: [1, 2, 3] is 6 and no digits is 0
// saying: total(of: []) stopped the program, though no partial sum of these numbers leaves `Int`: it is no overflow

/// The sum of the entered numbers, or `nil` when the total does not fit in `Int`.
func total(of numbers: [Int]) -> Int? {
  let total = numbers.dropFirst().reduce((sum: numbers.first!, wraps: 0)) { total, number in
    let (sum, overflow) = total.sum.addingReportingOverflow(number)
    return (sum, total.wraps + (overflow ? number.signum() : 0))
  }
  return total.wraps == 0 ? total.sum : nil
}
