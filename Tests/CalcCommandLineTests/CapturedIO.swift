import CalcCommandLine
import Foundation

/// A `CommandIO` that keeps what a command writes, for in-memory tests.
final class CapturedIO: @unchecked Sendable {
  // `@unchecked` because `output`, `errors` and `unreadLines` are only touched with `lock` held.
  private let lock = NSLock()
  private var output = ""
  private var errors = ""
  private var unreadLines: [String]
  let files: [String: Data]
  let standardInput: Data

  init(files: [String: Data] = [:], standardInput: Data = Data(), lines: [String] = []) {
    self.files = files
    self.standardInput = standardInput
    self.unreadLines = lines
  }

  var stdout: String { lock.withLock { output } }
  var stderr: String { lock.withLock { errors } }

  var io: CommandIO {
    CommandIO(
      readFile: { [files] path in
        guard let data = files[path] else { throw CocoaError(.fileReadNoSuchFile) }
        return data
      },
      readStandardInput: { [standardInput] in standardInput },
      write: { text in self.lock.withLock { self.output += text } },
      writeError: { text in self.lock.withLock { self.errors += text } },
      readLine: {
        self.lock.withLock { self.unreadLines.isEmpty ? nil : self.unreadLines.removeFirst() }
      })
  }
}
