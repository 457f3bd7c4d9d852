import LessonReading

/// Checks that every fenced block of a lesson still tells the truth.
///
/// Swift blocks must equal the marked slice, declaration or seed lines they name, screen
/// blocks the screen `calc-render` draws now, and console blocks the output of
/// each `$ swift run calc-render …` command run in memory: what its
/// `BlockResolver` resolves each block to. See `LessonBlockKind` for the fence
/// syntax.
@MainActor
package struct LessonChecker {
  /// Resolves each block to what the code gives now.
  package var resolver: BlockResolver

  /// Creates a checker that compares each block with what `resolver` gives.
  package init(resolver: BlockResolver) {
    self.resolver = resolver
  }

  /// Every problem in a document, in order.
  package func check(_ document: MarkdownDocument) async -> [LessonProblem] {
    var problems: [LessonProblem] = []
    for block in document.blocks {
      do {
        if let difference = try await difference(in: block, file: document.path) {
          problems.append(difference)
        }
      } catch {
        problems.append(.unresolved(error))
      }
    }
    return problems
  }

  /// How a block differs from what the code gives now; `nil` when it does not.
  private func difference(in block: MarkdownDocument.Block, file: String)
    async throws(LessonError) -> LessonProblem?
  {
    let subject: LessonProblem.Subject
    switch try LessonBlockKind(block, file: file) {
    case .source(let path, let name): subject = .source(path: path, name: name)
    case .seed(let name, let range):
      subject = .seed(path: LessonBlockKind.seedFolder + name, range: range)
    case .screen(let arguments): subject = .screen(arguments: arguments.joined(separator: " "))
    case .failure(let reference, let actual, _):
      subject = .failure(
        reference: reference.joined(separator: " "), actual: actual.joined(separator: " "))
    case .console: return try await consoleDifference(in: block, file: file)
    case .illustrative, .unchecked, .other: return nil
    }
    guard let expected = try await resolver.liveLines(of: block, file: file) else { return nil }
    return difference(block.lines, from: expected, file: file, fence: block.line, subject)
  }

  /// The first command of a console block whose output differs from what it prints now.
  private func consoleDifference(in block: MarkdownDocument.Block, file: String)
    async throws(LessonError) -> LessonProblem?
  {
    for segment in try ConsoleSegment.split(block, file: file) {
      guard let arguments = try segment.arguments(file: file) else { continue }
      let expected = try await resolver.output(
        arguments, command: segment.command, at: segment.line, file: file)
      let shown = segment.outputs.map { block.lines[$0] }
      if let difference = difference(
        shown, from: expected, file: file, fence: segment.line,
        .output(command: segment.command))
      {
        return difference
      }
    }
    return nil
  }

  private func difference(
    _ actual: [String], from expected: [String], file: String, fence: Int,
    _ subject: LessonProblem.Subject
  ) -> LessonProblem? {
    guard actual != expected else { return nil }
    return .differs(file: file, line: fence, subject: subject, expected: expected, actual: actual)
  }
}
