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

await runChecks([
  Expectation("Tapping a digit redraws the screen once", lesson: lesson) {
    let screen = Screen(model: EntryViewModel())
    screen.model.onAddNumber(1)
    screen.runLoopTurn()
    return Failure.unless(
      screen.redraws == 1 && screen.shown == "1",
      "After tapping 1 the screen redrew \(screen.redraws) times and shows \"\(screen.shown)\"; expected 1 redraw showing \"1\". "
        + untracked()
    )
  },
  Expectation("Three taps redraw the screen three times, and it shows the entry", lesson: lesson) {
    let screen = Screen(model: EntryViewModel())
    for digit in [1, 2, 3] {
      screen.model.onAddNumber(digit)
      screen.runLoopTurn()
    }
    return Failure.unless(
      screen.redraws == 3 && screen.shown == "1 + 2 + 3",
      "After tapping 1, 2, 3 the screen redrew \(screen.redraws) times and shows \"\(screen.shown)\"."
    )
  },
  Expectation("The view model is on the main actor, as the screen that reads it is", lesson: lesson)
  {
    return Failure.unless(
      ExerciseSource.classIsOnMainActor("EntryViewModel", inTarget: "Exercise04"),
      "`EntryViewModel` is not marked `@MainActor`: in Swift 6 a view can only read it on the main actor if it lives there."
    )
  },
  // The escape hatches exercise 10 refuses: a state nothing isolates, or written off the
  // main actor, races the screen's reads here as much as there.
  EscapeHatch.expectation(target: "Exercise04", lesson: lesson),
])
