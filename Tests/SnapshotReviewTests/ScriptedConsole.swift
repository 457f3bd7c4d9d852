import SnapshotReview

/// A console that answers from a script and keeps what the tool wrote.
///
/// With `keys`, it stands for a terminal: answers are single key presses.
final class ScriptedConsole {
  var answers: [String]
  var keys: [Character]?
  var usesColour: Bool
  var output = ""
  var errors = ""

  init(answers: [String] = [], keys: [Character]? = nil, usesColour: Bool = false) {
    self.answers = answers
    self.keys = keys
    self.usesColour = usesColour
  }

  var console: ReviewConsole {
    let readKey: (() -> Character?)? =
      keys == nil ? nil : { [self] in (keys ?? []).isEmpty ? nil : keys?.removeFirst() }
    return ReviewConsole(
      readLine: { [self] in answers.isEmpty ? nil : answers.removeFirst() },
      write: { [self] in output += $0 },
      writeError: { [self] in errors += $0 }, readKey: readKey, usesColour: usesColour)
  }
}
