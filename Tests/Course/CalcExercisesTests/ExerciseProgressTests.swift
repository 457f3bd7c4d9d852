import Foundation
import Testing

@testable import CalcExercises

@Suite("Progress: done, to do, hints seen and quizzes taken")
struct ExerciseProgressTests {
  let exercise: Exercise

  init() throws {
    let list = try JSONDecoder().decode(
      ExerciseList.self, from: Data(ExerciseFixture.listJSON.utf8))
    exercise = try #require(list.exercise(1))
  }

  @Test("Hints come one at a time, in order, then run out")
  func hints() throws {
    var progress = ExerciseProgress()
    let firstHint = progress.nextHint(of: exercise)
    let secondHint = progress.nextHint(of: exercise)
    let first = try #require(firstHint)
    let second = try #require(secondHint)
    #expect(first.index == 0 && first.text == "First hint.")
    #expect(second.index == 1 && second.text == "Second hint.")
    let noHint = progress.nextHint(of: exercise)
    #expect(noHint == nil)
    #expect(progress.hintsShown[1] == 2)
  }

  @Test("A pass marks an exercise done and a later failure marks it to do again")
  func record() {
    var progress = ExerciseProgress()
    progress.record(1, passed: true)
    #expect(progress.done == [1])
    progress.record(1, passed: false)
    #expect(progress.done.isEmpty)
  }

  @Test("Hints left counts down to none")
  func hintsLeft() {
    var progress = ExerciseProgress()
    #expect(progress.hintsLeft(of: exercise) == 2)
    _ = progress.nextHint(of: exercise)
    #expect(progress.hintsLeft(of: exercise) == 1)
    progress.hintsShown[1] = 5
    #expect(progress.hintsLeft(of: exercise) == 0)
  }

  @Test("Progress saved before quizzes existed is read whole, with no quiz taken")
  func olderFile() throws {
    let data = Data(#"{"done":[1],"hintsShown":{"1":2}}"#.utf8)
    let progress = try JSONDecoder().decode(ExerciseProgress.self, from: data)
    #expect(progress == ExerciseProgress(done: [1], hintsShown: [1: 2]))
    let saved = try JSONEncoder().encode(ExerciseProgress(quizScores: [2: 3]))
    #expect(try JSONDecoder().decode(ExerciseProgress.self, from: saved).quizScores == [2: 3])
  }

  @Test("Forgetting an exercise makes it to do and starts its hints over")
  func forget() {
    var progress = ExerciseProgress(done: [1, 2], hintsShown: [1: 2, 2: 1])
    progress.forget(1)
    #expect(progress.done == [2])
    #expect(progress.hintsShown == [2: 1])
  }
}
