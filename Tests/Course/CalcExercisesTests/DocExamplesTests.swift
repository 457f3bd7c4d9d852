import Foundation
import Testing

@testable import CalcExercises

/// Every Swift example in CalcExercises' doc comments, compiled and run here.
///
/// Each example is a `lesson:doc-…` slice of this file; the doc-example check
/// in `LessonCheckingTests` holds every doc comment's example equal to a
/// slice.
@MainActor
@Suite("CalcExercises' doc examples")
struct DocExamplesTests {
  @Test("BuildProgress shows a build only once the kit's shared modules compile")
  func buildProgress() {
    // lesson:doc-build-progress begin
    let progress = BuildProgress()
    let own = progress.shown("[12/29] Compiling Exercise01 Calculator.swift")
    let shared = progress.shown("[14/30] Compiling KitSupport Locked.swift")
    let again = progress.shown("[15/30] Compiling KitSupport PackageRoot.swift")
    // own is []: the exercise's own module. shared is the note that the shared
    // build has started, then "  [14/30] Compiling KitSupport". again is [].
    // lesson:doc-build-progress end
    #expect(own.isEmpty)
    #expect(shared == [CheckText.sharedBuild, "  [14/30] Compiling KitSupport\n"])
    #expect(again.isEmpty)
  }

  @Test("PathDisplay writes a path in the package relative to where the command ran")
  func pathDisplay() {
    // lesson:doc-path-display begin
    let paths = PathDisplay(
      package: URL(fileURLWithPath: "/kit/Lessons/Exercises"),
      workingDirectory: URL(fileURLWithPath: "/kit"))
    let edit = paths.path(inPackage: "Sources/Exercise03/Sum.swift")
    // edit is "Lessons/Exercises/Sources/Exercise03/Sum.swift"
    // lesson:doc-path-display end
    #expect(edit == "Lessons/Exercises/Sources/Exercise03/Sum.swift")
  }

  @Test("CompilerErrors shows an error at a path the learner can open")
  func compilerErrors() {
    // lesson:doc-compiler-errors begin
    let errors = CompilerErrors(
      output: "/kit/Lessons/Exercises/Sources/Exercise01/Calculator.swift:2:3: error: oops\n")
    let paths = PathDisplay(
      package: URL(fileURLWithPath: "/kit/Lessons/Exercises"),
      workingDirectory: URL(fileURLWithPath: "/kit"))
    let shown = errors.lines(paths: paths)
    // shown is ["Lessons/Exercises/Sources/Exercise01/Calculator.swift:2:3: error: oops"]
    // lesson:doc-compiler-errors end
    #expect(shown == ["Lessons/Exercises/Sources/Exercise01/Calculator.swift:2:3: error: oops"])
  }
}
