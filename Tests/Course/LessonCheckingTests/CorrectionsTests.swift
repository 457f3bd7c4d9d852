import Foundation
import TestSupport
import Testing

/// A statement issue 42 found false, and what the file says instead.
struct Correction: Sendable, CustomTestStringConvertible {
  /// The number for it, 1 to 10.
  let item: Int
  /// The file, relative to the package.
  let file: String
  /// The false statement, word for word as the file said it; line breaks read as spaces.
  let wrong: String
  /// What the file says now, word for word.
  let right: String

  var testDescription: String { "\(item). \(file): \(right)" }
}

/// The ten statements issue 42 found false, each a test that fails on the old text.
///
/// The claims a compiler can settle are settled by `DiagnosticsTests` too; this suite pins
/// the words, so that a false statement cannot come back in another file's copy of it.
@Suite("Issue 42's ten false statements stay corrected")
struct CorrectionsTests {
  static let observation = "Lessons/04-observation.md"
  static let isolation = "Lessons/05-isolation.md"
  static let state = "Lessons/06-state.md"
  static let isolationQuiz = "Lessons/Quizzes/05-isolation.md"
  static let stateQuiz = "Lessons/Quizzes/06-state.md"
  static let glossary = "Lessons/Glossary.md"

  static let corrections: [Correction] = [
    Correction(
      item: 1, file: state,
      wrong: "`@State` is a property wrapper, and it evaluates its default value every time",
      right: "From Xcode 27, the `State()` macro evaluates the default once"),
    Correction(
      item: 1, file: stateQuiz,
      wrong: "## A parent's `body` makes `ContentView()` ten times.",
      right: "Built with Xcode 27, the `State()` macro makes it once."),
    Correction(
      item: 1, file: "Lessons/After/ContentView.swift",
      wrong: "`@State` keeps the first model SwiftUI stores for this view, but may",
      right: "with Xcode 27's `State()` macro, once."),
    Correction(
      item: 2, file: "Lessons/07-task.md",
      wrong: "does not compile in Swift 6, and what Swift 6.3 says depends on how your SDK",
      right: "With `NonisolatedNonsendingByDefault` (SE-0461, Swift 6.2 and later), it compiles"),
    Correction(
      item: 3, file: "Lessons/Diagnostics/TaskModifier.swift",
      wrong: "declared as Apple's SwiftUI documentation shows them today",
      right: "@_inheritActorContext _ action: sending @escaping @isolated(any)"),
    Correction(
      item: 4, file: isolation,
      wrong: "then every declaration without an isolation of its own is `@MainActor`",
      right: "except inside an actor, in a type nested in a `nonisolated` type"),
    Correction(
      item: 4, file: glossary,
      wrong: "then every declaration without one of its own is on it",
      right: "except inside an actor, in a type nested in a `nonisolated` type"),
    Correction(
      item: 4, file: isolationQuiz,
      wrong: "then every declaration without an isolation of its own is `@MainActor`",
      right: "In code with no isolation, the task has none, even where"),
    Correction(
      item: 5, file: isolation,
      wrong: "the task is isolated to that actor only if its closure captures `self`",
      right: "the task is isolated to that actor only if its closure strongly captures `self`"),
    Correction(
      item: 5, file: glossary,
      wrong: "it is isolated to that actor only if its closure captures `self`",
      right: "closure strongly captures `self` (`[weak self]` does not count)"),
    Correction(
      item: 6, file: isolationQuiz,
      wrong: "A `Task {}` takes the isolation of the code that creates it.",
      right: "Made in a method with no isolation, a `Task {}` has none"),
    Correction(
      item: 6, file: isolationQuiz,
      wrong: "A `Task {}` takes the isolation of where it is made",
      right: "a plain `Task {}` made there runs on that actor or on none"),
    Correction(
      item: 7, file: "Sources/Library/TextSnapshots/TextSnapshots.docc/ChoosingAStrategy.md",
      wrong: "Swift has no stored static properties in generic types, so a `static let` here",
      right: "A stored `static let receipt: Self` compiles here too"),
    Correction(
      item: 8, file: "Lessons/Exercises/Starters/Sources/Exercise10/SeedViewModel.swift",
      wrong: "The seed's view model changes its state from a detached task",
      right: "`Task.detached {` where the seed writes `Task {`"),
    Correction(
      item: 8, file: "Lessons/Exercises/Starters/Sources/Exercise10/SeedViewModel.swift",
      wrong: "/// The seed's loading, as the seed wrote it.",
      right: "The seed writes `Task {`"),
    Correction(
      item: 9, file: "Lessons/00-roles.md",
      wrong: "`onAddNumber(_:)` checks that the calculator is neither loading nor calculating",
      right: "The seed's `onAddNumber(_:)` checks only that the calculator is not calculating"),
    Correction(
      item: 10, file: observation,
      wrong: "it does spare a view that receives the model and never reads `state`",
      right: "only `@ObservedObject`, `@StateObject` and `@EnvironmentObject` subscribe a view"),
  ]

  /// The file's words with every run of white space, line breaks included, read as one space.
  static func words(of file: String) throws -> String {
    let text = try String(
      contentsOf: try TestPackage.root().appendingPathComponent(file), encoding: .utf8)
    return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test(
    "The file no longer says the false statement, and says the true one", arguments: corrections)
  func corrected(_ correction: Correction) throws {
    let words = try Self.words(of: correction.file)
    #expect(!words.contains(correction.wrong), "\(correction.file) still says it")
    #expect(words.contains(correction.right), "\(correction.file) does not say it")
  }

  @Test("Each of the issue's ten items has a correction")
  func everyItem() {
    #expect(Set(Self.corrections.map(\.item)) == Set(1...10))
  }
}
