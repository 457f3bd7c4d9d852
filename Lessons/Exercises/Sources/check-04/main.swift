import ExerciseChecking
import Observation

@testable import Exercise04

let lesson =
  "Lessons/04-observation.md: `ObservableObject` and `@Published` become `@Observable` on a `@MainActor` class; the view re-renders because reading `state` in `body` registers it, and a change to it invalidates the view."

/// A stand-in for SwiftUI's view host: draws by reading the model, redraws when told it changed.
@MainActor
final class Screen {
  let model: EntryViewModel
  var redraws = 0
  var needsRedraw = false
  var shown = ""

  init(model: EntryViewModel) {
    self.model = model
    draw()
  }

  func draw() {
    shown = withObservationTracking {
      model.state.result
    } onChange: { [weak self] in
      MainActor.assumeIsolated { self?.needsRedraw = true }
    }
  }

  /// What a run loop does between events: redraw once if anything it read changed.
  func runLoopTurn() {
    guard needsRedraw else { return }
    needsRedraw = false
    redraws += 1
    draw()
  }
}

/// Whether the class is on the main actor: marked `@MainActor` itself, or conforming to a
/// protocol marked `@MainActor` in the exercise's code, from which Swift infers it.
func classIsOnMainActor() -> Bool {
  if ExerciseSource.classIsOnMainActor("EntryViewModel", inTarget: "Exercise04") { return true }
  let code = ExerciseSource.strippedCode(ofTarget: "Exercise04")
  guard
    let declaration = code.range(
      of: #"class\s+EntryViewModel\s*:[^{]*"#, options: .regularExpression)
  else { return false }
  let inherited = code[declaration].split(separator: ":").dropFirst().joined()
    .split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
  return inherited.contains { name in
    ExerciseSource.matches(code, #"@MainActor\s+(\w+\s+)*protocol\s+"# + name + #"\b"#)
  }
}

/// Whether a method of the target leaves the main actor with `nonisolated`.
func hasNonisolatedMethod() -> Bool {
  ExerciseSource.matches(
    SourceCode.normalised(ExerciseSource.strippedCode(ofTarget: "Exercise04")),
    #"\bnonisolated (\w+ )*func\b"#)
}

/// Why a read in `body` may not be tracked, for the code the learner wrote.
func untracked() -> String {
  let code = ExerciseSource.code(ofTarget: "Exercise04")
  if code.contains("@ObservationIgnored") {
    return "`@ObservationIgnored` takes a property out of tracking, so a change to it tells no one."
  }
  if !code.contains("@Observable") && ExerciseSource.matches(code, #"[:,]\s*Observable\b"#) {
    return "Conforming to `Observable` is not enough: the `@Observable` macro is what makes each "
      + "stored property report its reads and changes."
  }
  if !code.contains("@Observable") {
    return "A plain class tells no one that it changed: mark it `@Observable` "
      + "(`import Observation`)."
  }
  return "The screen learns of a change only to a property it read while drawing."
}

/// The reference: the entry's data after each tap, as the lesson's view model keeps it.
struct Reference {
  var numbers: [Int] = []
  var result = "Введите числа"

  mutating func tap(_ digit: Int) {
    numbers.append(digit)
    result = numbers.map(String.init).joined(separator: " + ")
  }
}

/// Every path of up to `depth` taps of 1, 2 and 0, shortest first.
func paths(depth: Int) -> [[Int]] {
  var all: [[Int]] = []
  var last: [[Int]] = [[]]
  for _ in 0..<depth {
    last = last.flatMap { path in [1, 2, 0].map { path + [$0] } }
    all += last
  }
  return all
}

/// Every path of up to four taps, then one long entry of ``LongWalk/length`` digits, 1 to 9
/// and 0 in turn: far past where the screen's text wraps.
let walks = paths(depth: 4) + [(0..<LongWalk.length).map { ($0 + 1) % 10 }]

/// The taps of a path so far, a long one counted: `1, 2, 0` or `7 digits (1234567)`.
func tapped(_ path: ArraySlice<Int>) -> String {
  path.count > 4
    ? "\(path.count) digits (\(path.map(String.init).joined()))"
    : path.map(String.init).joined(separator: ", ")
}

/// Your view model beside the reference on every path of taps, each on a fresh screen.
///
/// After each tap and the run loop's turn, the screen must have redrawn exactly once more, show the
/// reference's text, and the model hold the reference's data. `nil` when they agree
/// everywhere, or the failure naming the shortest path that shows a difference.
@MainActor
func firstDifference() -> Failure? {
  for path in walks {
    let screen = Screen(model: EntryViewModel())
    var reference = Reference()
    for (step, digit) in path.enumerated() {
      let before = screen.redraws
      screen.model.onAddNumber(digit)
      screen.runLoopTurn()
      reference.tap(digit)
      let taps = tapped(path.prefix(step + 1))
      let shorter = path.count > 4 ? "no path of four taps or fewer" : "no shorter path of taps"
      let data = screen.model.state
      if data.numbers != reference.numbers || data.result != reference.result {
        return Failure(
          "After tapping \(taps) your view model holds \(data.numbers) showing "
            + "\"\(data.result)\"; the reference holds \(reference.numbers) showing "
            + "\"\(reference.result)\": \(shorter) shows a difference. Each tap "
            + "appends its digit, 0 too, and the result joins the digits with \" + \".")
      }
      let redraws = screen.redraws - before
      if redraws != 1 {
        return Failure(
          "Tapping \(taps) redrew the screen \(redraws == 0 ? "not at all" : "\(redraws) times") "
            + "for the last tap; the reference redraws it once for each tap. "
            + (redraws == 0
              ? untracked() : "Change `state` once per tap, where the tap is handled."))
      }
      if screen.shown != reference.result {
        return Failure(
          "After tapping \(taps) the screen shows \"\(screen.shown)\"; the reference's shows "
            + "\"\(reference.result)\". " + untracked())
      }
    }
  }
  return nil
}

await runChecks([
  Expectation("Tapping a digit redraws the screen once", judge: .equivalence, lesson: lesson) {
    let screen = Screen(model: EntryViewModel())
    screen.model.onAddNumber(1)
    screen.runLoopTurn()
    if screen.model.state.numbers != [1] {
      return Failure(
        "After tapping 1 your view model holds \(screen.model.state.numbers); expected [1]: the "
          + "tap changes `state` before `onAddNumber` returns, as the screen reads it next, not "
          + "later in a `Task`.")
    }
    return Failure.unless(
      screen.redraws == 1 && screen.shown == "1",
      "After tapping 1 the screen redrew \(screen.redraws) times and shows \"\(screen.shown)\"; expected 1 redraw showing \"1\". "
        + untracked()
    )
  },
  Expectation(
    "On every path of up to four taps, and on an entry of \(LongWalk.length) digits, each tap redraws the screen once, and it shows what the reference shows",
    judge: .equivalence, lesson: lesson
  ) {
    firstDifference()
  },
  Expectation(
    "The view model is on the main actor, as the screen that reads it is", judge: .structure,
    lesson: lesson
  ) {
    if !classIsOnMainActor() {
      return Failure(
        "`EntryViewModel` is not marked `@MainActor`: in Swift 6 a view can only read it on the "
          + "main actor if it lives there.")
    }
    return Failure.unless(
      !hasNonisolatedMethod(),
      "A `nonisolated` method of the view model leaves the main actor: any thread may call it "
        + "while the screen reads `state`"
        + (ExerciseSource.code(ofTarget: "Exercise04").contains("assumeIsolated")
          ? ", and `MainActor.assumeIsolated` inside it only stops the program when one does"
          : "") + ". Keep every method on the main actor, with the class.")
  },
  // The escape hatches exercise 10 refuses: a state nothing isolates, or written off the
  // main actor, races the screen's reads here as much as there.
  EscapeHatch.expectation(target: "Exercise04", lesson: lesson),
  Expectation(
    "The compiler proves EntryViewModel.swift memory safe: no unsafe pointer or `unsafeBitCast`",
    judge: .structure, lesson: lesson
  ) {
    MemorySafety.failure(compiling: "Sources/Exercise04/EntryViewModel.swift")
  },
])
