import CommandLineSupport
import Foundation

extension ExercisesSession {
  /// Shows the learner's files beside the reference solution's once the exercise has passed,
  /// then why the reference is written as it is; before that, refuses.
  ///
  /// - Parameters:
  ///   - number: The exercise or drill.
  ///   - width: The terminal's width, to show the files side by side; `nil` for a unified diff.
  /// - Throws: ``ExerciseError/solutionHidden(_:noun:hintsLeft:hints:)`` before the exercise
  ///   has passed, saying how many hints are left.
  /// - Returns: 0 once the files are shown.
  package func solution(_ number: Int, width: Int?) throws(ExerciseError) -> ExitCode {
    let exercise = try self.exercise(number, in: folder.list())
    let progress = folder.progress()
    guard progress.done.contains(exercise.number) else {
      throw .solutionHidden(
        exercise.number, noun: exercise.noun, hintsLeft: progress.hintsLeft(of: exercise),
        hints: exercise.hints.count)
    }
    var text = CheckText.solutionHeading(exercise)
    for file in exercise.files where file.hasPrefix("Sources/") {
      let yours = paths.path(inPackage: file)
      let reference = paths.path(inPackage: "Solutions/" + file)
      let comparison = SourceComparison(
        yours: read(file) ?? "", reference: read("Solutions/" + file) ?? "")
      text += "\n"
      if comparison.isSame {
        text += CheckText.sameAsReference(yours)
      } else if let width {
        text += comparison.sideBySide(
          width: width, names: (yours: "\(yours) (yours)", reference: "the reference"))
      } else {
        text += comparison.unified(names: (yours: "\(yours) (yours)", reference: reference))
      }
    }
    if let decision = read("Solutions/Decisions/\(exercise.target).txt") {
      text += CheckText.decision(decision)
    }
    console.write(text + CheckText.why(exercise))
    return .success
  }

  private func read(_ path: String) -> String? {
    try? String(contentsOf: folder.root.appendingPathComponent(path), encoding: .utf8)
  }
}
