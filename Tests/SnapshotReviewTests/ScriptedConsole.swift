import CommandLineSupport
import Foundation
import KitSupport

/// A console that answers from a script and keeps what the tool wrote.
///
/// With `keys`, it stands for a terminal: answers are single key presses.
final class ScriptedConsole: Sendable {
  private struct Script {
    var answers: [String]
    var keys: [Character]
    var output = ""
    var errors = ""
  }

  private let script: Locked<Script>
  private let readsKeys: Bool
  private let usesColour: Bool
  private let environment: [String: String]

  init(
    answers: [String] = [], keys: [Character]? = nil, usesColour: Bool = false,
    environment: [String: String] = [:]
  ) {
    script = Locked(Script(answers: answers, keys: keys ?? []))
    readsKeys = keys != nil
    self.usesColour = usesColour
    self.environment = environment
  }

  var output: String { script.withLock { $0.output } }
  var errors: String { script.withLock { $0.errors } }

  var console: Console {
    let readKey: (@Sendable () -> Character?)? =
      readsKeys
      ? { @Sendable in self.script.withLock { $0.keys.isEmpty ? nil : $0.keys.removeFirst() } }
      : nil
    return Console(
      write: { text in self.script.withLock { $0.output += text } },
      writeError: { text in self.script.withLock { $0.errors += text } },
      readLine: { self.script.withLock { $0.answers.isEmpty ? nil : $0.answers.removeFirst() } },
      readKey: readKey, usesColour: usesColour, environment: environment,
      workingDirectory: URL(fileURLWithPath: "/"))
  }
}
