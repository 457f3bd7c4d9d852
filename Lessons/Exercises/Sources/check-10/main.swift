import CalcCore
import CalcScenarios
import ExerciseChecking
import Foundation

@testable import Exercise10

let lesson =
  "Lessons/05-isolation.md, \"Why @MainActor\": the view reads the view model on the main actor, so the view model lives there too; Swift 6 refuses state that two threads can change at once."

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

await runChecks([
  Expectation("SeedViewModel.swift compiles in Swift 6 mode with no warnings", lesson: lesson) {
    let result = compileInSwift6()
    guard !result.ok else { return nil }
    return Failure(
      "In Swift 6 mode, with warnings as errors, the compiler refuses SeedViewModel.swift:",
      details: result.output)
  },
  EscapeHatch.expectation(target: "Exercise10", lesson: lesson),
  Expectation("The class `SeedViewModel` itself is on the main actor", lesson: lesson) {
    Failure.unless(
      ExerciseSource.classIsOnMainActor("SeedViewModel", inTarget: "Exercise10"),
      "The declaration `class SeedViewModel` is not marked `@MainActor`. Marking a method "
        + "alone leaves `isLoadingOnStart` with no owner: put `@MainActor` on the class, so "
        + "all of its state lives on the main actor, where the screen reads it.")
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
