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
/// // Prints the screen with "1 + 2 + 3" and returns 0.
/// ```
package struct CalcRender: Command {
  /// The version `--version` prints.
  package static let version = "0.1.0"

  /// The tool: it draws a screen when no subcommand is given.
  package static let configuration = CommandConfiguration(
    name: "calc-render", abstract: "Draws the calculator's screen as text.",
    discussion: discussion,
    options: [
      Options.numbers, Options.result, Options.loading, Options.calculating, Options.state,
      Options.events, Options.scenario, Options.storyboard, Options.listScenarios,
      Options.format, Display.Options.layout, Display.Options.style, Options.width,
      Display.Options.locale, Options.model, Options.version,
    ],
    subcommands: [
      Play.self, Lessons.self, Lesson.self, Exercises.self, Check.self, Hint.self, Watch.self,
      Reset.self, Solution.self, Quiz.self,
    ])

  /// Whether to print the version and nothing else.
  var printsVersion = false
  /// Whether to list the scenarios and nothing else.
  var listsScenarios = false
  /// Where the starting state comes from.
  var start = StartingState()
  /// The steps to run after the screen appears; `nil` draws the start as it is.
  var scenario: Scenario?
  /// Whether to print every frame instead of the last one.
  var storyboard = false
  /// Whether to print screens or JSON.
  var format = OutputFormat.screen
  /// How the screen is shown.
  var display = Display()
  /// The view model the steps run on.
  var model = ModelChoice.after

  /// Reads the command from its values.
  package init(_ values: ParsedValues) throws(UsageError) {
    printsVersion = values.contains(Options.version)
    listsScenarios = values.contains(Options.listScenarios)
    display = try Display(values, width: Options.width)
    format = try values.value(of: Options.format) ?? format
    start = try StartingState(values)
    scenario = try Self.scenario(values)
    storyboard = values.contains(Options.storyboard)
    if storyboard, scenario == nil {
      throw .needsOption(Options.storyboard.spec.name, needs: Self.stepOptions)
    }
    model = try values.value(of: Options.model) ?? model
    try checkSeedStart()
  }

  /// Draws what was asked, or prints the version or the scenarios.
  package func run(_ console: Console) async throws(CommandLineError) -> Int32 {
    if printsVersion {
      console.write("calc-render \(Self.version)\n")
    } else if listsScenarios {
      console.write(Self.scenarioList)
    } else {
      await draw(from: try startingState(reading: console), to: console)
    }
    return ExitCode.success
  }

  /// The steps of `--events`, or the scenario `--scenario` names.
  private static func scenario(_ values: ParsedValues) throws(UsageError) -> Scenario? {
    switch (try values.value(of: Options.events), try values.value(of: Options.scenario)) {
    case (.some, .some):
      throw .conflictingOptions(Options.events.spec.name, Options.scenario.spec.name)
    case (let steps?, nil):
      Scenario(name: "events", summary: "The steps given with --events.", steps: [.appear] + steps)
    case (nil, let scenario):
      scenario
    }
  }

  /// The seed's view model starts only on the loading screen, in Russian, and
  /// only steps show it.
  private func checkSeedStart() throws(UsageError) {
    guard model == .before else { return }
    let option = "\(Options.model.spec.name) before"
    guard let scenario else {
      throw .needsOption(Options.model.spec.name, needs: Self.stepOptions)
    }
    if let given = start.givenOptions.first { throw .conflictingOptions(option, given) }
    if scenario.start != nil {
      throw .conflictingOptions(option, "\(Options.scenario.spec.name) \(scenario.name)")
    }
    if display.strings != .russian {
      throw .conflictingOptions(
        option, "\(Display.Options.locale.spec.name) \(display.strings.code)")
    }
  }

  /// What `--storyboard` and `--model before` need.
  private static var stepOptions: String {
    "\(Options.events.spec.name) or \(Options.scenario.spec.name)"
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

  /// The folders to look for the kit's lessons and exercises from: where the
  /// command runs, then the folder of this source file, so the tool finds
  /// them when run from elsewhere with `swift run --package-path`.
  package static func searchStarts(_ console: Console) -> [URL] {
    [console.workingDirectory, URL(fileURLWithPath: #filePath).deletingLastPathComponent()]
  }
}
