/// Colours one line of a lesson's code for a terminal: Swift keywords and
/// attributes, string literals and comments; a console block's commands.
///
/// It reads a line at a time, as a reader skims one, so a string literal that
/// spans lines is coloured only on the line that opens it. Only
/// `calc-render lesson` uses it, and only when output may be coloured.
///
/// ```swift
/// let line = CodeHighlighter.highlight("let x = 1 // one", language: "swift")
/// print(line == "\u{1B}[35mlet\u{1B}[0m x = 1 \u{1B}[2m// one\u{1B}[0m")
/// // Prints "true"
/// ```
enum CodeHighlighter {
  static let keyword = "\u{1B}[35m"
  static let string = "\u{1B}[32m"
  static let comment = "\u{1B}[2m"
  static let strong = "\u{1B}[1m"
  static let plain = "\u{1B}[0m"

  /// The words Swift reserves that the lessons' code uses.
  static let keywords: Set<String> = [
    "actor", "any", "async", "await", "case", "catch", "class", "defer", "do", "else", "enum",
    "extension", "false", "final", "for", "func", "guard", "if", "import", "in", "init", "let",
    "nil", "nonisolated", "private", "protocol", "public", "return", "self", "Self", "some",
    "static", "struct", "switch", "throw", "throws", "true", "try", "var", "where", "while",
  ]

  /// The line with its parts coloured; a language other than Swift or console is left alone.
  static func highlight(_ line: String, language: String) -> String {
    switch language {
    case "swift": swift(line)
    case "console", "sh": line.hasPrefix("$ ") || language == "sh" ? bold(line) : line
    default: line
    }
  }

  /// The text in bold.
  static func bold(_ text: String) -> String {
    text.isEmpty ? text : strong + text + plain
  }

  private static func swift(_ line: String) -> String {
    var result = ""
    var rest = Substring(line)
    while let first = rest.first {
      if rest.hasPrefix("//") {
        return result + comment + rest + plain
      } else if first == "\"" {
        let literal = stringLiteral(at: rest)
        result += string + literal + plain
        rest = rest.dropFirst(literal.count)
      } else if first.isLetter || first == "_" || first == "@" {
        let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "@" }
        let isKeyword = keywords.contains(String(word)) || word.hasPrefix("@")
        result += isKeyword ? keyword + word + plain : String(word)
        rest = rest.dropFirst(word.count)
      } else {
        result.append(first)
        rest = rest.dropFirst()
      }
    }
    return result
  }

  /// The string literal that opens `text`, quotes included, up to the line's end if unclosed.
  private static func stringLiteral(at text: Substring) -> Substring {
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      let character = text[index]
      index = text.index(after: index)
      if character == "\\", index < text.endIndex {
        index = text.index(after: index)
      } else if character == "\"" {
        return text[..<index]
      }
    }
    return text
  }
}
