/// The help `calc-render --help` prints.
enum Usage {
  /// The options as aligned lines of help.
  static func lines(_ options: [OptionSpec]) -> String {
    let rows = options.filter { $0.name != "-h" }.map { option -> (String, String) in
      let left = option.valueName.map { "\(option.name) \($0)" } ?? option.name
      return (left, option.help)
    }
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { left, help in
      "  " + left + String(repeating: " ", count: width - left.count + 2) + help
    }.joined(separator: "\n")
  }

  static var play: String {
    """
    calc-render play: the calculator in your terminal, with real time.

    Usage: calc-render play [options]

    Keys: \(Key.help).
    The screen redraws whenever the view model's state changes.

    Options:
    \(lines(PlayCommand.options))

    """
  }

  static var text: String {
    return """
      calc-render: draws the calculator's screen as text.

      Usage: calc-render [options]
             calc-render play [options]    play the calculator in the terminal
             calc-render lessons           list the lessons
             calc-render lesson N [--step] print lesson N with its screens drawn now

      With no options it draws the start screen. --numbers, --result and
      --calculating build a state on the keypad screen; --state reads one as JSON
      with the seed's field names, for example
        {"isLoadingOnStart": false, "numbers": [1, 2], "result": "1 + 2"}
      A missing isLoadingOnStart is true, as in the seed, so {"numbers": [1, 2]}
      alone draws the loading screen.

      --events runs steps after the screen appears, on a clock that only the
      script moves: digits 0-9, submit, reset, appear, disappear, wait 3s,
      wait 1.5s, wait 500ms, or wait alone (until nothing is pending). Separate
      steps with spaces or commas. For example:
        calc-render --events "wait 3s 1 2 submit wait 3s"
      --model before runs them on the seed's view model instead, whose load
      started from .onAppear runs on when the screen disappears.

      Options:
      \(lines(RenderRequest.options + CalcRender.helpOptions))

      Exit status: 0 on success, 64 for bad usage, 65 for bad data,
      66 for an input that cannot be read.

      """
  }
}
