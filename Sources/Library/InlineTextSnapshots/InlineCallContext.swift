import SwiftSource
import TextSnapshots

/// Where a call stands in its source, which decides how its snapshot can be written.
///
/// Swift takes a `{` after a call as a trailing closure only where a statement or an
/// expression may go on: in the condition of an `if`, `guard`, `while`, `for` or
/// `switch`, a `catch` clause's pattern and `where` (and the `while` of a `repeat`)
/// the `{` opens the statement's body, so
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
    let tokens = try scanner.tokens { $0.range.upperBound > nameStart }
    if let last = tokens.last, last.kind == .string, last.range.contains(nameStart) {
      return .interpolation
    }
    // One entry per open bracket: the statement keyword whose condition it is in, if any.
    var conditions: [String?] = [nil]
    var previous: (byte: UInt8, keyword: String?) = (0, nil)
    for token in tokens where !token.isTrivia && token.range.upperBound <= nameStart {
      let first = bytes[token.range.lowerBound]
      let keyword = token.kind == .identifier ? Self.keyword(bytes[token.range]) : nil
      defer { previous = (first, keyword) }
      if token.kind == .punctuation {
        switch first {
        case UInt8(ascii: "{"):
          conditions[conditions.count - 1] = nil
          conditions.append(nil)
        case UInt8(ascii: "("), UInt8(ascii: "["):
          conditions.append(nil)
        case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
          if conditions.count > 1 { conditions.removeLast() }
          if first == UInt8(ascii: "}") { conditions[conditions.count - 1] = nil }
        case UInt8(ascii: ";"):
          conditions[conditions.count - 1] = nil
        case UInt8(ascii: ":") where previous.keyword.map(statementKeywords.contains) == true:
          // `if:` is an argument's label, not a statement.
          conditions[conditions.count - 1] = nil
        default:
          break
        }
        continue
      }
      guard let keyword, previous.byte != UInt8(ascii: ".") else { continue }
      if statementKeywords.contains(keyword) {
        conditions[conditions.count - 1] = keyword
      } else if keyword == "else", conditions[conditions.count - 1] == "guard" {
        conditions[conditions.count - 1] = nil
      }
    }
    return conditions.last.flatMap { $0 }.map { .condition(keyword: $0) } ?? .code
  }

  /// The keyword an identifier's bytes spell, among those that matter here.
  private static func keyword(_ bytes: ArraySlice<UInt8>) -> String? {
    guard (2...6).contains(bytes.count) else { return nil }
    return keywords.first { $0.utf8.elementsEqual(bytes) }
  }

  private static let keywords = ["if", "guard", "while", "for", "switch", "catch", "else"]
  private static let statementKeywords: Set<String> = [
    "if", "guard", "while", "for", "switch", "catch",
  ]
}
