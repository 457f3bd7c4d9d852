import CommandLineSupport
import Foundation
import KitSupport

/// A console that answers from a script and keeps what the tool wrote.
///
/// With `keys`, it stands for a terminal: the script is the bytes a terminal would send,
/// read into key presses by the same decoder the real terminal uses, so an arrow is one
/// key and a lone Esc is one key when the script ends after it.
final class ScriptedConsole: Sendable {
  private struct Script {
    var answers: [String]
    var keys: [TerminalKeyDecoder.Key]
    var output = ""
    var errors = ""
  }

  private let script: Locked<Script>
  private let readsKeys: Bool
  private let usesColour: Bool
  private let environment: [String: String]
  private let workingDirectory: URL
  /// Runs before each answer is given, with the answer: what happens while the tool waits.
  private let beforeAnswer: (@Sendable (String) -> Void)?

  init(
    answers: [String] = [], keys: String? = nil, usesColour: Bool = false,
    environment: [String: String] = [:], in directory: String = "/",
    beforeAnswer: (@Sendable (String) -> Void)? = nil
  ) {
    let pressed = keys.map { typed in
      var decoder = TerminalKeyDecoder()
      return decoder.keys(from: Array(typed.utf8)) + decoder.flush()
    }
    script = Locked(Script(answers: answers, keys: pressed ?? []))
    readsKeys = keys != nil
    self.usesColour = usesColour
    self.environment = environment
    workingDirectory = URL(fileURLWithPath: directory)
    self.beforeAnswer = beforeAnswer
  }

  var output: String { script.withLock { $0.output } }
  var errors: String { script.withLock { $0.errors } }

  var console: Console {
    let readKey: (@Sendable (String) -> TerminalKeyDecoder.Key?)? =
      readsKeys
      ? { @Sendable prompt in
        self.script.withLock { script in
          script.output += prompt
          return script.keys.isEmpty ? nil : script.keys.removeFirst()
        }
      }
      : nil
    return Console(
      write: { text in self.script.withLock { $0.output += text } },
      writeError: { text in self.script.withLock { $0.errors += text } },
      readLine: {
        let answer = self.script.withLock { $0.answers.isEmpty ? nil : $0.answers.removeFirst() }
        if let answer { self.beforeAnswer?(answer) }
        return answer
      },
      readKey: readKey, usesColour: usesColour, environment: environment,
      workingDirectory: workingDirectory)
  }
}
