import Foundation
import Testing

@testable import CalcExercises

@Suite("An exercise and the list")
struct ExerciseTests {
  let list: ExerciseList

  init() throws {
    list = try JSONDecoder().decode(ExerciseList.self, from: Data(ExerciseFixture.listJSON.utf8))
  }

  @Test("An exercise names its check program and its lessons the way the commands print them")
  func names() throws {
    let guardExercise = try #require(list.exercise(2))
    #expect(guardExercise.checkProduct == "check-02")
    #expect(guardExercise.heading == "Exercise 2 · Guard")
    #expect(guardExercise.lessonText == "lessons 2, 9")
    #expect(try #require(list.exercise(1)).lessonText == "lesson 1")
  }

  @Test(
    "The current exercise is the first not done",
    arguments: [
      ([] as Set<Int>, 1), ([1] as Set<Int>, 2), ([2] as Set<Int>, 1),
    ])
  func current(done: Set<Int>, expected: Int) {
    #expect(list.current(done: done)?.number == expected)
  }

  @Test("When every exercise is done there is no current one")
  func allDone() {
    #expect(list.current(done: [1, 2]) == nil)
  }

  @Test("A drill is named as one, and its files are in a Drill target")
  func drill() throws {
    let json =
      #"{"number": 11, "title": "Reset label", "kind": "drill", "lessons": [8], "#
      + #""summary": "Judge.", "files": [], "starterFails": "", "hints": []}"#
    let drill = try JSONDecoder().decode(Exercise.self, from: Data(json.utf8))
    #expect(drill.isDrill)
    #expect(drill.heading == "Drill 11 · Reset label")
    #expect(drill.target == "Drill11")
    #expect(drill.checkProduct == "check-11")
    #expect(drill.recordPath == ".drills/Drill11.json")
    let exercise = try #require(list.exercise(1))
    #expect(!exercise.isDrill && exercise.target == "Exercise01" && exercise.recordPath == nil)
  }

  @Test(
    "The kit's drills each have a source to fix, references before and after, and a decision")
  func kitDrills() throws {
    let folder = try ExerciseFolder.locate(
      from: [URL(fileURLWithPath: #filePath).deletingLastPathComponent()])
    let drills = try folder.list().exercises.filter(\.isDrill)
    #expect(drills.count >= 5)
    for drill in drills {
      let references = drill.files.filter { $0.hasPrefix("Snapshots/\(drill.target)/") }
      #expect(drill.files.contains { $0.hasPrefix("Sources/\(drill.target)/") }, "\(drill.heading)")
      #expect(references.count >= 3, "\(drill.heading) has a suite of \(references.count)")
      for path in references + ["Decisions/\(drill.target).txt"] {
        for copy in ["Starters/", "Solutions/"]
        where !(path.hasPrefix("Decisions") && copy == "Starters/") {
          let url = folder.root.appendingPathComponent(copy + path)
          #expect(FileManager.default.fileExists(atPath: url.path), "\(copy)\(path) is missing")
        }
      }
      let before = references.filter { path in
        let starter = try? Data(contentsOf: folder.root.appendingPathComponent("Starters/" + path))
        let solution = try? Data(
          contentsOf: folder.root.appendingPathComponent("Solutions/" + path))
        return starter != solution
      }
      #expect(!before.isEmpty, "\(drill.heading) asks for no change any reference shows")
    }
  }

  @Test("The kit's own list has at least ten exercises, each with hints and pristine starters")
  func kitList() throws {
    let folder = try ExerciseFolder.locate(
      from: [URL(fileURLWithPath: #filePath).deletingLastPathComponent()])
    let exercises = try folder.list().exercises
    #expect(exercises.count >= 10)
    #expect(exercises.map(\.number) == Array(1...exercises.count))
    for exercise in exercises {
      #expect(!exercise.hints.isEmpty, "\(exercise.heading) has no hints")
      #expect(exercise.why?.isEmpty == false, "\(exercise.heading) has no paragraph on why")
      // The pristine copies, not the files the learner edits: a learner's
      // half-done exercise must never fail the kit's tests.
      for path in exercise.files where path.hasPrefix("Sources/") {
        let starter = folder.root.appendingPathComponent("Starters/" + path)
        #expect(FileManager.default.fileExists(atPath: starter.path), "Starters/\(path) is missing")
      }
    }
  }
}
