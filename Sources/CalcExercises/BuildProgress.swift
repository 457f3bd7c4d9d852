import KitSupport

/// Picks the lines of a first build worth showing: one per module compiled, then linking and the end.
///
/// `swift build` prints a line per file; a learner needs to see that it moves,
/// not every file name.
///
/// ```swift
/// let progress = BuildProgress()
/// let first = progress.shown("[3/90] Compiling CalcCore Step.swift")
/// let second = progress.shown("[4/90] Compiling CalcCore Scenario.swift")
/// // first is "[3/90] Compiling CalcCore": a new module; second is nil.
/// ```
final class BuildProgress: Sendable {
  /// The module of the last `Compiling` line seen.
  private let lastModule = Locked("")

  /// The line to show for a line of build output, or `nil` to leave it out.
  func shown(_ line: String) -> String? {
    let words = line.split(separator: " ")
    if words.count >= 3, words[0].hasPrefix("["), words[1] == "Compiling" {
      let module = String(words[2])
      let isNew = lastModule.withLock { lastModule in
        defer { lastModule = module }
        return module != lastModule
      }
      return isNew ? "\(words[0]) Compiling \(module)" : nil
    }
    if words.count >= 2, words[0].hasPrefix("["), words[1] == "Linking" { return line }
    return line.hasPrefix("Build") ? line : nil
  }
}
