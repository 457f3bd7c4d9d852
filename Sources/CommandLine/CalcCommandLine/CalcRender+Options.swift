import CalcScenarios
import CommandLineSupport
import KitSupport

extension CalcRender {
  /// The options of `calc-render` itself, each with how its value is read;
  /// the display options it shares with `play` are ``Display/Options``.
  enum Options {
    static let numbers = Option<[Int]>(
      "--numbers", "LIST", "the entered numbers, comma-separated: 1,2,3", read: readNumbers)
    static let result = Option<String>(
      "--result", "TEXT", "the result text (default: derived from the numbers)")
    static let loading = Flag("--loading", "start on the loading screen")
    static let calculating = Flag("--calculating", "show a calculation in progress")
    static let state = Option<String>(
      "--state", "FILE", "read the state as JSON from FILE, or from stdin with -")
    static let events = Option<[Step]>(
      "--events", "SCRIPT", "run steps after the screen appears: \"wait 3s 1 2 submit\""
    ) { script throws(ValueError) in
      do throws(StepScript.Failure) {
        return try StepScript.parse(script)
      } catch {
        throw .reason(error.message)
      }
    }
    static let scenario = Option<Scenario>(
      "--scenario", "NAME", "run one of the kit's scenarios (see --list-scenarios)"
    ) { name throws(ValueError) in
      guard let scenario = Scenario.named(name) else {
        throw .unknown(
          kind: "scenario",
          suggestion: Suggestion.closest(to: name, in: Scenario.catalog.map(\.name)),
          seeAlso: "calc-render --list-scenarios")
      }
      return scenario
    }
    static let storyboard = Flag(
      "--storyboard", "print every frame of --events or --scenario, not just the last")
    static let listScenarios = Flag(
      "--list-scenarios", "list the scenarios with what each shows")
    static let format = Option<OutputFormat>(
      "--format", "print screens, or states as JSON (default: screen)")
    static let width = Display.Options.width(
      "the screen width in columns, 24 to 200 (default: 40)")
    static let model = Option<ModelChoice>(
      "--model", "run the steps on the refactored view model or the seed's (default: after)")
    static let version = Flag("--version", "show the version")

    private static func readNumbers(_ list: String) throws(ValueError) -> [Int] {
      guard !list.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
      var numbers: [Int] = []
      let items = list.split(separator: ",", omittingEmptySubsequences: false)
      for (index, item) in items.enumerated() {
        guard let number = Int(item.trimmingCharacters(in: .whitespaces)) else {
          throw .reason(
            CommandLineError.badNumber(in: list, item: index + 1, word: String(item)))
        }
        numbers.append(number)
      }
      return numbers
    }
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
