import CalcCore
import CalcExercises
import CalcScenarios
import CommandLineSupport

/// The `calc-render` command: draws the calculator's screen for a state.
///
/// The executable only forwards its arguments here, so tests can run the whole
/// command in memory as well as through the built binary.
///
/// ```swift
/// let status = await CalcRender.run(["--numbers", "1,2,3"], io: .process)
/// // Prints the screen with "1 + 2 + 3" and returns 0.
/// ```
public enum CalcRender {
  /// The version `--version` prints.
  public static let version = "0.1.0"

  /// The kit's scenarios, one per line with what each shows.
  static var scenarioList: String {
    let width = Scenario.catalog.map(\.name.count).max() ?? 0
    return "Scenarios (run one with --scenario NAME):\n"
      + Scenario.catalog.map { scenario in
        "  " + scenario.name + String(repeating: " ", count: width - scenario.name.count + 2)
          + scenario.summary + "\n"
      }.joined()
  }

  /// Runs the command with arguments (without the program's name).
  ///
  /// - Returns: The exit status from ``ExitCode``: 0 on success, 64 for bad
  ///   usage, 65 for bad data, 66 for an input that cannot be opened, 74 for
  ///   a read that failed part way.
  @MainActor
  public static func run(_ arguments: [String], io: CommandIO) async -> Int32 {
    let invocation: Invocation
    do {
      invocation = try ArgumentReader.read(arguments, for: tool)
    } catch {
      io.writeError(error.text)
      return ExitCode.usage
    }
    if invocation.wantsHelp {
      io.write(invocation.help)
      return ExitCode.success
    }
    do throws(CommandLineError) {
      return try await dispatch(invocation, arguments: arguments, io: io)
    } catch {
      io.writeError(
        error.text(usage: CommandText.usage(for: invocation.command, path: invocation.path)))
      return error.exitCode
    }
  }

  @MainActor
  private static func dispatch(_ invocation: Invocation, arguments: [String], io: CommandIO)
    async throws(CommandLineError) -> Int32
  {
    // The layer has checked every word; play and lessons still read their own, as
    // their owners wrote them.
    switch invocation.subcommand {
    case "play":
      return try await PlayCommand.run(Array(arguments.dropFirst()), io: io)
    case "lessons", "lesson":
      return await LessonsCommand.run(arguments, io: io)
    case "exercises", "check", "hint", "watch", "reset":
      return await ExercisesCommand.run(
        arguments,
        console: ExerciseConsole(write: io.write, writeError: io.writeError, readLine: io.readLine))
    default:
      return try await draw(invocation.arguments, io: io)
    }
  }

  @MainActor
  private static func draw(_ arguments: ParsedArguments, io: CommandIO)
    async throws(CommandLineError) -> Int32
  {
    if arguments.has("--version") {
      io.write("calc-render \(version)\n")
    } else if arguments.has("--list-scenarios") {
      io.write(scenarioList)
    } else {
      try await RenderRequest.make(from: arguments, io: io).output(to: io)
    }
    return ExitCode.success
  }
}
