import CommandLineSupport
import Foundation
import KitSupport

/// A console for in-memory tests: it keeps what a command writes, and hands it
/// files, standard input and answers from memory.
///
/// Given `keys`, it stands for a terminal that reads single keys: the bytes a terminal
/// would send, read into key presses by the decoder the real terminal uses.
package final class CapturedConsole: Sendable {
  private struct Texts {
    var output = ""
    var errors = ""
    var unreadLines: [String]
    var unreadKeys: [TerminalKeyDecoder.Key]
  }

  private let texts: Locked<Texts>
  private let files: [String: Data]
  private let standardInput: Data
  private let isInteractive: Bool
  private let readsKeys: Bool
  private let workingDirectory: URL

  /// Creates a console.
  ///
  /// - Parameters:
  ///   - files: The files it reads, by the path the command names.
  ///   - standardInput: What it reads on standard input.
  ///   - lines: The lines it answers questions with, in order; then the end of input.
  ///   - keys: The bytes typed at a terminal that reads single keys, or `nil` when answers
  ///     are whole lines.
  ///   - isInteractive: Whether it stands for a terminal a question can be asked on.
  ///   - workingDirectory: The folder the command runs in.
  package init(
    files: [String: Data] = [:], standardInput: Data = Data(), lines: [String] = [],
    keys: String? = nil, isInteractive: Bool = false,
    workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) {
    self.files = files
    self.standardInput = standardInput
    self.isInteractive = isInteractive || keys != nil
    readsKeys = keys != nil
    self.workingDirectory = workingDirectory
    var decoder = TerminalKeyDecoder()
    let pressed = keys.map { decoder.keys(from: Array($0.utf8)) + decoder.flush() } ?? []
    self.texts = Locked(Texts(unreadLines: lines, unreadKeys: pressed))
  }

  /// Everything written to standard output.
  package var stdout: String { texts.withLock { $0.output } }
  /// Everything written to standard error.
  package var stderr: String { texts.withLock { $0.errors } }

  /// The console to run a command on.
  package var console: Console {
    let readKey: (@Sendable (String) -> TerminalKeyDecoder.Key?)? =
      readsKeys
      ? { @Sendable prompt in
        self.texts.withLock { texts in
          texts.output += prompt
          return texts.unreadKeys.isEmpty ? nil : texts.unreadKeys.removeFirst()
        }
      }
      : nil
    return Console(
      write: { text in self.texts.withLock { $0.output += text } },
      writeError: { text in self.texts.withLock { $0.errors += text } },
      readLine: {
        self.texts.withLock { $0.unreadLines.isEmpty ? nil : $0.unreadLines.removeFirst() }
      },
      readKey: readKey,
      readFile: { [files] path throws(ReadFailure) in
        guard let data = files[path] else { throw .noSuchFile }
        return data
      },
      readStandardInput: { [standardInput] in standardInput },
      isInteractive: isInteractive, workingDirectory: workingDirectory)
  }
}
