import CommandLineSupport

/// Resolves each fenced block of a lesson to the lines it should have with the
/// code as it is now.
///
/// Swift blocks are the marked slice, declaration or seed lines they name, screen blocks the
/// screen `calc-render` draws, and console blocks the output of each
/// `$ swift run calc-render …` command. `calc-render` runs through `run`, so
/// whoever makes a resolver decides how: the command line runs itself in
/// memory. See ``LessonBlockKind`` for the fence syntax.
@MainActor
package struct BlockResolver {
  /// Reads a file relative to the package folder; `nil` when it cannot be read.
  package let readFile: (String) -> String?
  /// Runs `calc-render` with arguments and returns what it printed.
  package let run: @MainActor (_ arguments: [String]) async -> InMemoryRun
  /// The message a snapshot test records when `actual` meets `reference`.
  ///
  /// `nil` leaves failure blocks unresolved. Tests pass the snapshot library's
  /// own comparison, which the command line does not link.
  package var failureMessage: ((_ reference: String, _ actual: String, _ name: String) -> String?)?

  /// Creates a resolver from the way it reads files and runs `calc-render`.
  package init(
    readFile: @escaping (String) -> String?,
    run: @escaping @MainActor (_ arguments: [String]) async -> InMemoryRun
  ) {
    self.readFile = readFile
    self.run = run
  }

  /// The body a block should have with the code as it is now; `nil` for blocks
  /// that quote nothing.
  package func liveLines(of block: MarkdownDocument.Block, file: String)
    async throws(LessonError) -> [String]?
  {
    switch try LessonBlockKind(block, file: file) {
    case .source(let path, let name):
      return try slice(path, name, block: block, file: file)
    case .seed(let name, let range):
      return try seed(name, range, block: block, file: file)
    case .screen(let arguments):
      return try await output(
        arguments, command: arguments.joined(separator: " "), at: block.line, file: file)
    case .console:
      var lines: [String] = []
      for segment in try ConsoleSegment.split(block, file: file) {
        lines.append(block.lines[segment.commandIndex])
        if let arguments = try segment.arguments(file: file) {
          lines += try await output(
            arguments, command: segment.command, at: segment.line, file: file)
        } else {
          lines += segment.outputs.map { block.lines[$0] }
        }
      }
      return lines
    case .failure(let reference, let actual, let name):
      guard let failureMessage else { return nil }
      let referenceScreen = try await screen(reference, at: block.line, file: file)
      let actualScreen = try await screen(actual, at: block.line, file: file)
      let message = failureMessage(referenceScreen, actualScreen, name) ?? ""
      return Self.asPrinted(message)
    case .illustrative, .unchecked, .other:
      return nil
    }
  }

  /// The output lines of one `calc-render` command of a console block.
  ///
  /// - Throws: `LessonError.commandFailed` when the command exits with a status other than 0.
  package func output(_ arguments: [String], command: String, at line: Int, file: String)
    async throws(LessonError) -> [String]
  {
    let run = await run(arguments)
    guard run.status == .success else {
      throw .commandFailed(
        file: file, line: line, command: command, status: run.status,
        error: run.errors.split(separator: "\n").joined(separator: " "))
    }
    return MarkdownDocument.lines(of: run.output)
  }

  /// An issue's message as `swift test` prints it under the test's `✘` line:
  /// `↳ ` before the first line, two spaces before the others.
  package static func asPrinted(_ message: String) -> [String] {
    MarkdownDocument.lines(of: message).enumerated().map { index, line in
      (index == 0 ? "↳ " : "  ") + line
    }
  }

  private func screen(_ arguments: [String], at line: Int, file: String)
    async throws(LessonError) -> String
  {
    let lines = try await output(
      arguments, command: arguments.joined(separator: " "), at: line, file: file)
    return lines.map { $0 + "\n" }.joined()
  }

  private func slice(
    _ path: String, _ name: String, block: MarkdownDocument.Block, file: String
  ) throws(LessonError) -> [String] {
    guard let text = readFile(path) else {
      throw .cannotRead(file: file, line: block.line, path: path)
    }
    switch SourceSlice.quoted(name, in: text) {
    case .success(let lines):
      return lines
    case .failure(.unknownMarker(let known)):
      throw .unknownName(
        file: file, line: block.line, path: path, name: name, markers: known, suggestion: nil)
    case .failure(.unterminated(let begin)):
      throw .unterminatedMarker(
        file: file, line: block.line, path: path, marker: name, begin: begin)
    case .failure(.unknownName(let markers, let suggestion)):
      throw .unknownName(
        file: file, line: block.line, path: path, name: name, markers: markers,
        suggestion: suggestion)
    case .failure(.ambiguous(let candidates)):
      throw .ambiguousName(
        file: file, line: block.line, path: path, name: name, candidates: candidates)
    case .failure(.unreadableSwift(let sourceLine)):
      throw .unreadableSwift(
        file: file, line: block.line, path: path, name: name, sourceLine: sourceLine)
    }
  }

  private func seed(
    _ name: String, _ range: ClosedRange<Int>, block: MarkdownDocument.Block, file: String
  ) throws(LessonError) -> [String] {
    let path = LessonBlockKind.seedFolder + name
    guard let text = readFile(path) else {
      throw .cannotRead(file: file, line: block.line, path: path)
    }
    guard let lines = SourceSlice.lines(range, of: text) else {
      let count = MarkdownDocument.lines(of: text).count
      throw .seedTooShort(file: file, line: block.line, path: path, range: range, count: count)
    }
    return lines
  }
}
