import Foundation

/// Checks that every fenced block of a lesson still tells the truth.
///
/// Swift blocks must equal the source slice or seed lines they name, screen
/// blocks the screen `calc-render` draws now, and console blocks the output of
/// each `$ swift run calc-render …` command run in memory. See
/// ``LessonBlockKind`` for the fence syntax.
@MainActor
struct LessonChecker {
  /// The package folder: sources and `Lessons/Seed` are read relative to it.
  let root: URL
  /// Reads a file relative to `root`; `nil` when it cannot be read.
  let readFile: (String) -> String?
  /// The message a snapshot test records when `actual` meets `reference`.
  ///
  /// `nil` leaves failure blocks unchecked. Tests pass the snapshot library's
  /// own comparison, which the command line does not link.
  var failureMessage: ((_ reference: String, _ actual: String, _ name: String) -> String?)?

  /// Creates a checker that reads files from the package folder on disk.
  init(root: URL) {
    self.init(root: root) { path in
      try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
  }

  /// Creates a checker with its own way of reading files, for tests.
  init(root: URL, readFile: @escaping (String) -> String?) {
    self.root = root
    self.readFile = readFile
  }

  /// Every problem in a document, in order.
  func check(_ document: MarkdownDocument) async -> [LessonProblem] {
    var problems: [LessonProblem] = []
    for block in document.blocks {
      do {
        try await check(block, file: document.path)
      } catch {
        problems.append(error)
      }
    }
    return problems
  }

  /// The body a block should have with the code as it is now; `nil` for blocks
  /// that quote nothing.
  func liveLines(of block: MarkdownDocument.Block, file: String) async throws(LessonProblem)
    -> [String]?
  {
    switch try LessonBlockKind(block, file: file) {
    case .source(let path, let marker):
      return try slice(path, marker, block: block, file: file)
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

  /// An issue's message as `swift test` prints it under the test's `✘` line:
  /// `↳ ` before the first line, two spaces before the others.
  static func asPrinted(_ message: String) -> [String] {
    MarkdownDocument.lines(of: message).enumerated().map { index, line in
      (index == 0 ? "↳ " : "  ") + line
    }
  }

  private func check(_ block: MarkdownDocument.Block, file: String) async throws(LessonProblem) {
    let kind = try LessonBlockKind(block, file: file)
    let subject: LessonProblem.Subject
    switch kind {
    case .source(let path, let marker): subject = .source(path: path, marker: marker)
    case .seed(let name, let range): subject = .seed(path: Self.seedFolder + name, range: range)
    case .screen(let arguments): subject = .screen(arguments: arguments.joined(separator: " "))
    case .failure(let reference, let actual, _):
      subject = .failure(
        reference: reference.joined(separator: " "), actual: actual.joined(separator: " "))
    case .console: return try await checkConsole(block, file: file)
    case .illustrative, .unchecked, .other: return
    }
    guard let expected = try await liveLines(of: block, file: file) else { return }
    try compare(block.lines, with: expected, file: file, fence: block.line, subject)
  }

  private func checkConsole(_ block: MarkdownDocument.Block, file: String)
    async throws(LessonProblem)
  {
    for segment in try ConsoleSegment.split(block, file: file) {
      guard let arguments = try segment.arguments(file: file) else { continue }
      let expected = try await output(
        arguments, command: segment.command, at: segment.line, file: file)
      try compare(
        segment.outputs.map { block.lines[$0] }, with: expected, file: file,
        fence: segment.line, .output(command: segment.command))
    }
  }

  private func compare(
    _ actual: [String], with expected: [String], file: String, fence: Int,
    _ subject: LessonProblem.Subject
  ) throws(LessonProblem) {
    guard actual != expected else { return }
    throw .differs(file: file, line: fence, subject: subject, expected: expected, actual: actual)
  }

  private func screen(_ arguments: [String], at line: Int, file: String)
    async throws(LessonProblem) -> String
  {
    let lines = try await output(
      arguments, command: arguments.joined(separator: " "), at: line, file: file)
    return lines.map { $0 + "\n" }.joined()
  }

  private func slice(
    _ path: String, _ marker: String, block: MarkdownDocument.Block, file: String
  ) throws(LessonProblem) -> [String] {
    guard let text = readFile(path) else {
      throw .cannotRead(file: file, line: block.line, path: path)
    }
    switch SourceSlice.marked(marker, in: text) {
    case .success(let lines):
      return lines
    case .failure(.unknownMarker(let known)):
      throw .unknownMarker(file: file, line: block.line, path: path, marker: marker, known: known)
    case .failure(.unterminated(let begin)):
      throw .unterminatedMarker(
        file: file, line: block.line, path: path, marker: marker, begin: begin)
    }
  }

  private func seed(
    _ name: String, _ range: ClosedRange<Int>, block: MarkdownDocument.Block, file: String
  ) throws(LessonProblem) -> [String] {
    let path = Self.seedFolder + name
    guard let text = readFile(path) else {
      throw .cannotRead(file: file, line: block.line, path: path)
    }
    guard let lines = SourceSlice.lines(range, of: text) else {
      let count = MarkdownDocument.lines(of: text).count
      throw .seedTooShort(file: file, line: block.line, path: path, range: range, count: count)
    }
    return lines
  }

  private func output(_ arguments: [String], command: String, at line: Int, file: String)
    async throws(LessonProblem) -> [String]
  {
    let run = await InMemoryRun.calcRender(arguments, root: root)
    guard run.status == 0 else {
      throw .commandFailed(
        file: file, line: line, command: command, status: run.status,
        error: run.errors.split(separator: "\n").joined(separator: " "))
    }
    return MarkdownDocument.lines(of: run.output)
  }

  /// Where the seed's original files are kept, relative to the package folder.
  static let seedFolder = "Lessons/Seed/"
}
