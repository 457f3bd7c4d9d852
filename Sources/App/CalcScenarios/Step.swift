/// One thing that happens to the calculator: the user acts, or time passes.
///
/// Steps are the one small language that tests, lessons and `calc-render`
/// share. A scenario is a list of them, run by ``ScenarioRunner``.
public enum Step: Hashable, Sendable {
  /// The screen appears, which starts switching the calculator on: the kit's
  /// view from `.task`, the seed's from `.onAppear`.
  case appear
  /// The screen is hidden but keeps its identity (another tab is selected, a
  /// view is pushed on top), which cancels its `.task` work and nothing else:
  /// its view model, and so its data, stay for the next `appear`.
  case disappear
  /// The screen is removed and a new one is shown in its place (popped and
  /// pushed again, an `if` turning false then true, a new `.id`): the old
  /// view's `.task` work is cancelled, its view model is discarded, and the new
  /// view appears with a brand-new view model that loads from the start.
  case replace
  /// The user taps a digit button, 0 to 9.
  case tap(Int)
  /// The user taps the button that calculates the sum.
  case submit
  /// The user taps the reset button.
  case reset
  /// Time passes on the clock.
  case wait(Duration)
  /// Time passes until nothing is waiting on the clock.
  case waitUntilIdle
}

extension Step: CustomStringConvertible {
  /// The step as a script word: `appear`, `replace`, `1`, `submit`, `wait 3s`, `wait`.
  public var description: String {
    switch self {
    case .appear: "appear"
    case .disappear: "disappear"
    case .replace: "replace"
    case .tap(let digit): String(digit)
    case .submit: "submit"
    case .reset: "reset"
    case .wait(let duration): "wait \(Step.format(duration))"
    case .waitUntilIdle: "wait"
    }
  }

  /// A duration as a script writes it: `3s`, `1.5s`, `500ms`.
  public static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    guard milliseconds % 1000 != 0 else { return "\(milliseconds / 1000)s" }
    guard milliseconds >= 1000 else { return "\(milliseconds)ms" }
    let fraction = String(milliseconds % 1000)
    let padded = String(repeating: "0", count: 3 - fraction.count) + fraction
    return "\(milliseconds / 1000).\(padded.trimmingTrailingZeros)s"
  }
}

extension String {
  fileprivate var trimmingTrailingZeros: String {
    var text = self
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
