import ExerciseChecking

@testable import Exercise01

let lesson =
  "Lessons/01-naming.md: `CalcState` becomes `CalculatorData`, a name that says what the type holds; the fields keep the seed's names (`isLoadingOnStart`, `numbers`, `result`, `isCalculating`)."

/// The names the review offers for the type.
let reviewNames = ["CalculatorData", "CalculationContext"]

/// The reference: the starter's data and functions with the seed's names, which the learner's
/// renamed type, driven through the learner's functions, must agree with field by field.
struct Reference: Equatable {
  var isLoadingOnStart = true
  var numbers: [Int] = []
  var result = "Введите числа"
  var isCalculating = false

  func loaded() -> Reference {
    var next = self
    next.isLoadingOnStart = false
    return next
  }

  func tapped(_ digit: Int) -> Reference {
    guard !isLoadingOnStart, !isCalculating else { return self }
    var next = self
    next.numbers.append(digit)
    next.result = next.numbers.map(String.init).joined(separator: " + ")
    return next
  }

  func submitted() -> Reference {
    guard !isLoadingOnStart, !isCalculating, !numbers.isEmpty else { return self }
    var next = self
    next.isCalculating = true
    return next
  }
}

/// One of the seed's fields: its name, the starter's name for it, and what it holds.
struct SeedField {
  let name: String
  let starterName: String
  let holds: String
}

/// The seed's fields, in its order.
let seedFields = [
  SeedField(
    name: "isLoadingOnStart", starterName: "flag",
    holds: "whether the calculator is still switching on"),
  SeedField(name: "numbers", starterName: "list", holds: "the digits entered so far"),
  SeedField(
    name: "result", starterName: "text", holds: "the text shown in place of the result"),
  SeedField(
    name: "isCalculating", starterName: "busy", holds: "whether a sum is being calculated"),
]

func fields(_ value: Any) -> [String] {
  Mirror(reflecting: value).children.compactMap(\.label)
}

/// Each field's value by name, as `print` writes it.
func values(_ value: Any) -> [String: String] {
  Dictionary(
    Mirror(reflecting: value).children.compactMap { child in
      child.label.map { ($0, "\(child.value)") }
    },
    uniquingKeysWith: { first, _ in first })
}

/// What can happen to the data: it switches on, a digit is tapped, a sum starts.
enum Event: CaseIterable {
  case loading, tap1, tap2, submit

  var words: String {
    switch self {
    case .loading: "loading"
    case .tap1: "tapping 1"
    case .tap2: "tapping 2"
    case .submit: "a submit"
    }
  }
}

/// A path the explorer reached: the events, the reference's data and the learner's.
struct Reached<Data> {
  let events: [Event]
  let reference: Reference
  let yours: Data
}

/// The paths of the walk every message explains a field by: open, switch on, tap 1 and 2,
/// submit, then a tap that must be ignored.
let walk: [Event] = [.loading, .tap1, .tap2, .submit, .tap1]

/// How many events a path may have: enough to tap before and after switching on, submit with
/// and without digits, and tap while calculating.
let depth = 6

/// The learner's data and the reference's over every path of `depth` events, breadth first:
/// the first path, with the fewest events, on which a field of the seed's name holds another
/// value than the reference's, with the field; `nil` when every field agrees everywhere.
///
/// Every path starts again from the data its shorter path reached, so a type that shares its
/// storage between copies (a class) shows as data one path changed under another.
func firstDifference<Data>(
  start: Data, loading: (Data) -> Data, tap: (Data, Int) -> Data, submit: (Data) -> Data
) -> (events: [Event], field: String, expected: String, actual: String)? {
  var frontier = [Reached(events: [], reference: Reference(), yours: start)]
  for level in 0...depth {
    for reached in frontier {
      let yours = values(reached.yours)
      let expected = values(reached.reference)
      for field in seedFields where yours[field.name] != expected[field.name] {
        return (reached.events, field.name, expected[field.name] ?? "?", yours[field.name] ?? "?")
      }
    }
    guard level < depth else { break }
    frontier = frontier.flatMap { reached in
      Event.allCases.map { event in
        let (reference, yours): (Reference, Data) =
          switch event {
          case .loading: (reached.reference.loaded(), loading(reached.yours))
          case .tap1: (reached.reference.tapped(1), tap(reached.yours, 1))
          case .tap2: (reached.reference.tapped(2), tap(reached.yours, 2))
          case .submit: (reached.reference.submitted(), submit(reached.yours))
          }
        return Reached(events: reached.events + [event], reference: reference, yours: yours)
      }
    }
  }
  return nil
}

/// The events of a path as the messages say them.
func said(_ events: [Event]) -> String {
  events.isEmpty ? "as the app opens" : "after " + events.map(\.words).joined(separator: ", ")
}

/// A field's values along the walk, from the data one of the two sides gives.
func alongWalk<Data>(
  _ field: String, start: Data, loading: (Data) -> Data, tap: (Data, Int) -> Data,
  submit: (Data) -> Data
) -> [String] {
  var data = start
  var seen = [values(data)[field] ?? "?"]
  for event in walk {
    switch event {
    case .loading: data = loading(data)
    case .tap1: data = tap(data, 1)
    case .tap2: data = tap(data, 2)
    case .submit: data = submit(data)
    }
    seen.append(values(data)[field] ?? "?")
  }
  return seen
}

/// The reference's values of every seed field along the walk.
func referenceWalk(_ field: String) -> [String] {
  alongWalk(
    field, start: Reference(), loading: { $0.loaded() }, tap: { $0.tapped($1) },
    submit: { $0.submitted() })
}

/// Why a field does not agree with the reference: what it holds instead, when the walk shows
/// it holds another seed field's data, and the shortest path that shows the difference.
@MainActor
func mismatch(
  _ found: (events: [Event], field: String, expected: String, actual: String)
) -> Failure {
  let expected = seedFields.first { $0.name == found.field } ?? seedFields[0]
  let yours = alongWalk(
    found.field, start: startingData(), loading: afterLoading, tap: afterTap(_:digit:),
    submit: afterSubmit)
  let twin = seedFields.first { $0.name != expected.name && referenceWalk($0.name) == yours }
  let path = said(found.events).prefix(1).uppercased() + said(found.events).dropFirst()
  let shown =
    "\(path), `\(found.field)` is \(found.actual) where the starter's data gives "
    + "\(found.expected): no shorter path of events shows a difference."
  if Mirror(reflecting: startingData()).displayStyle == .class {
    return Failure(
      shown + " Your data is a class: `var next = state` then shares one value, so each "
        + "function changes the data it was given too. Keep it a `struct`, whose copies are "
        + "apart.")
  }
  guard let twin else {
    return Failure(
      shown + " A rename changes names, not what the functions do: keep each condition and "
        + "each assignment of `startingData()`, `afterLoading`, `afterTap` and `afterSubmit` as "
        + "the starter has it, with the new names.")
  }
  return Failure(
    "The field you named `\(expected.name)` does not hold \(expected.holds). It holds "
      + "\(twin.holds), what the seed calls `\(twin.name)` (the starter's `\(twin.starterName)`): "
      + "read each field's comment and the functions that set it, and give each the seed's name "
      + "for what it holds.",
    details: [shown])
}

/// A token of Swift code and the line it is on.
struct Token: Equatable {
  let text: String
  let line: Int
}

/// The tokens of a file's code, comments aside and string literals empty: words, numbers and
/// single marks, so spacing and line breaks do not count.
func tokens(_ path: String) -> [Token] {
  let code = SourceCode.stripped(ExerciseSource.text(path))
  var found: [Token] = []
  for (number, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    var rest = Substring(line)
    while let range = rest.range(
      of: #"[A-Za-z_][A-Za-z0-9_]*|[0-9]+|\S"#, options: .regularExpression)
    {
      found.append(Token(text: String(rest[range]), line: number + 1))
      rest = rest[range.upperBound...]
    }
  }
  return found
}

/// The first place where the learner's code is more than the starter's renamed: `nil` when the
/// two are the same tokens once the starter's names become the learner's type name and the
/// seed's field names.
@MainActor
func changedBeyondNames() -> Failure? {
  let type = String(describing: type(of: startingData()))
  let renames = ["CalcState": type]
    .merging(seedFields.map { ($0.starterName, $0.name) }) { first, _ in first }
  let starter = tokens("Starters/Sources/Exercise01/Calculator.swift").map {
    Token(text: renames[$0.text] ?? $0.text, line: $0.line)
  }
  let yours = tokens("Sources/Exercise01/Calculator.swift")
  guard !starter.isEmpty else { return nil }
  let same = zip(starter, yours).prefix { $0.text == $1.text }.count
  if same == starter.count && same == yours.count { return nil }
  let theirs = starter.indices.contains(same) ? starter[same] : nil
  let mine = yours.indices.contains(same) ? yours[same] : nil
  /// A token's line as the file has it, comments aside, with the renames made.
  func shown(_ path: String, _ token: Token?, renaming: [String: String] = [:]) -> String {
    guard let token else { return "nothing more" }
    let lines = SourceCode.stripped(ExerciseSource.text(path))
      .split(separator: "\n", omittingEmptySubsequences: false)
    var line = String(lines[token.line - 1]).trimmingCharacters(in: .whitespaces)
    for (old, new) in renaming {
      line = line.replacingOccurrences(
        of: #"\b"# + old + #"\b"#, with: new, options: .regularExpression)
    }
    return "`\(line)`"
  }
  let place = mine.map { "line \($0.line)" } ?? "its end"
  return Failure(
    "Beyond the names, Calculator.swift differs from the starter at \(place): "
      + shown("Sources/Exercise01/Calculator.swift", mine) + " where the starter, renamed, has "
      + shown("Starters/Sources/Exercise01/Calculator.swift", theirs, renaming: renames)
      + ". A rename changes names "
      + "only: keep every condition, value and statement as the starter has them.")
}

await runChecks([
  Expectation(
    "The type takes one of the review's names: `CalculatorData` or `CalculationContext`",
    judge: .structure, lesson: lesson
  ) {
    let name = String(describing: type(of: startingData()))
    return Failure.unless(
      reviewNames.contains(name),
      "The type is called `\(name)`; the review asks for `CalculatorData` or `CalculationContext`."
    )
  },
  Expectation(
    "The fields take back the seed's names: isLoadingOnStart, numbers, result, isCalculating",
    judge: .structure, lesson: lesson
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
    judge: .equivalence, lesson: lesson
  ) {
    firstDifference(
      start: startingData(), loading: afterLoading, tap: afterTap(_:digit:), submit: afterSubmit
    ).map(mismatch)
  },
  Expectation("The old name is gone from the code", judge: .structure, lesson: lesson) {
    let code = ExerciseSource.code(ofTarget: "Exercise01")
    return Failure.unless(!code.contains("CalcState"), "`CalcState` is still used somewhere.")
  },
  Expectation(
    "Nothing but the names changed: the code is the starter's, renamed", judge: .structure,
    lesson: lesson
  ) {
    changedBeyondNames()
  },
])
