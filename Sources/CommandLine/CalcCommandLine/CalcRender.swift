import CalcCore
import CalcScenarios
import CommandLineSupport
import Foundation

/// `calc-render`: draws the calculator's screen as text, for a state or after steps.
///
/// Its subcommands play the calculator in a terminal, print the lessons and
/// run the exercises; each is a type nested in it. The executable only marks
/// it `@main`, so tests run the whole tool in memory as well as through the
/// built binary.
///
/// ```swift
/// let status = await CalcRender.main(["--numbers", "1,2,3"], console: .process)
/// // Prints the screen with "1 + 2 + 3" and returns .success.
/// ```
package struct CalcRender: Command {
  /// The version `--version` prints.
  package static let version = "0.1.0"

  /// The tool: it draws a screen when no subcommand is given.
  package static let configuration = CommandConfiguration(
    name: "calc-render", abstract: "Draws the calculator's screen as text.",
    discussion: discussion,
    subcommands: [
      Play.self, Lessons.self, Lesson.self, Exercises.self, Check.self, Hint.self, Watch.self,
      Reset.self, Solution.self, Quiz.self,
    ])

  /// Where the starting state comes from.
  var start = StartingState()
  /// The steps of `--events`, which run after the screen appears.
  @Option(
    "--events", "SCRIPT", help: "run steps after the screen appears: \"wait 3s 1 2 submit\"",
    read: CalcRender.steps)
  var events: [Step]?
  /// The scenario `--scenario` names.
  @Option(
    "--scenario", "NAME", help: "run one of the kit's scenarios (see --list-scenarios)",
    read: CalcRender.scenario(named:))
  var namedScenario: Scenario?
  /// Whether to print every frame instead of the last one.
  @Flag("--storyboard", help: "print every frame of --events or --scenario, not just the last")
  var storyboard = false
  /// Whether to list the scenarios and nothing else.
  @Flag("--list-scenarios", help: "list the scenarios with what each shows")
  var listsScenarios = false
  /// Whether to print screens or JSON.
  @Option("--format", help: "print screens, or states as JSON (default: screen)")
  var format = OutputFormat.screen
  /// How the screen is shown.
  var display = Display(widthHelp: "the screen width in columns, 24 to 200 (default: 40)")
  /// The view model the steps run on.
  @Option(
    "--model", help: "run the steps on the refactored view model or the seed's (default: after)")
  var model = ModelChoice.after
  /// Whether to print the version and nothing else.
  @Flag("--version", help: "show the version")
  var printsVersion = false

  /// Makes the command with every option at its default: the start screen.
  package init() {}

  /// The steps to run after the screen appears: `--events` or `--scenario`; `nil` draws
  /// the start as it is.
  var scenario: Scenario? {
    guard let events else { return namedScenario }
    return Scenario(
      name: "events", summary: "The steps given with --events.", steps: [.appear] + events)
  }

  /// Checks the options that need, or exclude, others.
  package mutating func validate() throws(UsageError) {
    if events != nil, namedScenario != nil {
      throw .conflictingOptions($events.name, $namedScenario.name)
    }
    if storyboard, scenario == nil {
      throw .needsOption($storyboard.name, needs: stepOptions)
    }
    try checkSeedStart()
  }

  /// Draws what was asked, or prints the version or the scenarios.
  package func run(_ console: Console) async throws(CommandLineError) -> ExitCode {
    if printsVersion {
      console.write("calc-render \(Self.version)\n")
    } else if listsScenarios {
      console.write(Self.scenarioList)
    } else {
      await draw(from: try startingState(reading: console), to: console)
    }
    return .success
  }

  /// The seed's view model starts only on the loading screen, in Russian, and
  /// only steps show it.
  private func checkSeedStart() throws(UsageError) {
    guard model == .before else { return }
    let option = "\($model.name) before"
    guard let scenario else {
      throw .needsOption($model.name, needs: stepOptions)
    }
    if let given = start.givenOptions.first { throw .conflictingOptions(option, given) }
    if scenario.start != nil {
      throw .conflictingOptions(option, "\($namedScenario.name) \(scenario.name)")
    }
    if display.strings != .russian {
      throw .conflictingOptions(option, "\(display.$strings.name) \(display.strings.code)")
    }
  }

  /// What `--storyboard` and `--model before` need.
  private var stepOptions: String {
    "\($events.name) or \($namedScenario.name)"
  }

  /// The kit's scenarios, one per line with what each shows.
  static var scenarioList: String {
    let width = Scenario.catalog.map(\.name.count).max() ?? 0
    return "Scenarios (run one with --scenario NAME):\n"
      + Scenario.catalog.map { scenario in
        "  " + scenario.name + String(repeating: " ", count: width - scenario.name.count + 2)
          + scenario.summary + "\n"
      }.joined()
  }
}
