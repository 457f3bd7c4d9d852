import KitSupport
import SnapshotReview

/// A console that answers from a script and keeps what the tool wrote.
///
/// With `keys`, it stands for a terminal: the script is the bytes a terminal would send,
/// read into key presses by the same decoder the real terminal uses, so an arrow is one
/// key and a lone Esc is one key when the script ends after it.
final class ScriptedConsole {
  var answers: [String]
  var keys: [TerminalKeyDecoder.Key]?
  var usesColour: Bool
  var output = ""
  var errors = ""

  init(answers: [String] = [], keys: String? = nil, usesColour: Bool = false) {
    self.answers = answers
    self.keys = keys.map { typed in
      var decoder = TerminalKeyDecoder()
      return decoder.keys(from: Array(typed.utf8)) + decoder.flush()
    }
    self.usesColour = usesColour
  }

  var console: ReviewConsole {
    let readKey: ((String) -> TerminalKeyDecoder.Key?)? =
      keys == nil
      ? nil
      : { [self] prompt in
        output += prompt
        return (keys ?? []).isEmpty ? nil : keys?.removeFirst()
      }
    return ReviewConsole(
      readLine: { [self] in answers.isEmpty ? nil : answers.removeFirst() },
      write: { [self] in output += $0 },
      writeError: { [self] in errors += $0 }, readKey: readKey, usesColour: usesColour)
  }
}
