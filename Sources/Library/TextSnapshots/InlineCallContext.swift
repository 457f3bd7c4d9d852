/// Where a call stands in its source, which decides how its snapshot can be written.
///
/// Swift takes a `{` after a call as a trailing closure only where a statement or an
/// expression may go on: in the condition of an `if`, `guard`, `while`, `for` or
/// `switch` (and the `while` of a `repeat`) the `{` opens the statement's body, so
/// there the snapshot must be a `matches:` argument. In a string interpolation the
/// snapshot must fit on the line of a single-line literal.
enum InlineCallContext: Equatable {
  /// Where a trailing closure may go.
  case code
  /// In the condition of a statement, such as `guard` or `if`.
  case condition(keyword: String)
  /// Inside a string literal's interpolation.
  case interpolation

  /// The context of the call whose name starts at `nameStart`.
  static func of(nameStart: Int, in scanner: SwiftSourceScanner) throws(SwiftSourceScanner.Failure)
    -> InlineCallContext
  {
    let bytes = scanner.bytes
    let tokens = try scanner.tokens { $0.range.upperBound > nameStart }.filter { !$0.isTrivia }
    if let last = tokens.last, last.kind == .string, last.range.contains(nameStart) {
      return .interpolation
    }
    // One entry per open bracket: the statement keyword whose condition it is in, if any.
    var conditions: [String?] = [nil]
    var previous: String?
    for token in tokens where token.range.upperBound <= nameStart {
      let word = String(decoding: bytes[token.range], as: UTF8.self)
      defer { previous = word }
      if token.kind == .punctuation {
        switch word {
        case "{":
          conditions[conditions.count - 1] = nil
          conditions.append(nil)
        case "(", "[":
          conditions.append(nil)
        case "}", ")", "]":
          if conditions.count > 1 { conditions.removeLast() }
          if word == "}" { conditions[conditions.count - 1] = nil }
        case ";":
          conditions[conditions.count - 1] = nil
        case ":" where previous.map(statementKeywords.contains) == true:
          // `if:` is an argument's label, not a statement.
          conditions[conditions.count - 1] = nil
        default:
          break
        }
        continue
      }
      guard token.kind == .identifier, previous != "." else { continue }
      if statementKeywords.contains(word) {
        conditions[conditions.count - 1] = word
      } else if word == "else", conditions[conditions.count - 1] == "guard" {
        conditions[conditions.count - 1] = nil
      }
    }
    return conditions.last.flatMap { $0 }.map { .condition(keyword: $0) } ?? .code
  }

  private static let statementKeywords: Set<String> = ["if", "guard", "while", "for", "switch"]
}
