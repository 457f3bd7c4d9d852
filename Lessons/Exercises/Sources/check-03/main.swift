import ExerciseChecking

@testable import Exercise03

let lesson =
  "Lessons/03-reduce.md: a `forEach` that adds into a `var` becomes one `reduce`, and the kit's sum cannot trap: `Int`'s `+` stops the program when a sum leaves `Int`."

await runChecks([
  Expectation("Digits add up: [1, 2, 3] is 6 and no digits is 0", lesson: lesson) {
    Failure.unless(
      total(of: [1, 2, 3]) == 6 && total(of: []) == 0,
      "total(of: [1, 2, 3]) is \(String(describing: total(of: [1, 2, 3]))), total(of: []) is \(String(describing: total(of: [])))."
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
  Expectation("A sum too large for `Int` gives nil instead of trapping", lesson: lesson) {
    let cases: [[Int]] = [[Int.max, 1], [9, Int.max], [Int.min, -1]]
    for numbers in cases where total(of: numbers) != nil {
      return Failure(
        "total(of: \(numbers)) is \(String(describing: total(of: numbers))); expected nil.")
    }
    return Failure.unless(
      total(of: [Int.max, -1, 1]) == Int.max,
      "total(of: [Int.max, -1, 1]) should be Int.max: it never leaves Int.")
  },
])
