import CalcCore
import CalcExercises

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

  /// The words that name a command.
  static let commands = [
    "play", "lessons", "lesson", "exercises", "check", "hint", "watch", "reset",
  ]

  /// The kit's scenarios, one per line with what each shows.
  static var scenarioList: String {
    let width = Scenario.catalog.map(\.name.count).max() ?? 0
    return "Scenarios (run one with --scenario NAME):\n"
      + Scenario.catalog.map { scenario in
        "  " + scenario.name + String(repeating: " ", count: width - scenario.name.count + 2)
          + scenario.summary + "\n"
      }.joined()
  }

  static let helpOptions: [OptionSpec] = [
    .flag("--help", "show this help"),
    .flag("-h", "show this help"),
    .flag("--version", "show the version"),
  ]

  /// Runs the command with arguments (without the program's name).
  ///
  /// - Returns: The exit status: 0 on success, 64 for bad usage, 65 for bad
  ///   data, 66 for an input that cannot be read.
  @MainActor
  public static func run(_ arguments: [String], io: CommandIO) async -> Int32 {
    if let word = arguments.first, LessonsCommand.words.contains(word) {
      return await LessonsCommand.run(arguments, io: io)
    }
    if let word = arguments.first, ExercisesCommand.words.contains(word) {
      return await ExercisesCommand.run(
        arguments,
        console: ExerciseConsole(write: io.write, writeError: io.writeError, readLine: io.readLine))
    }
    do {
      if arguments.first == "play" {
        return try await PlayCommand.run(Array(arguments.dropFirst()), io: io)
      }
      let parser = ArgumentParser(options: RenderRequest.options + helpOptions)
      let parsed = try parser.parse(arguments)
      if parsed.has("--help") || parsed.has("-h") {
        io.write(Usage.text)
        return 0
      }
      if parsed.has("--version") {
        io.write("calc-render \(version)\n")
        return 0
      }
      if parsed.has("--list-scenarios") {
        io.write(scenarioList)
        return 0
      }
      if let word = parsed.positionals.first {
        throw CommandLineError.unexpectedArgument(
          word, suggestion: Suggestion.closest(to: word, in: commands))
      }
      io.write(try await RenderRequest.make(from: parsed, io: io).output())
      return 0
    } catch let error as CommandLineError {
      io.writeError("calc-render: \(error.message)\n")
      return error.exitCode
    } catch {
      io.writeError("calc-render: \(error)\n")
      return 70
    }
  }
}
