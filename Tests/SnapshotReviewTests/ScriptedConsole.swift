import SnapshotReview

/// A console that answers from a script and keeps what the tool wrote.
final class ScriptedConsole {
  var answers: [String]
  var output = ""
  var errors = ""

  init(answers: [String] = []) {
    self.answers = answers
  }

  var console: ReviewConsole {
    ReviewConsole(
      readLine: { [self] in answers.isEmpty ? nil : answers.removeFirst() },
      write: { [self] in output += $0 },
      writeError: { [self] in errors += $0 })
  }
}
