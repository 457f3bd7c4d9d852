import ExerciseChecking

@testable import Exercise03

let lesson =
  "Lessons/03-reduce.md: a `forEach` that adds into a `var` becomes one `reduce`, and the kit's sum cannot trap: each step wraps and counts the carry, so a total that leaves `Int` and comes back (`Int.max + 1 - 1`) is still exact; only a final total out of range has no value."

/// A number as the learner reads it: `Int.max` and `Int.min` by name.
func word(_ number: Int) -> String {
  number == .max ? "Int.max" : number == .min ? "Int.min" : String(number)
}

func written(_ numbers: [Int]) -> String {
  "[" + numbers.map(word).joined(separator: ", ") + "]"
}

func described(_ total: Int?) -> String {
  total.map(word) ?? "nil"
}

/// Totals that do not fit in `Int`. The last two wrap twice the same way, or once and then
/// stay out: counting wraps without their direction, or looking only at the wrapped sum,
/// misses them.
let tooLarge: [[Int]] = [
  [Int.max, 1], [9, Int.max], [Int.min, -1], [Int.max, Int.max, Int.max, Int.max],
  [Int.max, 1, Int.max, 1],
]

/// Totals that fit though a partial sum leaves `Int`: out at the top or the bottom, first or
/// later, and back.
let comesBack: [(numbers: [Int], total: Int)] = [
  ([Int.max, 1, -1], .max), ([1, Int.max, -1], .max), ([Int.max, -1, 1], .max),
  ([Int.min, -1, 1], .min), ([-1, Int.min, 1], .min), ([Int.max, 1, Int.min], 0),
  ([Int.max, Int.max, Int.min, Int.min], -2), ([Int.min, Int.min, Int.max, Int.max], -2),
]

/// Every case's total, worked out in a child process: `+` on a total that leaves `Int` stops
/// the program, and the check must survive it to say so.
let totals = Probe("totals") {
  for numbers in tooLarge + comesBack.map(\.numbers) {
    Probe.say(described(total(of: numbers)))
  }
}

/// The totals the probe worked out, in case order, or the failure of the case that stopped it.
@MainActor
func probedTotals() -> Result<[String], Failure> {
  let outcome = totals.run()
  let cases = tooLarge + comesBack.map(\.numbers)
  if outcome.timedOut {
    let stuck = outcome.lines.count < cases.count ? written(cases[outcome.lines.count]) : "a case"
    return .failure(
      Failure("total(of: \(stuck)) did not return within \(Int(Probe.limit)) s: a loop that never ends?"))
  }
  guard outcome.trapped else { return .success(outcome.lines) }
  let stopped = outcome.lines.count < cases.count ? written(cases[outcome.lines.count]) : "a case"
  return .failure(
    Failure(
      "total(of: \(stopped)) stopped the program: Swift's `+` traps when a sum leaves `Int`, so "
        + "`reduce(0, +)` crashes on these numbers. Add with `addingReportingOverflow`, which "
        + "reports the overflow instead, and count each wrap by its direction."))
}

await runChecks(
  [
    Expectation("Digits add up: [1, 2, 3] is 6 and no digits is 0", lesson: lesson) {
      Failure.unless(
        total(of: [1, 2, 3]) == 6 && total(of: []) == 0,
        "total(of: [1, 2, 3]) is \(described(total(of: [1, 2, 3]))), total(of: []) is \(described(total(of: [])))."
      )
    },
    Expectation("The sum is one `reduce`, with no `forEach` and no `var`", lesson: lesson) {
      let code = ExerciseSource.code(ofTarget: "Exercise03")
      if code.contains("forEach") { return Failure("Sum.swift still calls `forEach`.") }
      if ExerciseSource.matches(code, #"\bvar\b"#) {
        return Failure("Sum.swift still adds into a `var`.")
      }
      return Failure.unless(code.contains(".reduce("), "Sum.swift does not call `reduce`.")
    },
    Expectation(
      "A total too large or too small for `Int` gives nil instead of trapping", lesson: lesson
    ) {
      switch probedTotals() {
      case .failure(let failure): return failure
      case .success(let lines):
        for (numbers, line) in zip(tooLarge, lines) where line != "nil" {
          return Failure(
            "total(of: \(written(numbers))) is \(line); expected nil: the total does not fit in Int."
          )
        }
        return nil
      }
    },
    Expectation(
      "A total that fits is exact even when a partial sum leaves `Int`", lesson: lesson
    ) {
      switch probedTotals() {
      case .failure(let failure): return failure
      case .success(let lines):
        for (expected, line) in zip(comesBack, lines.dropFirst(tooLarge.count))
        where line != described(expected.total) {
          return Failure(
            "total(of: \(written(expected.numbers))) is \(line); expected \(described(expected.total)). "
              + "A partial sum leaves Int, but the total comes back: give nil only when the whole total does not fit."
          )
        }
        return nil
      }
    },
  ], probes: [totals])
