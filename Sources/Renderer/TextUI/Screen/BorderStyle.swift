/// The characters a screen's border is drawn with.
public enum BorderStyle: String, CaseIterable, Sendable {
  /// Plain ASCII that every terminal and diff shows the same: `+`, `-`, `|`.
  case ascii
  /// Unicode box drawing: `┌`, `─`, `┐`, `│`, `└`, `┘`.
  case unicode

  var topLeft: Character { self == .ascii ? "+" : "┌" }
  var topRight: Character { self == .ascii ? "+" : "┐" }
  var bottomLeft: Character { self == .ascii ? "+" : "└" }
  var bottomRight: Character { self == .ascii ? "+" : "┘" }
  var horizontal: Character { self == .ascii ? "-" : "─" }
  var vertical: Character { self == .ascii ? "|" : "│" }
  /// The character a title is underlined with.
  var titleUnderline: Character { self == .ascii ? "=" : "═" }
}
