/// Turns a rendered screen into what `play` writes to the terminal.
///
/// The renderer never emits escape codes; colour and cursor control are added
/// here, and only when they are wanted.
struct ScreenPainter {
  /// Whether to colour the border: as the console's `usesColour` says.
  let colour: Bool

  static let enter = "\u{1B}[?1049h\u{1B}[?25l"
  static let leave = "\u{1B}[?25h\u{1B}[?1049l"
  private static let home = "\u{1B}[H\u{1B}[2J"
  private static let border = "\u{1B}[36m"
  private static let dim = "\u{1B}[2m"
  private static let plain = "\u{1B}[0m"

  /// The whole frame: clear, the screen, then the help line.
  func frame(screen: String) -> String {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let painted = lines.enumerated().map { index, line in
      paint(String(line), isRule: index == 0 || index == lines.count - 1)
    }
    let help = colour ? Self.dim + Key.help + Self.plain : Key.help
    return Self.home + painted.joined(separator: "\n") + "\n" + help + "\n"
  }

  private func paint(_ line: String, isRule: Bool) -> String {
    guard colour, let first = line.first, let last = line.last, line.count > 1 else { return line }
    if isRule { return Self.border + line + Self.plain }
    let middle = line.dropFirst().dropLast()
    return Self.border + String(first) + Self.plain + middle + Self.border + String(last)
      + Self.plain
  }
}
