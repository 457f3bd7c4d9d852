import CalcExercises
import Foundation
import KitSupport
import TestSupport
import Testing

/// The seed the quiz is asked with, so a run offers the answers in an order the test knows.
let quizSeed: UInt64 = 0

/// The letters of lesson 2's right answers as a quiz asked with ``quizSeed`` offers them, and
/// a wrong letter for each question.
func lessonTwoLetters(in kit: URL) throws -> (right: [String], wrong: [String]) {
  let path = "Lessons/Quizzes/02-guard.md"
  let text = try String(contentsOf: kit.appendingPathComponent(path), encoding: .utf8)
  var generator = SplitMix64(seed: quizSeed)
  let questions = try Quiz(text, path: path).shuffled(using: &generator).questions
  let right = try questions.map { try #require($0.rightAnswer) }
  let letters = ["a", "b", "c", "d"]
  return (right.map { letters[$0] }, right.map { letters[$0 == 0 ? 1 : 0] })
}

/// The kit's own lesson 2 and its quiz, with the exercises list, as a kit of their own in a
/// temporary folder: the quiz records its score there, never in the learner's progress.
func withLessonTwoKit(_ body: (URL) async throws -> Void) async throws {
  let kit = try TestPackage.root()
  var files: [String: String] = [:]
  for path in ["Lessons/02-guard.md", "Lessons/Quizzes/02-guard.md"] {
    files[path] = try String(contentsOf: kit.appendingPathComponent(path), encoding: .utf8)
  }
  files["Lessons/Exercises/exercises.json"] = #"{"exercises": []}"#
  try await TestPackage.withTemporaryPackage(files, body)
}

/// The score the progress file of a temporary kit keeps for lesson 2's quiz.
func lessonTwoScore(in kit: URL) throws -> Int? {
  let data = try Data(
    contentsOf: kit.appendingPathComponent("Lessons/Exercises/.progress"))
  let progress = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  // A dictionary keyed by Int is written with its keys as strings.
  let scores = try #require(progress["quizScores"] as? [String: Int])
  return scores["2"]
}

@Suite(
  "calc-render quiz 2, from a pipe",
  .enabled(if: calcRenderPath != nil, "calc-render is not built"))
struct CalcRenderQuizPipeTests {
  @Test("A line per answer: each answer and why, the score at the end, kept in the progress")
  func answersFromLines() async throws {
    try await withLessonTwoKit { kit in
      let letters = try lessonTwoLetters(in: kit)
      let answers = [letters.right[0], letters.wrong[1], letters.right[2]]
      let result = try BuiltProduct.run(
        try #require(calcRenderPath), ["quiz", "2"],
        input: Data(answers.map { $0 + "\n" }.joined().utf8), in: kit,
        environment: BuiltProduct.plainEnvironment.merging(["CALC_KIT_QUIZ_SEED": "\(quizSeed)"]) {
          $1
        })
      #expect(result.status == .success)
      #expect(result.stderr == "")
      #expect(
        result.stdout.hasPrefix(
          "Quiz 2 · Guard: 3 questions on Lessons/02-guard.md. Answer each with its letter "
            + "and Return; q stops.\n"))
      #expect(result.stdout.contains("then Return? \(answers[0])\n  ✓ Right."))
      #expect(result.stdout.contains("then Return? \(answers[1])\n  ✗ Not \(answers[1])."))
      #expect(result.stdout.contains("Score: 2 of 3 right.\n"))
      #expect(try lessonTwoScore(in: kit) == 2)
    }
  }

  @Test("The end of input stops the quiz and records nothing")
  func endOfInput() async throws {
    try await withLessonTwoKit { kit in
      let result = try BuiltProduct.run(
        try #require(calcRenderPath), ["quiz", "2"], input: Data("a\n".utf8), in: kit)
      #expect(result.status == .success)
      #expect(result.stdout.hasSuffix("nothing is recorded.\n"))
      #expect(
        !FileManager.default.fileExists(
          atPath: kit.appendingPathComponent("Lessons/Exercises/.progress").path))
    }
  }
}

@Suite(
  "calc-render quiz 2, driven in tmux",
  .enabled(if: TmuxSession.tmux != nil, "tmux is not installed; .ci/run installs it"),
  .enabled(if: calcRenderPath != nil, "calc-render is not built"),
  .serialized,
  // A backstop for the one step without a deadline, opening the pane's FIFO.
  .backstopTimeLimit)
struct CalcRenderQuizTerminalTests {
  /// The quiz under a time limit in `kit`, then its status and whether the terminal
  /// settings after it equal those before it.
  func quizCommand(in kit: URL) -> String {
    "cd '\(kit.path)' && "
      + TmuxSession.reportingRestore(
        "NO_COLOR=1 CALC_KIT_QUIZ_SEED=\(quizSeed) timeout --foreground 20 "
          + "'\(calcRenderPath ?? "calc-render")' quiz 2")
  }

  @Test("One key per answer without Return, why after each, the score, the terminal put back")
  func singleKeys() async throws {
    try await withLessonTwoKit { kit in
      let letters = try lessonTwoLetters(in: kit)
      let pane = try TmuxSession(command: quizCommand(in: kit))
      try pane.wait(for: "Answer each with its letter; q stops.")
      try pane.wait(for: "Question 1 of 3")
      try pane.wait(for: "one key? ")
      try pane.send("x")
      try pane.wait(for: "That key does nothing here; expected a, b or c, or q to stop.")
      try pane.send(letters.right[0])
      try pane.wait(for: "✓ Right.")
      try pane.wait(for: "Question 2 of 3")
      try pane.send(letters.wrong[1])
      try pane.wait(for: "✗ Not \(letters.wrong[1]).")
      try pane.wait(for: "The answer is \(letters.right[1]):")
      try pane.send(letters.right[2])
      try pane.wait(for: "Score: 2 of 3 right.")
      try pane.wait(for: "exit=0 restored=yes")
      #expect(try lessonTwoScore(in: kit) == 2)
    }
  }

  @Test("q stops at once, records nothing, and puts the terminal back")
  func quits() async throws {
    try await withLessonTwoKit { kit in
      let pane = try TmuxSession(command: quizCommand(in: kit))
      try pane.wait(for: "one key? ")
      try pane.send("q")
      try pane.wait(for: "Stopped at question 1 of 3, with 0 right so far; nothing is recorded.")
      try pane.wait(for: "exit=0 restored=yes")
      #expect(
        !FileManager.default.fileExists(
          atPath: kit.appendingPathComponent("Lessons/Exercises/.progress").path))
    }
  }
}
