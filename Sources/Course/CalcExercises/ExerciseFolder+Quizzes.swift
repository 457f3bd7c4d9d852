import Foundation

extension ExerciseFolder {
  /// A quiz as the kit holds it: the quiz, its file, and the lesson it checks.
  struct QuizEntry: Sendable {
    /// The quiz.
    let quiz: Quiz
    /// Its file, relative to the kit's folder: `Lessons/Quizzes/02-guard.md`.
    let path: String
    /// The lesson's file, relative to the kit's folder: `Lessons/02-guard.md`.
    let lessonPath: String
    /// The lesson's Markdown, which the questions quote.
    let lessonText: String
  }

  /// The kit's folder, which holds `Lessons/`.
  var kit: URL { root.deletingLastPathComponent().deletingLastPathComponent() }

  /// The quizzes, by lesson: each `Lessons/Quizzes/NN-name.md` beside its `Lessons/NN-name.md`.
  ///
  /// - Throws: ``ExerciseError/badQuiz(path:line:problem:)`` for a quiz that cannot be read.
  func quizzes() throws(ExerciseError) -> [QuizEntry] {
    let folder = kit.appendingPathComponent("Lessons/Quizzes")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var entries: [QuizEntry] = []
    for name in names.sorted() where name.hasSuffix(".md") && name.first?.isNumber == true {
      let path = "Lessons/Quizzes/\(name)"
      let lessonPath = "Lessons/\(name)"
      guard let text = read(path) else {
        throw .badQuiz(path: path, line: nil, problem: "it cannot be read as UTF-8 text")
      }
      guard let lessonText = read(lessonPath) else {
        throw .badQuiz(path: path, line: nil, problem: "there is no lesson \(lessonPath) beside it")
      }
      entries.append(
        QuizEntry(
          quiz: try Quiz(text, path: path), path: path, lessonPath: lessonPath,
          lessonText: lessonText))
    }
    return entries
  }

  private func read(_ path: String) -> String? {
    try? String(contentsOf: kit.appendingPathComponent(path), encoding: .utf8)
  }
}
