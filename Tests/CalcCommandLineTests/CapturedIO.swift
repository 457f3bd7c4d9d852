import CalcCommandLine
import Foundation
import KitSupport

/// A `CommandIO` that keeps what a command writes, for in-memory tests.
final class CapturedIO: Sendable {
  private struct Texts {
    var output = ""
    var errors = ""
    var unreadLines: [String]
  }

  private let texts: Locked<Texts>
  let files: [String: Data]
  let standardInput: Data

  init(files: [String: Data] = [:], standardInput: Data = Data(), lines: [String] = []) {
    self.files = files
    self.standardInput = standardInput
    self.texts = Locked(Texts(unreadLines: lines))
  }

  var stdout: String { texts.withLock { $0.output } }
  var stderr: String { texts.withLock { $0.errors } }

  var io: CommandIO {
    CommandIO(
      readFile: { [files] path in
        guard let data = files[path] else { throw CocoaError(.fileReadNoSuchFile) }
        return data
      },
      readStandardInput: { [standardInput] in standardInput },
      write: { text in self.texts.withLock { $0.output += text } },
      writeError: { text in self.texts.withLock { $0.errors += text } },
      readLine: {
        self.texts.withLock { $0.unreadLines.isEmpty ? nil : $0.unreadLines.removeFirst() }
      })
  }
}
