/// The help `calc-render --help` prints.
enum Usage {
  static var text: String {
    let options = (RenderRequest.options + CalcRender.helpOptions).filter { $0.name != "-h" }
    let rows = options.map { option -> (String, String) in
      let left = option.valueName.map { "\(option.name) \($0)" } ?? option.name
      return (left, option.help)
    }
    let width = rows.map(\.0.count).max() ?? 0
    let lines = rows.map { left, help in
      "  " + left + String(repeating: " ", count: width - left.count + 2) + help
    }
    return """
      calc-render: draws the calculator's screen as text.

      Usage: calc-render [options]

      With no options it draws the start screen. --numbers, --result and
      --calculating build a state on the keypad screen; --state reads one as JSON
      with the seed's field names, for example
        {"isLoadingOnStart": false, "numbers": [1, 2], "result": "1 + 2"}

      Options:
      \(lines.joined(separator: "\n"))

      Exit status: 0 on success, 64 for bad usage, 65 for bad data,
      66 for an input that cannot be read.

      """
  }
}
