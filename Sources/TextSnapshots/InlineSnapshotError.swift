/// Why an inline snapshot could not be written into its source file.
enum InlineSnapshotError: Error, Equatable {
  case callNotFound(function: String, line: Int)
  case closureNotALiteral(line: Int)
  case braceOnLaterLine(line: Int)
  case interpolation(line: Int)
  case unreadableSource(line: Int)
  case unrepresentable(scalar: UInt32)
  case sourceChanged(path: String, line: Int)

  /// The message, in one place; the caller prefixes the file.
  var text: String {
    switch self {
    case .callNotFound(let function, let line):
      return "Cannot find the call to \(function) on line \(line); "
        + "was the file edited since the test was built?"
    case .closureNotALiteral(let line):
      return "The trailing closure of the inline snapshot on line \(line) holds more than one "
        + "string literal; expected only the literal, so it was left alone."
    case .braceOnLaterLine(let line):
      return "The call on line \(line) is followed by a '{' on a later line; put the trailing "
        + "closure's '{' on the line of the call's ')', so it was left alone."
    case .interpolation(let line):
      return "The inline snapshot on line \(line) interpolates a value; "
        + "a literal with \\( ) cannot be rewritten, so it was left alone."
    case .unreadableSource(let line):
      return "Cannot read the Swift around the inline snapshot on line \(line) "
        + "(an unterminated string, comment or bracket), so the file was left alone."
    case .unrepresentable(let scalar):
      let hex = String(scalar, radix: 16, uppercase: true)
      return "The snapshot text holds U+\(String(repeating: "0", count: max(0, 4 - hex.count)))"
        + "\(hex), which a multi-line string literal cannot hold; use expectSnapshot instead."
    case .sourceChanged(let path, let line):
      return "\(path) changed on disk while the inline snapshot on line \(line) was written; "
        + "re-run the test."
    }
  }
}
