import CommandLineSupport
import Foundation
import KitSupport

/// A console that keeps what a command writes, for in-memory tests.
final class CapturedConsole: Sendable {
  private struct Texts {
    var output = ""
    var errors = ""
    var unreadLines: [String]
  }

  private let texts: Locked<Texts>
  let files: [String: Data]
  let standardInput: Data
  let isInteractive: Bool
  let workingDirectory: URL

  init(
    files: [String: Data] = [:], standardInput: Data = Data(), lines: [String] = [],
    isInteractive: Bool = false,
    workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) {
    self.files = files
    self.standardInput = standardInput
    self.isInteractive = isInteractive
    self.workingDirectory = workingDirectory
    self.texts = Locked(Texts(unreadLines: lines))
  }

  var stdout: String { texts.withLock { $0.output } }
  var stderr: String { texts.withLock { $0.errors } }

  var console: Console {
    Console(
      write: { text in self.texts.withLock { $0.output += text } },
      writeError: { text in self.texts.withLock { $0.errors += text } },
      readLine: {
        self.texts.withLock { $0.unreadLines.isEmpty ? nil : $0.unreadLines.removeFirst() }
      },
      readFile: { [files] path throws(ReadFailure) in
        guard let data = files[path] else { throw .noSuchFile }
        return data
      },
      readStandardInput: { [standardInput] in standardInput },
      isInteractive: isInteractive, workingDirectory: workingDirectory)
  }
}
