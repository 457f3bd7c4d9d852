import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything a command touches of its process: the standard streams, the
/// files it reads, whether it runs at a terminal, its environment and its
/// working directory.
///
/// Commands read and write only through their console. ``process`` is the
/// process's own; tests make one that keeps what a command writes and hands
/// it files from memory, so a whole command runs without a terminal or a disk.
///
/// ```swift
/// let lines = Locked<[String]>([])
/// let console = Console(write: { text in lines.withLock { $0.append(text) } })
/// console.write("hello\n")
/// print(lines.withLock { $0 })
/// // Prints "["hello\n"]"
/// ```
package struct Console: Sendable {
  /// The most bytes a command reads from one input: 1 MiB.
  ///
  /// A reader may stop one byte past it, so a longer input is refused without
  /// being read to its end.
  package static let inputLimit = 1 << 20

  /// Writes to standard output.
  package var write: @Sendable (String) -> Void
  /// Writes to standard error.
  package var writeError: @Sendable (String) -> Void
  /// Reads one line of standard input without its line break; `nil` at the end.
  package var readLine: @Sendable () -> String?
  /// Writes a prompt, then reads one key press without Return, escape sequences whole,
  /// or returns `nil` at the end of input; `nil` itself when standard input and output
  /// are not both a terminal, so answers are whole lines.
  ///
  /// The prompt is written once the terminal reads single keys, so a key pressed as
  /// soon as it shows, Ctrl-C too, is read as a key.
  package var readKey: (@Sendable (_ prompt: String) -> TerminalKeyDecoder.Key?)?
  /// Reads a whole file, or its first ``inputLimit`` + 1 bytes.
  package var readFile: @Sendable (String) throws(ReadFailure) -> Data
  /// Reads standard input to its end, or its first ``inputLimit`` + 1 bytes.
  package var readStandardInput: @Sendable () throws(ReadFailure) -> Data
  /// Whether standard input is a terminal, so a question can be asked and answered.
  package var isInteractive: Bool
  /// Whether output may be coloured: standard output is a terminal and `NO_COLOR` is unset.
  package var usesColour: Bool
  /// The process's environment variables.
  package var environment: [String: String]
  /// The folder the command runs in; relative paths and searches start there.
  package var workingDirectory: URL

  /// Creates a console from its parts; what you leave out reads nothing.
  ///
  /// - Parameters:
  ///   - write: Writes to standard output.
  ///   - writeError: Writes to standard error; by default, nowhere.
  ///   - readLine: Reads one line of input; by default, none.
  ///   - readKey: Writes a prompt and reads one key press; by default, answers are whole lines.
  ///   - readFile: Reads a file; by default, every path is missing.
  ///   - readStandardInput: Reads standard input to its end; by default, it is empty.
  ///   - isInteractive: Whether standard input is a terminal.
  ///   - usesColour: Whether output may be coloured.
  ///   - environment: The environment variables.
  ///   - workingDirectory: The folder the command runs in; by default, the process's.
  package init(
    write: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void = { _ in },
    readLine: @escaping @Sendable () -> String? = { nil },
    readKey: (@Sendable (_ prompt: String) -> TerminalKeyDecoder.Key?)? = nil,
    readFile: @escaping @Sendable (String) throws(ReadFailure) -> Data = { _ throws(ReadFailure) in
      throw .noSuchFile
    },
    readStandardInput: @escaping @Sendable () throws(ReadFailure) -> Data = { Data() },
    isInteractive: Bool = false, usesColour: Bool = false, environment: [String: String] = [:],
    workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) {
    self.write = write
    self.writeError = writeError
    self.readLine = readLine
    self.readKey = readKey
    self.readFile = readFile
    self.readStandardInput = readStandardInput
    self.isInteractive = isInteractive
    self.usesColour = usesColour
    self.environment = environment
    self.workingDirectory = workingDirectory
  }

  /// The process's own: its streams, its files, its terminal, its environment.
  ///
  /// Reads stop one byte past ``inputLimit`` and refuse anything but a regular
  /// file without waiting on it; writes go through ``OutputChannel``, which
  /// keeps a failure for the exit status instead of trapping.
  package static var process: Console {
    let environment = ProcessInfo.processInfo.environment
    let isTerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    let keys = TerminalKeys(write: { OutputChannel.standardOutput.write($0) })
    let readKey: (@Sendable (String) -> TerminalKeyDecoder.Key?)? =
      isTerminal ? { @Sendable prompt in keys.next(after: prompt) } : nil
    return Console(
      write: { OutputChannel.standardOutput.write($0) },
      writeError: { OutputChannel.standardError.write($0) },
      readLine: { Swift.readLine() },
      readKey: readKey,
      readFile: { path throws(ReadFailure) in try InputFile.read(path, limit: inputLimit) },
      readStandardInput: { () throws(ReadFailure) in
        try InputFile.read(.standardInput, limit: inputLimit)
      },
      isInteractive: isatty(STDIN_FILENO) == 1,
      usesColour: usesColour(
        environment: environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1),
      environment: environment,
      workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
  }

  /// Whether output may be coloured: only on a terminal, and never when `NO_COLOR` is set
  /// to anything but the empty string, as no-color.org asks.
  package static func usesColour(environment: [String: String], outputIsTerminal: Bool) -> Bool {
    outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
  }
}
