import Foundation
import Testing

@testable import CalcExercises

@Suite("The exercises folder on disk")
struct ExerciseFolderTests {
  @Test("The folder is found from any folder inside the kit")
  func locate() throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    let inside = fixture.folder.root.appendingPathComponent("Sources/Exercise01")
    let found = try ExerciseFolder.locate(from: [inside])
    #expect(found.root.standardizedFileURL.path == fixture.folder.root.standardizedFileURL.path)
  }

  @Test("Outside a kit the folder is not found, and the error says where it looked")
  func notFound() {
    let root = URL(fileURLWithPath: "/")
    #expect(throws: ExerciseError.notFound(searched: "/")) {
      try ExerciseFolder.locate(from: [root])
    }
  }

  @Test("Progress survives a save and a read; a missing file is a fresh start")
  func progressRoundTrip() throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    #expect(fixture.folder.progress() == ExerciseProgress())
    let progress = ExerciseProgress(done: [2], hintsShown: [1: 1])
    try fixture.folder.save(progress)
    #expect(fixture.folder.progress() == progress)
  }

  @Test(
    "Progress saved in an older order is renumbered once: Observation and Task swapped, then lessons 5 to 9 moved up by two",
    arguments: [
      (
        #"{"done":[4,1],"hintsShown":{"5":2},"quizScores":{"4":3,"9":2}}"#,
        ExerciseProgress(done: [5, 1], hintsShown: [4: 2], quizScores: [7: 3, 11: 2])
      ),
      (
        #"{"done":[4,1],"hintsShown":{"5":2},"quizScores":{"4":3,"5":2,"9":2},"numbering":2}"#,
        ExerciseProgress(done: [4, 1], hintsShown: [5: 2], quizScores: [4: 3, 7: 2, 11: 2])
      ),
      (
        #"{"done":[4,1],"hintsShown":{"5":2},"quizScores":{"4":3,"5":2},"numbering":3}"#,
        ExerciseProgress(done: [4, 1], hintsShown: [5: 2], quizScores: [4: 3, 5: 2])
      ),
    ])
  func oldNumbering(saved: String, expected: ExerciseProgress) throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.write(saved, to: ".progress")
    let progress = fixture.folder.progress()
    #expect(progress == expected)
    try fixture.folder.save(progress)
    #expect(fixture.folder.progress() == progress)
  }

  @Test("Restoring puts starters back, and deletes files and pending snapshots with no starter")
  func restore() throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.write("struct CalculatorData {}\n", to: "Sources/Exercise01/Calculator.swift")
    try fixture.write("recorded\n", to: "Snapshots/Exercise01/Screens/screen.txt")
    try fixture.write("pending\n", to: "Snapshots/Exercise01/Screens/screen.txt.new")
    let exercise = try #require(try fixture.folder.list().exercise(1))
    try fixture.folder.restore(exercise)
    #expect(fixture.read("Sources/Exercise01/Calculator.swift") == "struct CalcState {}\n")
    #expect(fixture.read("Snapshots/Exercise01/Screens/screen.txt") == nil)
    #expect(fixture.read("Snapshots/Exercise01/Screens/screen.txt.new") == nil)
  }

  @Test("Restoring a drill also forgets what its check recorded as pending")
  func restoreDrill() throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.write(
      #"{"exercises": [{"number": 11, "title": "Reset label", "kind": "drill", "lessons": [8], "#
        + #""summary": "Judge.", "files": ["Snapshots/Drill11/Screens/entry.txt"], "#
        + #""starterFails": "", "hints": []}]}"#, to: "exercises.json")
    try fixture.write("before\n", to: "Starters/Snapshots/Drill11/Screens/entry.txt")
    try fixture.write("accepted\n", to: "Snapshots/Drill11/Screens/entry.txt")
    try fixture.write("{}", to: ".drills/Drill11.json")
    let drill = try #require(try fixture.folder.list().exercise(11))
    try fixture.folder.restore(drill)
    #expect(fixture.read("Snapshots/Drill11/Screens/entry.txt") == "before\n")
    #expect(fixture.read(".drills/Drill11.json") == nil)
  }

  @Test("Quizzes are read beside their lessons, in lesson order; a folder without any has none")
  func quizzes() throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    #expect(try fixture.folder.quizzes().isEmpty)
    try fixture.writeQuiz()
    try fixture.writeKit("Not a quiz.\n", to: "Lessons/Quizzes/README.md")
    let entries = try fixture.folder.quizzes()
    #expect(entries.map(\.path) == ["Lessons/Quizzes/01-naming.md"])
    #expect(entries.first?.lessonPath == "Lessons/01-naming.md")
    #expect(entries.first?.quiz.questions.count == 2)
    try fixture.writeKit("# Quiz 2 · Guard\n", to: "Lessons/Quizzes/02-guard.md")
    #expect(
      throws: ExerciseError.badQuiz(
        path: "Lessons/Quizzes/02-guard.md", line: nil,
        problem: "there is no lesson Lessons/02-guard.md beside it")
    ) { try fixture.folder.quizzes() }
  }

  @Test("File stamps change when a file is saved again")
  func stamps() throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    let exercise = try #require(try fixture.folder.list().exercise(1))
    let before = fixture.folder.stamps(of: exercise)
    #expect(before.keys.sorted() == ["Sources/Exercise01/Calculator.swift"])
    let url = fixture.folder.root.appendingPathComponent("Sources/Exercise01/Calculator.swift")
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: url.path)
    #expect(fixture.folder.stamps(of: exercise) != before)
  }

  @Test("Every lesson an exercise practises ends by pointing to it")
  func lessonsPointToTheirExercises() throws {
    let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let folder = try ExerciseFolder.locate(from: [kit])
    let lessons = folder.root.deletingLastPathComponent()
    let names = try FileManager.default.contentsOfDirectory(atPath: lessons.path)
    for exercise in try folder.list().exercises {
      for number in exercise.lessons {
        let name = try #require(names.first { $0.hasPrefix(String(format: "%02d-", number)) })
        let text = try String(contentsOf: lessons.appendingPathComponent(name), encoding: .utf8)
        let practise = try #require(
          text.range(of: "## Practise"), "\(name) has no Practise section")
        #expect(
          text[practise.upperBound...].contains("swift run calc-render check \(exercise.number)\n"),
          "\(name) does not point to exercise \(exercise.number)")
      }
    }
  }
}
