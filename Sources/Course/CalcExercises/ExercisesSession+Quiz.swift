import CommandLineSupport
import Foundation
import KitSupport

extension ExercisesSession {
  /// Asks a lesson's quiz: one key per answer on a terminal, a line per answer otherwise;
  /// the justification after each answer and the score at the end, kept when it is the best.
  ///
  /// The answers come in a new order each run, drawn from ``quizSeed``, and the letters
  /// follow it, so a quiz is passed by reading the answers, not by remembering a letter.
  ///
  /// - Parameter lesson: The lesson's number, or `nil` for the first quiz not done.
  /// - Returns: 0, also when the learner stops early; nothing is recorded then.
  /// - Throws: ``ExerciseError/noSuchQuiz(_:lessons:)`` for a lesson with no quiz, or
  ///   ``ExerciseError/badQuiz(path:line:problem:)`` for a quiz file that cannot be asked.
  package func quiz(_ lesson: Int?) throws(ExerciseError) -> ExitCode {
    let entries = try folder.quizzes()
    let entry = try quizEntry(lesson, in: entries)
    if let problem = entry.quiz.problems(lesson: entry.lessonText).first {
      throw .badQuiz(path: entry.path, line: nil, problem: problem)
    }
    let singleKey = console.readKey != nil
    console.write(QuizText.opening(entry, singleKey: singleKey))
    var generator = SplitMix64(seed: quizSeed)
    let questions = entry.quiz.shuffled(using: &generator).questions
    var right = 0
    for (index, question) in questions.enumerated() {
      console.write(QuizText.question(question, index: index, count: questions.count))
      guard let chosen = answer(offering: question.answers.count) else {
        console.write(QuizText.stopped(at: index, of: questions.count, right: right))
        return .success
      }
      if question.answers[chosen].isRight { right += 1 }
      console.write(QuizText.verdict(question, chosen: chosen))
    }
    var progress = folder.progress()
    progress.record(quiz: entry.quiz.lesson, score: right)
    try folder.save(progress)
    let next = try path(folder.list()).next(progress: progress)
    console.write(QuizText.score(right, of: entry, next: next))
    return .success
  }

  /// The quiz a command names, or the first not done.
  private func quizEntry(_ lesson: Int?, in entries: [ExerciseFolder.QuizEntry])
    throws(ExerciseError) -> ExerciseFolder.QuizEntry
  {
    guard let lesson else {
      let progress = folder.progress()
      guard
        let entry = entries.first(where: {
          !LearningPath.isDone(.quiz($0.quiz), progress: progress)
        })
      else { throw .allQuizzesDone }
      return entry
    }
    guard let entry = entries.first(where: { $0.quiz.lesson == lesson }) else {
      throw .noSuchQuiz(lesson, lessons: entries.map(\.quiz.lesson))
    }
    return entry
  }

  /// The index of the answer picked, or `nil` when the learner stops or input ends.
  private func answer(offering count: Int) -> Int? {
    while true {
      guard let readKey = console.readKey else {
        console.write(QuizText.prompt(answers: count, singleKey: false))
        guard let line = console.readLine() else { return nil }
        let word = line.trimmingCharacters(in: .whitespaces).lowercased()
        // A piped answer is not echoed; write it, so the transcript reads as a dialogue.
        if !console.isInteractive { console.write(word + "\n") }
        if word == "q" { return nil }
        if word.count == 1,
          let index = QuizText.letters.prefix(count).firstIndex(of: word.first ?? " ")
        {
          return index
        }
        console.write(QuizText.unknownAnswer(QuotedInput.shown(line, limit: 40), answers: count))
        continue
      }
      switch readKey(QuizText.prompt(answers: count, singleKey: true)) {
      case nil:
        console.write("\n")
        return nil
      case .character(let character):
        let key = Character(character.lowercased())
        console.write((key.isLetter || key.isNumber ? String(key) : "") + "\n")
        if key == "q" { return nil }
        if let index = QuizText.letters.prefix(count).firstIndex(of: key) { return index }
        console.write(QuizText.unknownKey(answers: count))
      case .control(0x03), .control(0x04):
        // Ctrl-C and Ctrl-D stop, as they would outside raw mode.
        console.write("\n")
        return nil
      case .enter, .backspace, .control, .sequence:
        console.write("\n" + QuizText.unknownKey(answers: count))
      }
    }
  }
}
