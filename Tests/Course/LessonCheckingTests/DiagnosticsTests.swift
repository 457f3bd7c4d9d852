import Foundation
import LessonReading
import ProcessRunner
import TestSupport
import Testing

/// One compiler run of a snippet in `Lessons/Diagnostics`, and what the compiler must say.
struct Diagnosis: Sendable, CustomTestStringConvertible {
  /// The snippet, relative to `Lessons/Diagnostics`.
  let file: String
  /// The flags besides `-swift-version 6`; a later `-swift-version` wins.
  var flags: [String] = []
  /// Every error, warning and note, in order, as `LINE: KIND: MESSAGE`.
  let says: [String]
  /// The lesson that quotes the messages, relative to the package.
  var lesson: String? = nil
  /// The messages the lesson quotes word for word; its line breaks read as spaces.
  var quoted: [String] = []

  var testDescription: String { (flags + [file]).joined(separator: " ") }

  /// The compiler's arguments: as far as SIL, where Swift 6 finds data races (SE-0414).
  var arguments: [String] {
    ["swiftc", "-emit-sil", "-o", "/dev/null", "-swift-version", "6", "-diagnostic-style", "llvm"]
      + flags + [Self.folder + file]
  }

  static let folder = "Lessons/Diagnostics/"
}

/// The compiler diagnostics the lessons quote, each pinned to what the running toolchain says.
///
/// Each snippet is compiled on its own in Swift 6 mode, with stand-ins for what Linux lacks
/// (SwiftUI, Combine), and what the compiler says must equal the table; a toolchain that words
/// a message otherwise fails here, and the lesson that quotes it is updated with the table.
/// The runs start together, one process each, so the suite waits for the slowest.
@Suite("The compiler diagnostics the lessons quote")
struct DiagnosticsTests {
  static let observation = "Lessons/04-observation.md"
  static let task = "Lessons/05-task.md"

  static let diagnoses: [Diagnosis] = [
    Diagnosis(
      file: "SeedTask.swift",
      says: [
        "29: error: passing closure as a 'sending' parameter risks causing data races between "
          + "code in the current task and concurrent execution of the closure",
        "31: note: closure captures 'self' which is accessible to code in the current task",
      ],
      lesson: observation,
      quoted: [
        "passing closure as a 'sending' parameter risks causing data races between code in the "
          + "current task and concurrent execution of the closure",
        "closure captures 'self' which is accessible to code in the current task",
      ]),
    Diagnosis(file: "SeedTask.swift", flags: ["-swift-version", "5"], says: []),
    Diagnosis(file: "SeedTask.swift", flags: ["-default-isolation", "MainActor"], says: []),
    Diagnosis(
      file: "ActorTask.swift",
      says: [
        "21: error: passing closure as a 'sending' parameter risks causing data races between "
          + "'self'-isolated code and concurrent execution of the closure",
        "22: note: closure captures 'self'-isolated 'note'",
      ],
      lesson: observation,
      quoted: [
        "passing closure as a 'sending' parameter risks causing data races between "
          + "'self'-isolated code and concurrent execution of the closure"
      ]),
    Diagnosis(
      file: "ReviewLoading.swift", says: ["16: error: errors thrown from here are not handled"],
      lesson: task, quoted: ["errors thrown from here are not handled"]),
    Diagnosis(
      file: "TaskModifier.swift",
      says: [
        "53: error: non-Sendable type 'CalcViewModel' of property 'viewModel' cannot exit main "
          + "actor-isolated context",
        "35: note: class 'CalcViewModel' does not conform to the 'Sendable' protocol",
      ],
      lesson: task,
      quoted: [
        "non-Sendable type 'CalcViewModel' of property 'viewModel' cannot exit main "
          + "actor-isolated context"
      ]),
    Diagnosis(
      file: "TaskModifier.swift", flags: ["-D", "EARLIER_SDK"],
      says: [
        "53: error: sending 'self.viewModel' risks causing data races",
        "53: note: sending main actor-isolated 'self.viewModel' to nonisolated instance method "
          + "'onFirstLoading()' risks causing data races between nonisolated and main "
          + "actor-isolated uses",
      ],
      lesson: task, quoted: ["sending 'self.viewModel' risks causing data races"]),
    Diagnosis(file: "TaskModifier.swift", flags: ["-default-isolation", "MainActor"], says: []),
  ]

  /// Every compiler run, started at once; each test awaits the same runs, `nil` for one
  /// that could not start or ran out of time.
  ///
  /// Each waits on a thread of its own (``ChildProcess``'s `run() async`), so the runs
  /// overlap however few threads Swift's pool has. The driver leaves an empty folder in its
  /// TMPDIR, so each run gets a TMPDIR of its own, removed when it ends.
  static let runs = Task { () -> [RunResult?] in
    let root = try? TestPackage.root()
    return await withTaskGroup(of: (Int, RunResult?).self) { group in
      for (index, diagnosis) in diagnoses.enumerated() {
        group.addTask {
          let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("diagnostics-\(UUID().uuidString)")
          try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
          defer { try? FileManager.default.removeItem(at: scratch) }
          var environment = BuiltProduct.plainEnvironment
          environment["TMPDIR"] = scratch.path
          let compiler = ChildProcess(
            "/usr/bin/env", diagnosis.arguments, environment: environment,
            workingDirectory: root, timeLimit: .seconds(60))
          let result = try? await compiler.run()
          return (index, result?.timedOut == false ? result : nil)
        }
      }
      var results = [RunResult?](repeating: nil, count: diagnoses.count)
      for await (index, result) in group { results[index] = result }
      return results
    }
  }

  /// What the compiler said, as `LINE: KIND: MESSAGE`, without diagnostic group names.
  static func diagnostics(in output: String) -> [String] {
    output.split(separator: "\n").compactMap { line -> String? in
      guard let match = line.wholeMatch(of: /.*\.swift:(\d+):\d+: (error|warning|note): (.*)/)
      else { return nil }
      let message = match.output.3.replacing(#/ \[#\w+\]$/#, with: "")
      return "\(match.output.1): \(match.output.2): \(message)"
    }
  }

  @Test(
    "Swift 6 says what the table says, and the lesson quotes it word for word",
    arguments: diagnoses.indices)
  func diagnosis(index: Int) async throws {
    let diagnosis = Self.diagnoses[index]
    let run = try #require(await Self.runs.value[index], "swiftc did not run or timed out")
    let output = run.stdout + run.stderr
    #expect(Self.diagnostics(in: output) == diagnosis.says, "\(output)")
    #expect((run.status == 0) == !diagnosis.says.contains { $0.contains(": error: ") })
    guard let lesson = diagnosis.lesson else { return }
    let text = try String(
      contentsOf: try TestPackage.root().appendingPathComponent(lesson), encoding: .utf8)
    let prose = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for message in diagnosis.quoted {
      #expect(diagnosis.says.contains { $0.hasSuffix(": " + message) })
      let quoted = prose.contains(message)
      #expect(quoted, "\(lesson) does not quote \"\(message)\"")
    }
  }

  @Test("A compiler line gives its line, kind and message; anything else gives nothing")
  func parsing() {
    let output = """
      Lessons/Diagnostics/A.swift:3:9: error: sending 'x' risks causing data races [#SendingRisksDataRace]
          Task {
          ^
      /tmp/A.swift:4:1: note: closure captures 'self'
      error: fatal error encountered
      """
    #expect(
      Self.diagnostics(in: output) == [
        "3: error: sending 'x' risks causing data races", "4: note: closure captures 'self'",
      ])
  }

  @Test("Every snippet in Lessons/Diagnostics is compiled by the table")
  func everySnippet() throws {
    let folder = try TestPackage.root().appendingPathComponent(Diagnosis.folder)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }
    #expect(Set(files) == Set(Self.diagnoses.map(\.file)))
  }
}
