import ExerciseChecking

@testable import Exercise01

let lesson =
  "Lessons/01-naming.md: `CalcState` becomes `CalculatorData`, a name that says what the type holds; the fields keep the seed's names (`isLoadingOnStart`, `numbers`, `result`, `isCalculating`)."

/// The names the review offers for the type.
let reviewNames = ["CalculatorData", "CalculationContext"]

/// One of the seed's fields: its name, the starter's name for it, what it holds, and the
/// values it takes through the walk below.
struct SeedField {
  let name: String
  let starterName: String
  let holds: String
  let values: [String]
}

/// The steps of the walk, as the messages name them.
let steps = ["as the app opens", "after loading", "after tapping 1", "after tapping 2",
  "after a submit", "after tapping 3 while calculating"]

/// The seed's fields, in its order, each with the values the walk gives it.
let seedFields = [
  SeedField(
    name: "isLoadingOnStart", starterName: "flag",
    holds: "whether the calculator is still switching on",
    values: ["true", "false", "false", "false", "false", "false"]),
  SeedField(
    name: "numbers", starterName: "list", holds: "the digits entered so far",
    values: ["[]", "[]", "[1]", "[1, 2]", "[1, 2]", "[1, 2]"]),
  SeedField(
    name: "result", starterName: "text", holds: "the text shown in place of the result",
    values: ["Введите числа", "Введите числа", "1", "1 + 2", "1 + 2", "1 + 2"]),
  SeedField(
    name: "isCalculating", starterName: "busy", holds: "whether a sum is being calculated",
    values: ["false", "false", "false", "false", "true", "true"]),
]

func fields(_ value: Any) -> [String] {
  Mirror(reflecting: value).children.compactMap(\.label)
}

func field(_ name: String, of value: Any) -> String {
  Mirror(reflecting: value).children.first { $0.label == name }.map { "\($0.value)" } ?? "?"
}

/// The data at each step: open, switch on, tap 1 and 2, submit, then a tap that must be ignored.
func walk() -> [Any] {
  let opened = startingData()
  let loaded = afterLoading(opened)
  let one = afterTap(loaded, digit: 1)
  let two = afterTap(one, digit: 2)
  let submitted = afterSubmit(two)
  return [opened, loaded, one, two, submitted, afterTap(submitted, digit: 3)]
}

/// Why a field's values are not its name's: what it holds instead, step by step.
@MainActor
func mismatch(_ expected: SeedField, values: [String]) -> Failure {
  let shown = zip(steps, values).map { "\($1) \($0)" }.joined(separator: ", ")
  let twin = seedFields.first { $0.name != expected.name && $0.values == values }
  let holds =
    twin.map {
      "It holds \($0.holds), what the seed calls `\($0.name)` (the starter's `\($0.starterName)`): "
        + "read each field's comment and the functions that set it, and give each the seed's name "
        + "for what it holds."
    }
    ?? "The seed's `\(expected.name)` holds \(expected.holds); rename each use as it was, so the "
    + "data goes through loading, taps and a submit as the starter's did."
  return Failure(
    "The field you named `\(expected.name)` does not hold \(expected.holds). " + holds,
    details: ["`\(expected.name)`: " + shown])
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
    let seedNames = seedFields.map(\.name)
    let missing = seedNames.filter { !names.contains($0) }
    return Failure.unless(
      missing.isEmpty && names.count == seedNames.count,
      "The fields are \(names.joined(separator: ", ")); the seed's are \(seedNames.joined(separator: ", ")) (Lessons/Seed/ContentView.swift, lines 103-108)."
    )
  },
  Expectation(
    "Each field holds what its name says, from switching on through taps to a submit",
    lesson: lesson
  ) {
    let data = walk()
    for expected in seedFields {
      let values = data.map { field(expected.name, of: $0) }
      if values != expected.values { return mismatch(expected, values: values) }
    }
    return nil
  },
  Expectation("The old name is gone from the code", lesson: lesson) {
    let code = ExerciseSource.code(ofTarget: "Exercise01")
    return Failure.unless(!code.contains("CalcState"), "`CalcState` is still used somewhere.")
  },
])
