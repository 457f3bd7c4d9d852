/// Why an inline snapshot was not written into its source file.
///
/// Each case is a refusal: the library writes nothing rather than guess. The text is
/// one sentence; the caller names the file.
enum InlineSnapshotError: Error, Equatable {
  case callNotFound(function: String, line: Int)
  case closureNotALiteral(line: Int)
  case interpolation(line: Int)
  case unreadableSource(line: Int)
  case matchesNotAClosure(line: Int)
  case twoSnapshots(line: Int)
  case literalChanged(line: Int)
  case changedDuringRun
  case callGone(line: Int)
  case ambiguous(line: Int, count: Int)
  case rewriteUnreadable(line: Int)
  case readOnly
  case outsidePackage(root: String)
  case noPackage
  case locked
  case notAFile(reason: String)

  /// The message, in one place; the caller prefixes the file.
  var text: String {
    switch self {
    case .callNotFound(let function, let line):
      return "line \(line) holds no call to \(function) where the test was built with one; "
        + "the file was edited since the test was built, so it was left alone. Re-run the test."
    case .closureNotALiteral(let line):
      return "the closure of the inline snapshot on line \(line) holds more than one string "
        + "literal (code or a comment); rewriting it would lose them, so it was left alone."
    case .interpolation(let line):
      return "the inline snapshot on line \(line) interpolates a value; "
        + "a literal with \\( ) cannot be rewritten, so it was left alone."
    case .unreadableSource(let line):
      return "cannot read the Swift around the inline snapshot on line \(line) (an unterminated "
        + "string, comment or bracket, or a literal Swift would reject), so the file was left "
        + "alone."
    case .matchesNotAClosure(let line):
      return "the 'matches:' argument on line \(line) is neither a closure nor nil, or is not "
        + "the last argument, so it was left alone."
    case .twoSnapshots(let line):
      return "the call on line \(line) has both a 'matches:' argument and a trailing closure, "
        + "so it was left alone."
    case .literalChanged(let line):
      return "the literal of the inline snapshot on line \(line) no longer holds the text the "
        + "test was built with; the file was edited since, so it was left alone. Re-run the test."
    case .changedDuringRun:
      return "the file changed on disk while the tests ran, so nothing was written into it; "
        + "the changes wait as pending changes for 'swift run snapshots review'."
    case .callGone(let line):
      return "no call holds the text and the literal this change was recorded against (near "
        + "line \(line)); the call was edited or removed since. Re-run the test."
    case .ambiguous(let line, let count):
      return "\(count) calls hold the text and the literal this change was recorded against "
        + "(near line \(line)), so it is not clear which one it is for. Re-run the test."
    case .rewriteUnreadable(let line):
      return "after rewriting the inline snapshot on line \(line) the library could not read its "
        + "own output back, so the file was left alone; please report this."
    case .readOnly:
      return "the file is read-only, so it was left alone."
    case .outsidePackage(let root):
      return "the file is outside the package at \(root), so it was left alone."
    case .noPackage:
      return "no Package.swift in any folder above it; inline snapshots are written only into "
        + "the files of a package."
    case .locked:
      return "another process holds the file's lock (a test run or 'snapshots accept'); "
        + "try again when it is done."
    case .notAFile(let reason):
      return reason
    }
  }
}
