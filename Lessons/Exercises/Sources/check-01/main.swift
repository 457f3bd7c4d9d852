import ExerciseChecking

@testable import Exercise01

let lesson =
  "Lessons/01-naming.md: `CalcState` becomes `CalculatorData`, a name that says what the type holds; the fields keep the seed's names (`isLoadingOnStart`, `numbers`, `result`, `isCalculating`)."

/// The names the review offers for the type.
let reviewNames = ["CalculatorData", "CalculationContext"]

/// The seed's field names, in its order.
let seedFields = ["isLoadingOnStart", "numbers", "result", "isCalculating"]

func fields(_ value: Any) -> [String] {
  Mirror(reflecting: value).children.compactMap(\.label)
}

func field(_ name: String, of value: Any) -> Any? {
  Mirror(reflecting: value).children.first { $0.label == name }?.value
}

await runChecks([
  Expectation(
    "The type takes one of the review's names: `CalculatorData` or `CalculationContext`",
    lesson: lesson
  ) {
    let name = String(describing: type(of: startingData()))
    return Failure.unless(
      reviewNames.contains(name),
      "The type is called `\(name)`; the review asks for `CalculatorData` or `CalculationContext`."
    )
  },
  Expectation(
    "The fields take back the seed's names: isLoadingOnStart, numbers, result, isCalculating",
    lesson: lesson
  ) {
    let names = fields(startingData())
    let missing = seedFields.filter { !names.contains($0) }
    return Failure.unless(
      missing.isEmpty && names.count == seedFields.count,
      "The fields are \(names.joined(separator: ", ")); the seed's are \(seedFields.joined(separator: ", ")) (Lessons/Seed/ContentView.swift, lines 103-108)."
    )
  },
  Expectation("The old name is gone from the code", lesson: lesson) {
    let code = ExerciseSource.code(ofTarget: "Exercise01")
    return Failure.unless(!code.contains("CalcState"), "`CalcState` is still used somewhere.")
  },
  Expectation("A tap still appends the digit and shows the entry", lesson: lesson) {
    let tapped = afterTap(afterTap(startingData(), digit: 1), digit: 2)
    let numbers = field("numbers", of: tapped) as? [Int]
    let result = field("result", of: tapped) as? String
    return Failure.unless(
      numbers == [1, 2] && result == "1 + 2",
      "After tapping 1 and 2 the data is \(tapped); expected the numbers [1, 2] and the result \"1 + 2\"."
    )
  },
])
