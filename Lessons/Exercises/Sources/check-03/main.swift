import ExerciseChecking

@testable import Exercise03

let lesson =
  "Lessons/03-reduce.md: a `forEach` that adds into a `var` becomes one `reduce`, and the kit's sum cannot trap: each step wraps and counts the carry, so a total that leaves `Int` and comes back (`Int.max + 1 - 1`) is still exact; only a final total out of range has no value."

/// A number as the learner reads it: `Int.max` and `Int.min` by name.
func word(_ number: Int) -> String {
  number == .max ? "Int.max" : number == .min ? "Int.min" : String(number)
}

/// A list as Swift code: a long one as the runs of one number it is made of.
func written(_ numbers: [Int]) -> String {
  guard numbers.count > longest else {
    return "[" + numbers.map(word).joined(separator: ", ") + "]"
  }
  var runs: [(number: Int, count: Int)] = []
  for number in numbers {
    if let last = runs.last, last.number == number {
      runs[runs.count - 1].count += 1
    } else {
      runs.append((number, 1))
    }
  }
  return runs.map { "Array(repeating: \(word($0.number)), count: \(grouped($0.count)))" }
    .joined(separator: " + ")
}

/// A count as a Swift literal, its thousands apart: `131_072`.
func grouped(_ count: Int) -> String {
  let digits = Array(String(count))
  return digits.enumerated().map { index, digit in
    index > 0 && (digits.count - index) % 3 == 0 ? "_\(digit)" : "\(digit)"
  }.joined()
}

/// The most numbers a short case holds; the long cases hold thousands.
let longest = 6

func described(_ total: Int?) -> String {
  total.map(word) ?? "nil"
}

/// The reference: the exact total, or `nil` when it does not fit in `Int`, worked out apart
/// from any wrapping sum (the kit's `CheckedSum` gives the same): the high and low 32 bits of
/// every number are added apart, where nothing can overflow, and the total fits when the
/// high half does.
func exactTotal(of numbers: [Int]) -> Int? {
  let high = numbers.reduce(0) { $0 + ($1 >> 32) }
  let low = numbers.reduce(0) { $0 + ($1 & 0xFFFF_FFFF) }
  let carried = high + (low >> 32)
  guard carried >= -(1 << 31), carried < 1 << 31 else { return nil }
  return carried << 32 | (low & 0xFFFF_FFFF)
}

/// Totals that do not fit in `Int`, said first because their messages teach the most.
///
/// The last two wrap twice the same way, or once and then stay out: counting wraps without
/// their direction, or looking only at the wrapped sum, misses them.
let tooLarge: [[Int]] = [
  [Int.max, 1], [9, Int.max], [Int.min, -1], [Int.max, Int.max, Int.max, Int.max],
  [Int.max, 1, Int.max, 1],
]

/// Totals that fit though a partial sum leaves `Int`: out at the top or the bottom, first or
/// later, and back.
let comesBack: [[Int]] = [
  [Int.max, 1, -1], [1, Int.max, -1], [Int.max, -1, 1], [Int.min, -1, 1], [-1, Int.min, 1],
  [Int.max, 1, Int.min], [Int.max, Int.max, Int.min, Int.min],
  [Int.min, Int.min, Int.max, Int.max],
]

/// Every list of up to `length` numbers from `values`, shortest first.
func lists(of values: [Int], upTo length: Int) -> [[Int]] {
  var all: [[Int]] = [[]]
  var last: [[Int]] = [[]]
  for _ in 0..<length {
    last = last.flatMap { list in values.map { list + [$0] } }
    all += last
  }
  return all
}

/// Every overflow shape: every list of up to four numbers from the edges of `Int` and the
/// numbers around 0 and half of it, then every list of five and six from the extremes and ±1,
/// so a sum leaves `Int` at the top and the bottom, once, twice the same way and both ways,
/// and comes back or not.
let generated =
  lists(of: [.min, .min + 1, -(1 << 62), -1, 0, 1, 1 << 62, .max - 1, .max], upTo: 4)
  + lists(of: [.min, -1, 1, .max], upTo: 6).filter { $0.count > 4 }

/// Lists that wrap 2^16 times the same way: a wrap counter narrower than `Int` (`Int8`,
/// `Int16`, `&+` or `+`) wraps or traps itself, where every short list stays far below it.
///
/// 2^17 copies of `Int.max` wrap exactly 2^16 times upwards, and the wrapped sum, −2^17,
/// is an `Int`: a counter that comes back to 0 gives it instead of `nil`. Then as many
/// copies of `Int.min` bring the total back, by as many wraps down.
let manyWraps: [[Int]] = [
  Array(repeating: .max, count: 1 << 17),
  Array(repeating: .max, count: 1 << 17) + Array(repeating: .min, count: 1 << 17),
]

/// The first expectation's digits, run first, so a sum that stops the program on them stops
/// the probe and not the check.
let basics: [[Int]] = [[1, 2, 3], []]

/// Every case, in the order the probe runs them.
let cases = basics + tooLarge + comesBack + generated + manyWraps

/// Runs your sum on every case, in a child process, which `+` may stop.
///
/// A total that leaves `Int` stops the program under `+`, and the check must survive it to
/// say so. The child says `=` for each total that is the reference's, your total for the
/// first one of each kind (too large, or fitting) that is not, and `x` for the others, so
/// what it says stays far below what a pipe holds.
let run = Probe("sum") {
  var wrong: Set<Bool> = []
  for numbers in cases {
    let expected = exactTotal(of: numbers)
    let yours = total(of: numbers)
    if yours == expected {
      Probe.say("=")
    } else if wrong.insert(expected == nil).inserted {
      Probe.say(described(yours))
    } else {
      Probe.say("x")
    }
  }
}

/// The case the probe was running when it stopped, if it stopped on one.
func stuckCase(_ outcome: Probe.Outcome) -> [Int]? {
  outcome.lines.count < cases.count ? cases[outcome.lines.count] : nil
}

/// Whether adding the numbers in order leaves `Int` at some step: what makes `+` trap.
func partialSumLeavesInt(_ numbers: [Int]?) -> Bool {
  guard let numbers else { return true }
  // The halves of `exactTotal(of:)`, added one number at a time: linear in the long cases.
  var high = 0
  var low = 0
  for number in numbers {
    high += number >> 32
    low += number & 0xFFFF_FFFF
    let carried = high + (low >> 32)
    if carried < -(1 << 31) || carried >= 1 << 31 { return true }
  }
  return false
}

/// What the probe said, once: both expectations read the one run.
var said: Result<[String], Failure>?
/// How many cases the probe answered before it ended or stopped.
var stopped = 0

/// The totals the probe worked out, in case order (`=` for each that is the reference's),
/// or the failure of the case that stopped it.
@MainActor
func probedTotals() -> Result<[String], Failure> {
  if let said { return said }
  let outcome = run.run()
  stopped = outcome.lines.count
  let result: Result<[String], Failure>
  let stuck = outcome.lines.count < cases.count ? written(cases[outcome.lines.count]) : "a case"
  if outcome.timedOut {
    result = .failure(
      Failure(
        "total(of: \(stuck)) did not return within \(Int(Probe.limit)) s: a loop that never ends?"))
  } else if outcome.trapped, !partialSumLeavesInt(stuckCase(outcome)) {
    result = .failure(
      Failure(
        "total(of: \(stuck)) stopped the program, though no partial sum of these numbers leaves "
          + "`Int`: it is no overflow. Something else in Sum.swift stops it, such as a `!` on "
          + "`nil`, an index out of range, or a `precondition`; read it for what these numbers "
          + "reach."))
  } else if outcome.trapped, let numbers = stuckCase(outcome), numbers.count > longest {
    result = .failure(
      Failure(
        "total(of: \(stuck)) stopped the program, though no list of \(longest) numbers or fewer "
          + "did: these \(grouped(numbers.count)) numbers wrap \(grouped(1 << 16)) times the "
          + "same way, so what traps is what counts the wraps, not the sum. Count "
          + "them in an `Int`, which holds as many wraps as a list can have."))
  } else if outcome.trapped {
    result = .failure(
      Failure(
        "total(of: \(stuck)) stopped the program: Swift's `+` traps when a sum leaves `Int`, so "
          + "`reduce(0, +)` crashes on these numbers. Add with `addingReportingOverflow`, which "
          + "reports the overflow instead, and count each wrap by its direction."))
  } else {
    result = .success(outcome.lines)
  }
  said = result
  return result
}

/// The first case whose total is wrong, of those whose reference is nil or not.
@MainActor
func firstWrong(tooLarge: Bool) -> Failure? {
  switch probedTotals() {
  case .failure(let failure): return failure
  case .success(let lines):
    for (numbers, line) in zip(cases, lines) where line != "=" && line != "x" {
      let expected = exactTotal(of: numbers)
      guard (expected == nil) == tooLarge else { continue }
      if tooLarge {
        return Failure(
          "total(of: \(written(numbers))) is \(line); expected nil: the total does not fit in Int.")
      }
      return Failure(
        "total(of: \(written(numbers))) is \(line); expected \(described(expected)). "
          + "A partial sum leaves Int, but the total comes back: give nil only when the whole total does not fit."
      )
    }
    return nil
  }
}

await runChecks(
  [
    Expectation(
      "Digits add up: [1, 2, 3] is 6 and no digits is 0", judge: .equivalence, lesson: lesson
    ) {
      // The probe ran these first: when it stopped on one of them, running it here would stop
      // the check too.
      if case .failure(let failure) = probedTotals(), stopped < basics.count { return failure }
      return Failure.unless(
        total(of: [1, 2, 3]) == 6 && total(of: []) == 0,
        "total(of: [1, 2, 3]) is \(described(total(of: [1, 2, 3]))), total(of: []) is \(described(total(of: [])))."
      )
    },
    Expectation(
      "The sum is one `reduce`, with no `forEach` and no `var`", judge: .structure, lesson: lesson
    ) {
      let code = ExerciseSource.code(ofTarget: "Exercise03")
      if code.contains("forEach") { return Failure("Sum.swift still calls `forEach`.") }
      if ExerciseSource.matches(code, #"\bvar\b"#) {
        return Failure("Sum.swift still adds into a `var`.")
      }
      return Failure.unless(code.contains(".reduce("), "Sum.swift does not call `reduce`.")
    },
    Expectation(
      "A total too large or too small for `Int` gives nil instead of trapping", judge: .equivalence,
      lesson: lesson
    ) {
      firstWrong(tooLarge: true)
    },
    Expectation(
      "A total that fits is exact even when a partial sum leaves `Int`", judge: .equivalence,
      lesson: lesson
    ) {
      firstWrong(tooLarge: false)
    },
  ], probes: [run])
