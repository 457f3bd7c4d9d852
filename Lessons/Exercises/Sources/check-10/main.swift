import CalcCore
import CalcScenarios
import ExerciseChecking
import Foundation

@testable import Exercise10

let lesson =
  "Lessons/04-observation.md, \"Why @MainActor\": the view reads the view model on the main actor, so the view model lives there too; Swift 6 refuses state that two threads can change at once."

let source = "Sources/Exercise10/SeedViewModel.swift"

/// Compiles the exercise's file alone in Swift 6 mode, warnings as errors; returns what the compiler said.
///
/// It goes as far as SIL, not only type checking: Swift 6 finds data races in SIL.
func compileInSwift6() -> (ok: Bool, output: [String]) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  let path = ExerciseSource.packageRoot.appendingPathComponent(source).path
  process.arguments = [
    "swiftc", "-emit-sil", "-o", "/dev/null", "-parse-as-library", "-swift-version", "6",
    "-warnings-as-errors", path,
  ]
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  do {
    try process.run()
  } catch {
    return (false, ["Could not run swiftc: \(error)"])
  }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let text = String(decoding: data, as: UTF8.self)
  // One line per diagnostic: the compiler draws each again under the source line it marks.
  var lines: [String] = []
  for line in text.split(separator: "\n").map(String.init)
  where ExerciseSource.matches(line, #"^\S+:[0-9]+:[0-9]+: (error|warning):"#) {
    let shown = line.replacingOccurrences(of: ExerciseSource.packageRoot.path + "/", with: "")
    if !lines.contains(shown) { lines.append(shown) }
  }
  return (process.terminationStatus == 0, lines)
}

/// The ways to make the compiler stop reporting the race without removing it, and why each
/// only hides it.
let escapeHatches: [(pattern: String, why: String)] = [
  (
    #"@unchecked\s+Sendable"#,
    "`@unchecked Sendable` tells the compiler to trust you that the class is safe to share "
      + "between threads; nothing makes it so, and a write off the main actor still races the "
      + "screen's read."
  ),
  (
    #"nonisolated\s*\(\s*unsafe\s*\)"#,
    "`nonisolated(unsafe)` switches the compiler's checks off for that declaration; the "
      + "writes it allowed still race the reads on the main actor."
  ),
  (
    #"@preconcurrency"#,
    "`@preconcurrency` treats code as written before Swift checked concurrency and silences "
      + "what it finds; the race is still there, unreported."
  ),
  (
    #"Task\s*\.\s*detached"#,
    "`Task.detached` runs its work on no actor, so every touch of the model's state crosses "
      + "from another thread, and nobody owns the task to cancel it."
  ),
]

await runChecks([
  Expectation("SeedViewModel.swift compiles in Swift 6 mode with no warnings", lesson: lesson) {
    let result = compileInSwift6()
    guard !result.ok else { return nil }
    return Failure(
      "In Swift 6 mode, with warnings as errors, the compiler refuses SeedViewModel.swift:",
      details: result.output)
  },
  Expectation(
    "No escape hatch hides the race: no `@unchecked Sendable`, `nonisolated(unsafe)`, "
      + "`@preconcurrency` or `Task.detached`",
    lesson: lesson
  ) {
    let code = ExerciseSource.code(ofTarget: "Exercise10")
    let found = escapeHatches.filter { ExerciseSource.matches(code, $0.pattern) }
    guard !found.isEmpty else { return nil }
    return Failure(
      "It compiles, but the race is hidden, not removed. "
        + found.map(\.why).joined(separator: " ")
        + " Remove the race instead: put the class on the main actor (`@MainActor`), so its "
        + "state has one owner, and let the work run there, in a plain `Task` or an `async` "
        + "function.")
  },
  Expectation("Loading still ends after 3 s on the clock it is given", lesson: lesson) {
    let clock = ManualClock()
    let model = SeedViewModel(clock: clock)
    Task { await model.onFirstLoading() }
    guard await eventually({ !clock.pending.isEmpty }) else {
      return Failure("Loading never slept on the clock passed to `SeedViewModel(clock:)`.")
    }
    clock.advance(by: .seconds(3))
    return Failure.unless(
      await eventually({ !model.isLoadingOnStart }), "At 3 s the calculator is still loading.")
  },
])
