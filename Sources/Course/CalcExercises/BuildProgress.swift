import KitSupport

/// Decides what a learner sees of `swift build` while a check builds: nothing,
/// unless the build compiles the kit's shared modules, which takes long.
///
/// An exercise's own build takes seconds and shows nothing. The first check (or
/// the first after the kit changed) also compiles the kit's modules and the
/// shared `ExerciseChecking`; from the first such module on, the learner is told
/// why it takes long and sees one line per module compiled, then linking and
/// the end. `swift build` itself prints a line per file; a learner needs to see
/// that it moves, not every file name.
///
/// ```swift
/// let progress = BuildProgress()
/// let own = progress.shown("[12/29] Compiling Exercise01 Calculator.swift")
/// let shared = progress.shown("[14/30] Compiling KitSupport Locked.swift")
/// let again = progress.shown("[15/30] Compiling KitSupport PackageRoot.swift")
/// // own is []: the exercise's own module. shared is the note that the shared
/// // build has started, then "  [14/30] Compiling KitSupport". again is [].
/// ```
final class BuildProgress: Sendable {
  private struct State {
    /// Whether a shared module has started compiling.
    var isShared = false
    /// The modules whose `Compiling` line has been shown; SwiftPM interleaves modules.
    var shownModules: Set<String> = []
  }

  private let state = Locked(State())

  /// The lines to print for one line of build output, each ending in a newline.
  func shown(_ line: String) -> [String] {
    let words = line.split(separator: " ")
    let isStep = words.count >= 2 && words[0].hasPrefix("[")
    return state.withLock { state in
      if isStep, words.count >= 3, words[1] == "Compiling" {
        let module = String(words[2])
        var lines: [String] = []
        if !state.isShared, Self.isShared(module) {
          state.isShared = true
          lines.append(CheckText.sharedBuild)
        }
        guard state.isShared, state.shownModules.insert(module).inserted else { return lines }
        return lines + ["  \(words[0]) Compiling \(module)\n"]
      }
      guard state.isShared else { return [] }
      if isStep, words[1] == "Linking" { return ["  \(line)\n"] }
      return line.hasPrefix("Build ") ? ["  \(line)\n"] : []
    }
  }

  /// Whether a module is one every exercise shares (the kit's, or `ExerciseChecking`),
  /// rather than an exercise's own (`Exercise03`), a drill's (`Drill11`) or a check's
  /// (`check_03`).
  static func isShared(_ module: String) -> Bool {
    !["Exercise", "Drill", "check_"].contains { Self.isNumbered(module, prefix: $0) }
  }

  private static func isNumbered(_ module: String, prefix: String) -> Bool {
    module.hasPrefix(prefix) && !module.dropFirst(prefix.count).isEmpty
      && module.dropFirst(prefix.count).allSatisfy(\.isNumber)
  }
}
