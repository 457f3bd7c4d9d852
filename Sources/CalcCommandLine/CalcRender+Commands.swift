import CalcCore
import CalcExercises
import CommandLineSupport

/// `calc-render`'s commands, in the shape of the shared argument layer.
///
/// To add a subcommand, add its ``CommandSpec`` to ``tool``'s subcommands and
/// a case to ``CalcRender/run(_:io:)``'s dispatch on its name.
extension CalcRender {
  /// The tool: draws a screen when no subcommand is given.
  static let tool = CommandSpec(
    name: "calc-render", abstract: "Draws the calculator's screen as text.",
    discussion: discussion,
    options: RenderRequest.options + [.flag("--version", "show the version")],
    subcommands: [play, lessons, lesson, exercises, check, hint, watch, reset])

  /// `calc-render play`, whose options `PlayCommand` lists.
  static let play = CommandSpec(
    name: "play", abstract: "Play the calculator in your terminal, with real time.",
    discussion: """
      Keys: \(Key.help).
      The screen redraws whenever the view model's state changes.
      """,
    options: PlayCommand.options.filter { $0.name != "--help" })

  /// `calc-render lessons`.
  static let lessons = CommandSpec(name: "lessons", abstract: "List the lessons.")

  /// `calc-render lesson N [--step]`; `LessonsCommand` says which numbers exist.
  static let lesson = CommandSpec(
    name: "lesson", abstract: "Print a lesson with its screens drawn now.",
    arguments: [
      ArgumentSpec("N", "the lesson's number, as 'calc-render lessons' lists it", count: .optional)
    ],
    options: [.flag("--step", "print one section at a time; Enter shows the next")])

  /// `calc-render exercises`; `ExercisesCommand` runs it and the four below.
  static let exercises = CommandSpec(
    name: "exercises", abstract: "List the exercises: number, title, lesson, done or to do.",
    discussion: exerciseDiscussion)

  /// `calc-render check [N]`.
  static let check = CommandSpec(
    name: "check", abstract: "Check an exercise: by default the first one not done.",
    discussion: exerciseDiscussion, arguments: [exerciseNumber])

  /// `calc-render hint [N]`.
  static let hint = CommandSpec(
    name: "hint", abstract: "Show the next hint for an exercise, one at a time.",
    discussion: exerciseDiscussion, arguments: [exerciseNumber])

  /// `calc-render watch [N]`.
  static let watch = CommandSpec(
    name: "watch", abstract: "Check an exercise again each time you save a file; Ctrl-C stops.",
    discussion: exerciseDiscussion, arguments: [exerciseNumber])

  /// `calc-render reset [N] [--yes]`.
  static let reset = CommandSpec(
    name: "reset", abstract: "Put an exercise back as it started, after asking.",
    discussion: exerciseDiscussion, arguments: [exerciseNumber],
    options: [.flag("--yes", "reset without asking, as a script must")])

  private static let exerciseDiscussion = ExercisesCommand.discussion

  private static let exerciseNumber = ArgumentSpec(
    "N", "the exercise's number, as 'calc-render exercises' lists it", count: .optional)

  private static let discussion = """
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

/// The help `calc-render play --help` prints, for `PlayCommand`, which reads its own options.
enum Usage {
  /// The help of `calc-render play`.
  static var play: String { CommandText.help(for: CalcRender.play, path: ["calc-render", "play"]) }
}
