import LessonReading

/// Rewrites the blocks of a lesson that the code writes: screens, console
/// output and snapshot failures, never a block that quotes source.
///
/// `LESSONS_UPDATE=1 swift test --filter LessonsTests` runs it over every lesson,
/// the README and the DocC articles the tests check, and prints each block it changed.
@MainActor
package struct LessonUpdater {
  /// The checker whose live lines the blocks take.
  package let checker: LessonChecker

  /// Creates an updater that takes each block from what `checker` resolves it to.
  package init(checker: LessonChecker) {
    self.checker = checker
  }

  /// The document's text with every code-written block taken from the code,
  /// and one `FILE:LINE: …` line for each block it changed.
  package func update(_ document: MarkdownDocument) async throws(LessonError) -> (
    text: String, changes: [String]
  ) {
    var lines = document.lines
    var changes: [String] = []
    // From the end, so earlier blocks keep their line numbers while later ones change length.
    for block in document.blocks.reversed() {
      switch try LessonBlockKind(block, file: document.path) {
      case .screen, .console, .failure: break
      case .source, .seed, .illustrative, .unchecked, .other: continue
      }
      guard let live = try await checker.resolver.liveLines(of: block, file: document.path),
        live != block.lines
      else { continue }
      lines.replaceSubrange(block.line..<(block.closingLine - 1), with: live)
      changes.insert("\(document.path):\(block.line): updated `\(block.info)`", at: 0)
    }
    return (lines.map { $0 + "\n" }.joined(), changes)
  }
}
