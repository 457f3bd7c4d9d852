import Foundation
import LessonReading
import ProcessRunner
import TestSupport
import Testing

@testable import LessonTutorials

/// Every stage of the files the tutorials build is Swift that compiles, as a step of an
/// Apple tutorial is: a plain run parses each stage; the complete run type-checks each one
/// against stand-ins for SwiftUI, and compiles the reviewed stages in the Swift 6 language
/// mode, where the seed's data race is an error.
@Suite("Every stage of the files the tutorials build compiles")
struct StagedFileCompileTests {
  /// The stage from which the course's view model is on the main actor (lesson 4), so the
  /// Swift 6 language mode finds no data race in it.
  static let isolatedFrom = "observable"

  static func folder() throws -> LessonFolder {
    try LessonFolder.locate(from: [URL(fileURLWithPath: #filePath)])
  }

  /// Every staged file the plans edit, with its stages.
  static func stagedFiles() throws -> [StagedFile] {
    let folder = try folder()
    let plans = try folder.entries().map { entry in
      let slug = String(entry.path.dropFirst("Lessons/".count).dropLast(3))
      let path = TutorialPlan.path(for: slug)
      return (
        slug, try folder.read(path).map { try TutorialPlan($0, path: path) } ?? .empty(path: path)
      )
    }
    return try LessonDocs.stagedFiles(in: folder, plans: plans).files.values.sorted {
      $0.name < $1.name
    }
  }

  /// A stage's text as the compiler gets it.
  ///
  /// `#Preview` is a macro whose plugin only Xcode has, so its closure becomes a function
  /// with the same body.
  static func source(of file: StagedFile, at stage: Int) -> String {
    file.lines(at: stage).map { line in
      line == "#Preview {" ? "@MainActor func preview() -> some View {" : line
    }.joined(separator: "\n") + "\n"
  }

  /// Runs `body` with a fresh folder, removed afterwards.
  func withFolder(_ body: (URL) throws -> Void) throws {
    let folder = try TemporaryFolder("staged")
    defer { folder.remove() }
    try body(folder.url)
  }

  /// The folder of the kit's built modules, which the staged tests import.
  static func kitModules() throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<5 {
      let modules = folder.appendingPathComponent("Modules")
      if FileManager.default.fileExists(
        atPath: modules.appendingPathComponent("CalcCore.swiftmodule").path)
      {
        return modules
      }
      folder = folder.deletingLastPathComponent()
    }
    return try Self.folder().root.appendingPathComponent(".build/debug/Modules")
  }

  /// The name SwiftPM gives the kit's package when it compiles it (`-package-name`): its
  /// folder's name, lowercased, with every character but letters and digits made `_`.
  ///
  /// The staged files are the kit's own test files, so they see its `package` declarations,
  /// such as the seed's runner in CalcSeed, as they do in the package.
  static func packageName() throws -> String {
    let name = try Self.folder().root.lastPathComponent.lowercased()
    return String(
      name.unicodeScalars.map {
        $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_"
      })
  }

  /// Runs `swiftc` in `folder`, which is also its temporary folder, so nothing it leaves
  /// outlives the test.
  func swiftc(_ arguments: [String], in folder: URL) throws -> RunResult {
    var environment = BuiltProduct.plainEnvironment
    environment["TMPDIR"] = folder.path
    return try BuiltProduct.run(
      "/usr/bin/env", ["swiftc"] + arguments, in: folder, environment: environment,
      timeLimit: .seconds(300))
  }

  @Test("Every stage of every staged file parses as Swift")
  func parses() throws {
    let files = try Self.stagedFiles()
    #expect(!files.isEmpty)
    try withFolder { folder in
      var paths: [String] = []
      for file in files {
        for (index, stage) in file.stages.enumerated() {
          let path = folder.appendingPathComponent("\(index)-\(stage)-\(file.name)").path
          try Data(Self.source(of: file, at: index).utf8).write(to: URL(fileURLWithPath: path))
          paths.append(path)
        }
      }
      let result = try swiftc(["-parse"] + paths, in: folder)
      #expect(result.status == .success, "\(result.stderr)")
      #expect(result.stderr.isEmpty)
    }
  }

  /// Builds the SwiftUI stand-ins as a module in `folder`, so `import SwiftUI` finds them.
  func buildStandIns(in folder: URL) throws {
    let standIns = try Self.folder().root.appendingPathComponent(
      "Lessons/Tutorials/Support/SwiftUI.swift")
    let built = try swiftc(
      [
        "-emit-module", "-module-name", "SwiftUI", "-parse-as-library", "-swift-version", "6",
        standIns.path, "-emit-module-path",
        folder.appendingPathComponent("SwiftUI.swiftmodule").path,
      ], in: folder)
    try #require(built.status == .success, "\(built.stderr)")
  }

  @Test(
    "Every stage type-checks; from the isolated view model on, Swift 6 finds no data race",
    .endToEnd)
  func typeChecks() throws {
    let modules = try Self.kitModules().path
    let package = try Self.packageName()
    try withFolder { folder in
      try buildStandIns(in: folder)
      for file in try Self.stagedFiles() {
        let isolated = file.stages.firstIndex(of: Self.isolatedFrom) ?? file.stages.count
        for (index, stage) in file.stages.enumerated() {
          let path = folder.appendingPathComponent("\(stage)-\(file.name)").path
          try Data(Self.source(of: file, at: index).utf8).write(to: URL(fileURLWithPath: path))
          let checked = try swiftc(
            [
              "-typecheck", "-swift-version", "6", "-package-name", package, "-I", folder.path,
              "-I", modules, path,
            ],
            in: folder)
          #expect(checked.status == .success, "\(file.name) at \(stage): \(checked.stderr)")
          guard index >= isolated else { continue }
          let sil = try swiftc(
            ["-emit-sil", "-o", "/dev/null", "-swift-version", "6", "-I", folder.path, path],
            in: folder)
          #expect(sil.status == .success, "\(file.name) at \(stage) in Swift 6: \(sil.stderr)")
        }
      }
    }
  }

  @Test(
    "The check can fail: the seed's race in Swift 6, and a stage that calls what it lacks",
    .endToEnd)
  func failures() throws {
    let file = try #require(Self.stagedFiles().first { $0.name == "ContentView.swift" })
    try withFolder { folder in
      try buildStandIns(in: folder)
      let seed = folder.appendingPathComponent("seed.swift")
      try Data(Self.source(of: file, at: 0).utf8).write(to: seed)
      let race = try swiftc(
        ["-emit-sil", "-o", "/dev/null", "-swift-version", "6", "-I", folder.path, seed.path],
        in: folder)
      #expect(race.status != .success)
      #expect(race.stderr.contains("risks causing data races"))
      let last = file.stages.count - 1
      let broken = Self.source(of: file, at: last).replacingOccurrences(
        of: "func gridButtonView(number: Int)", with: "func keyView(number: Int)")
      let path = folder.appendingPathComponent("broken.swift")
      try Data(broken.utf8).write(to: path)
      let checked = try swiftc(
        ["-typecheck", "-swift-version", "5", "-I", folder.path, path.path], in: folder)
      #expect(checked.status != .success)
      #expect(checked.stderr.contains("cannot find 'gridButtonView' in scope"))
    }
  }
}
