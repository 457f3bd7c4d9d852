import CalcExercises
import Foundation
import LessonReading
import TestSupport
import Testing

@testable import LessonTutorials

/// The site's Practise steps show what `check N` prints for each exercise's starter, made from
/// `Lessons/Tutorials/Checks/check-NN.txt`, the output its check program printed: recorded
/// once, since building the exercises takes minutes, and held true by the complete run, which
/// builds the starters and runs every check again.
@Suite("What a starter's check printed, recorded for the site and held true")
struct RecordedChecksTests {
  static func kit() throws -> LessonFolder {
    try LessonFolder.locate(from: [URL(fileURLWithPath: #filePath)])
  }

  static func recording(_ number: Int) throws -> String? {
    try kit().read(String(format: "\(LessonDocs.checksFolder)/check-%02d.txt", number))
  }

  @Test("Every exercise and drill has a recording, and it reads as a check that fails its starter")
  func recordings() throws {
    let kit = try Self.kit()
    let entries = try ExerciseTranscript.entries(kit: kit.root)
    #expect(entries.count >= 10)
    for entry in entries {
      let recorded = try #require(
        try Self.recording(entry.number), "no recording for \(entry.heading)")
      let report = try #require(
        try ExerciseTranscript.check(entry.number, programOutput: recorded, kit: kit.root))
      #expect(report.hasPrefix("\(entry.heading) ("))
      #expect(report.contains("  ✗ "), "\(entry.heading)'s starter passes in its recording")
      #expect(report.hasSuffix("Stuck? swift run calc-render hint \(entry.number)\n"))
      #expect(!report.contains(" s\n  Stuck?"), "the report keeps a time")
    }
  }

  @Test("Built from the starters, every check prints what its recording holds", .endToEnd)
  func recordingsHold() async throws {
    let kit = try Self.kit().root
    let scratchFolder = try TemporaryFolder("recorded-checks")
    defer { scratchFolder.remove() }
    let scratch = scratchFolder.url
    // The exercises depend on the kit by path: a copy of both, without anyone's build or progress.
    let copy = try BuiltProduct.run(
      "/bin/sh",
      [
        "-c",
        "tar -C \"$0\" --exclude=.build --exclude=.swiftpm --exclude=.progress --exclude=.drills "
          + "--exclude='*.new' -cf - Package.swift Sources Tests Lessons | tar -C \"$1\" -xf -",
        kit.path, scratch.path,
      ])
    try #require(copy.status == .success, "\(copy.stderr)")
    let exercises = scratch.appendingPathComponent("Lessons/Exercises")
    let entries = try ExerciseTranscript.entries(kit: kit)
    // SwiftPM leaves lock files in its TMPDIR, and a drill's check a folder: they get one of
    // their own, in the scratch folder.
    var environment = BuiltProduct.plainEnvironment
    environment["TMPDIR"] = try scratchFolder.makeFolder("tmp").path
    let results = try await Self.onItsOwnThread { [environment] in
      let build = try BuiltProduct.run(
        "/usr/bin/env", ["swift", "build"], in: exercises, environment: environment,
        timeLimit: .seconds(1800))
      guard build.status == .success else { return [0: build.stdout + build.stderr] }
      var outputs: [Int: String] = [:]
      for entry in entries {
        let program = exercises.appendingPathComponent(
          String(format: ".build/debug/check-%02d", entry.number))
        outputs[entry.number] = try BuiltProduct.run(
          program.path, [], in: exercises, environment: environment, timeLimit: .seconds(120)
        ).stdout
      }
      return outputs
    }
    try #require(results[0] == nil, "the starters do not build: \(results[0] ?? "")")
    for entry in entries {
      #expect(
        results[entry.number] == (try Self.recording(entry.number)),
        "\(entry.heading): its check prints another report; record it again with Scripts/record-checks"
      )
    }
  }

  /// Runs a build of minutes on a thread of its own, not one of the few the tests share.
  static func onItsOwnThread<Value: Sendable>(
    _ body: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try body() }) }.start()
    }
  }
}
