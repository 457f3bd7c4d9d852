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
  /// What the lesson says of this run under these flags, word for word: whether it compiles.
  var stated: [String] = []

  var testDescription: String { (flags + [file]).joined(separator: " ") }

  /// The compiler's arguments: as far as SIL, where Swift 6 finds data races (SE-0414).
  var arguments: [String] {
    ["swiftc", "-emit-sil", "-o", "/dev/null", "-swift-version", "6", "-diagnostic-style", "llvm"]
      + flags + [Self.folder + file]
  }

  static let folder = "Lessons/Diagnostics/"
  /// SE-0461's upcoming feature, which Xcode 26's Approachable Concurrency setting turns on.
  static let nonsending = ["-enable-upcoming-feature", "NonisolatedNonsendingByDefault"]
  /// SE-0466's main-actor default isolation, which new Xcode 26 app projects turn on.
  static let mainActor = ["-default-isolation", "MainActor"]
}

/// The compiler diagnostics the lessons quote, each pinned to what the running toolchain says
/// under every setting the lesson names.
///
/// Each snippet is compiled on its own in Swift 6 mode, with stand-ins for what Linux lacks
/// (SwiftUI, Combine), with and without `NonisolatedNonsendingByDefault` and main-actor default
/// isolation where the lesson speaks of them, and what the compiler says must equal the table;
/// a toolchain that words a message otherwise fails here, and the lesson that quotes it is
/// updated with the table. A lesson quotes each message and says, for each setting, whether
/// the snippet compiles. At most ``parallelRuns`` compilers run at once.
@Suite("The compiler diagnostics the lessons quote")
struct DiagnosticsTests {
  static let isolation = "Lessons/05-isolation.md"
  static let task = "Lessons/07-task.md"
  static let strategy = "Sources/Library/TextSnapshots/TextSnapshots.docc/ChoosingAStrategy.md"

  static let guardLesson = "Lessons/02-guard.md"
  static let guardMessage =
    "'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope"
  static let guardFallsThrough = "22: error: " + guardMessage
  static let seedRace = [
    "29: error: passing closure as a 'sending' parameter risks causing data races between "
      + "code in the current task and concurrent execution of the closure",
    "31: note: closure captures 'self' which is accessible to code in the current task",
  ]
  static let actorRace = [
    "24: error: passing closure as a 'sending' parameter risks causing data races between "
      + "'self'-isolated code and concurrent execution of the closure",
    "25: note: closure captures 'self'-isolated 'note'",
    "30: error: passing closure as a 'sending' parameter risks causing data races between "
      + "'self'-isolated code and concurrent execution of the closure",
    "32: note: closure captures 'self'-isolated 'note'",
  ]
  static let taskRace = [
    "58: error: sending 'self.viewModel' risks causing data races",
    "58: note: sending main actor-isolated 'self.viewModel' to nonisolated instance method "
      + "'onFirstLoading()' risks causing data races between nonisolated and main "
      + "actor-isolated uses",
  ]
  static let mainActorCalls = [
    "44: error: call to main actor-isolated instance method 'tap()' in a synchronous "
      + "nonisolated context",
    "12: note: calls to instance method 'tap()' from outside of its actor context are "
      + "implicitly asynchronous",
    "45: error: call to main actor-isolated instance method 'length()' in a synchronous "
      + "nonisolated context",
    "18: note: calls to instance method 'length()' from outside of its actor context are "
      + "implicitly asynchronous",
  ]

  static let diagnoses: [Diagnosis] =
    [
      Diagnosis(
        file: "SeedTask.swift", says: seedRace, lesson: isolation,
        quoted: [
          "passing closure as a 'sending' parameter risks causing data races between code in "
            + "the current task and concurrent execution of the closure",
          "closure captures 'self' which is accessible to code in the current task",
        ],
        stated: ["In the Swift 6 language mode it does not compile"]),
      Diagnosis(
        file: "SeedTask.swift", flags: Diagnosis.nonsending, says: seedRace, lesson: isolation,
        stated: ["does not compile, with or without `NonisolatedNonsendingByDefault`"]),
      Diagnosis(
        file: "SeedTask.swift", flags: ["-swift-version", "5"], says: [], lesson: isolation,
        stated: ["In the Swift 5 language mode it compiles"]),
      Diagnosis(
        file: "SeedTask.swift", flags: Diagnosis.mainActor, says: [], lesson: isolation,
        stated: ["with `-default-isolation MainActor` the seed's class compiles as it is"]),
      Diagnosis(
        file: "GuardFallthrough.swift", says: [guardFallsThrough], lesson: guardLesson,
        quoted: [guardMessage],
        stated: ["the code does not compile, in the Swift 5 and Swift 6 language modes alike"]),
      Diagnosis(
        file: "GuardFallthrough.swift", flags: ["-swift-version", "5"], says: [guardFallsThrough]),
      Diagnosis(
        file: "ReviewLoading.swift", says: ["16: error: errors thrown from here are not handled"],
        lesson: task, quoted: ["errors thrown from here are not handled"]),
      Diagnosis(
        file: "TaskModifier.swift", says: taskRace, lesson: task,
        quoted: ["sending 'self.viewModel' risks causing data races"],
        stated: [
          "With neither `NonisolatedNonsendingByDefault` nor main-actor default isolation, it "
            + "does not"
        ]),
      Diagnosis(
        file: "TaskModifier.swift", flags: ["-D", "EARLIER_SDK"], says: taskRace, lesson: task,
        stated: ["or a `@Sendable` one, as earlier SDKs did"]),
      Diagnosis(
        file: "TaskModifier.swift", flags: Diagnosis.nonsending, says: [], lesson: task,
        stated: [
          "With `NonisolatedNonsendingByDefault` (SE-0461, Swift 6.2 and later), it compiles"
        ]
      ),
      Diagnosis(
        file: "TaskModifier.swift", flags: ["-D", "EARLIER_SDK"] + Diagnosis.nonsending, says: []),
      Diagnosis(
        file: "TaskModifier.swift", flags: Diagnosis.mainActor, says: [], lesson: task,
        stated: ["With `-default-isolation MainActor` (SE-0466), it compiles"]),
      Diagnosis(file: "DefaultIsolation.swift", says: []),
      Diagnosis(
        file: "StaticStrategy.swift",
        says: ["37: error: static stored properties not supported in generic types"],
        lesson: strategy, quoted: ["static stored properties not supported in generic types"],
        stated: ["A stored `static let receipt: Self` compiles here too (Swift 6.3)"]),
    ]
    // Lesson 4 says the capture rule holds under all four settings, and names both.
    + [[], Diagnosis.nonsending, Diagnosis.mainActor, Diagnosis.nonsending + Diagnosis.mainActor]
    .map { flags in
      Diagnosis(
        file: "ActorTask.swift", flags: flags, says: actorRace, lesson: isolation,
        quoted: [
          "passing closure as a 'sending' parameter risks causing data races between "
            + "'self'-isolated code and concurrent execution of the closure"
        ],
        stated: [
          "with or without `NonisolatedNonsendingByDefault` and main-actor default isolation",
          "strongly captures `self`",
        ])
    }
    + [Diagnosis.mainActor, Diagnosis.mainActor + Diagnosis.nonsending].map { flags in
      Diagnosis(
        file: "DefaultIsolation.swift", flags: flags, says: mainActorCalls, lesson: isolation,
        stated: [
          "`swiftc` with `-default-isolation MainActor`",
          "a type that conforms to `Sendable` itself is still inferred `@MainActor`",
        ])
    }

  /// How many compilers the suite runs at once, so a busy machine does not time them out.
  static let parallelRuns = 4

  /// Every compiler run, at most ``parallelRuns`` at once; each test awaits the same runs,
  /// `nil` for one that could not start or ran out of time.
  ///
  /// Each waits on a thread of its own (``ChildProcess``'s `run() async`), so the runs
  /// overlap however few threads Swift's pool has. The driver leaves an empty folder in its
  /// TMPDIR, so each run gets a TMPDIR of its own, removed when it ends.
  static let runs = Task { () -> [RunResult?] in
    let root = try? TestPackage.root()
    return await withTaskGroup(of: (Int, RunResult?).self) { group in
      func compile(_ index: Int) {
        let diagnosis = diagnoses[index]
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
      var waiting = diagnoses.indices.makeIterator()
      for _ in 0..<parallelRuns {
        if let index = waiting.next() { compile(index) }
      }
      while let (index, result) = await group.next() {
        results[index] = result
        if let next = waiting.next() { compile(next) }
      }
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
    for statement in diagnosis.stated {
      let stated = prose.contains(statement)
      #expect(stated, "\(lesson) does not say \"\(statement)\" of \(diagnosis.testDescription)")
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
