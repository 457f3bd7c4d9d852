import Foundation

/// The one rule against races written with unsafe code: the compiler must prove the code
/// memory safe.
///
/// Swift's strict memory safety checking (SE-0458, `-strict-memory-safety`, SwiftPM's
/// `.strictMemorySafety()`) marks every use of an unsafe construct: unsafe pointers,
/// `unsafeBitCast`, `nonisolated(unsafe)`, `unowned(unsafe)`. Each lets two threads share
/// state that Swift's concurrency checks cannot see, so it refuses them all, whatever the
/// spelling; and ``EscapeHatch/unsafeAcknowledged`` refuses the `unsafe` and `@safe` that
/// would silence it.
public enum MemorySafety {
  /// The compiler flag that turns the checking on.
  public static let flag = "-strict-memory-safety"

  /// The diagnostic group the checking's findings belong to.
  static let group = "[#StrictMemorySafety]"

  /// Why the code is refused, said once for every unsafe construct.
  static let refused =
    "Swift's strict memory safety checking (SE-0458) finds unsafe code: an unsafe pointer, "
    + "`unsafeBitCast`, `nonisolated(unsafe)` or `unowned(unsafe)` shares state in a way "
    + "Swift's concurrency checks cannot see, so a data race written with it compiles."
    + " Remove it, do not mark it `unsafe`: put the class on the main actor (`@MainActor`), "
    + "so its state has one owner, and write the state there."

  /// Why acknowledging unsafe code does not make it safe.
  static let acknowledged =
    "`unsafe`, `@unsafe` and `@safe` silence Swift's strict memory safety checking "
    + "(SE-0458); the unsafe code they mark still shares state that Swift's concurrency "
    + "checks cannot see, and a race written with it still races the screen's read."

  /// Type-checks one file of the exercises alone in Swift 6 mode with strict memory safety
  /// checking; the failure naming each finding, or `nil` when there is none.
  ///
  /// Other errors are the target's build's to report: only the checking's findings count.
  /// - Parameter path: the file, from the exercises' package root.
  /// - Returns: the failure, or `nil` when the compiler proves the file memory safe.
  public static func failure(compiling path: String) -> Failure? {
    let result = ExerciseSource.compile(
      path, arguments: ["-typecheck", "-parse-as-library", "-swift-version", "6", flag])
    return failure(diagnostics: result.output, source: ExerciseSource.text(path))
  }

  /// The failure for compiler output that holds strict memory safety findings, or `nil`.
  ///
  /// Each finding is named by its place and its source line, without the compiler's
  /// advice to mark it `unsafe`.
  /// - Parameters:
  ///   - diagnostics: the compiler's diagnostic lines, `path:line:column: error: …`.
  ///   - source: the text of the file compiled.
  /// - Returns: one message for every finding, each finding a detail; `nil` when there is none.
  public static func failure(diagnostics: [String], source: String) -> Failure? {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let found = diagnostics.filter { $0.contains(group) }.map { diagnostic -> String in
      let place = diagnostic.components(separatedBy: ": ").first ?? diagnostic
      let parts = place.split(separator: ":")
      guard parts.count >= 3, let line = Int(parts[parts.count - 2]),
        lines.indices.contains(line - 1)
      else { return place }
      return "\(place): \(lines[line - 1].trimmingCharacters(in: .whitespaces))"
    }
    guard !found.isEmpty else { return nil }
    return Failure(refused, details: found)
  }
}
