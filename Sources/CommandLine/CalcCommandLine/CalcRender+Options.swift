import CalcScenarios
import CommandLineSupport
import KitSupport

extension CalcRender {
  /// Reads `--events`: a step script.
  static func steps(_ script: String) throws(ValueError) -> [Step] {
    do throws(StepScript.Failure) {
      return try StepScript.parse(script)
    } catch {
      throw .reason(error.message)
    }
  }

  /// Reads `--scenario`: the name of one of the kit's scenarios.
  static func scenario(named name: String) throws(ValueError) -> Scenario {
    guard let scenario = Scenario.named(name) else {
      throw .unknown(
        kind: "scenario",
        suggestion: Suggestion.closest(to: name, in: Scenario.catalog.map(\.name)),
        seeAlso: "calc-render --list-scenarios")
    }
    return scenario
  }

  static let discussion = """
    With no options it draws the start screen. --numbers, --result and
    --calculating build a state on the keypad screen; --state reads one as JSON
    with the seed's field names, for example
      {"isLoadingOnStart": false, "numbers": [1, 2], "result": "1 + 2"}
    A missing isLoadingOnStart is true, as in the seed, so {"numbers": [1, 2]}
    alone draws the loading screen.

    --events runs steps after the screen appears, on a clock that only the
    script moves: digits 0-9, submit, reset, appear, disappear, replace,
    wait 3s, wait 1.5s, wait 500ms, or wait alone (until nothing is pending).
    Separate steps with spaces or commas. disappear hides the screen (another
    tab, a view pushed on top): it keeps its view model for the next appear.
    replace removes it and shows a new one, which appears with a new view
    model that loads from the start. For example:
      calc-render --events "wait 3s 1 2 submit wait 3s"
    --model before runs them on the seed's view model instead, whose load
    started from .onAppear runs on when the screen is hidden or removed.

    Exit status: 0 on success, 64 for bad usage, 65 for bad data,
    66 for an input that cannot be read, 74 when reading or writing fails.
    """
}
