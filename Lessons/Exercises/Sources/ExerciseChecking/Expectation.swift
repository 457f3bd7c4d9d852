import Foundation
import TextSnapshots

/// The way an expectation judges an answer, named in the check's output when it fails.
public enum Judge: String, Sendable {
  /// The learner's code run beside the reference, or beside exact answers, over every path.
  case equivalence
  /// The shape of what the learner wrote: the code, the screen's buttons, grid and points.
  case structure
  /// The learner's test run against the reference, a variant and broken models.
  case mutant
}

/// One thing an exercise's check expects, with what the lesson says about it.
public struct Expectation {
  /// What is expected, as a sentence the learner reads.
  public let name: String
  /// The judge that decides it, or `nil` for a drill's review of its snapshots.
  public let judge: Judge?
  /// What the lesson says, and where.
  public let lesson: String
  /// Runs the expectation; `nil` when it holds, or why it does not.
  public let run: @MainActor () async -> Failure?

  /// Creates an expectation.
  public init(
    _ name: String, judge: Judge?, lesson: String,
    run: @escaping @MainActor () async -> Failure?
  ) {
    self.name = name
    self.judge = judge
    self.lesson = lesson
    self.run = run
  }
}

/// Why an expectation does not hold: one line, then any detail lines.
public struct Failure: Error {
  /// One line saying what happened instead.
  public let message: String
  /// More lines: a diff, screens side by side, compiler output.
  public let details: [String]

  /// Creates a failure.
  public init(_ message: String, details: [String] = []) {
    self.message = message
    self.details = details
  }

  /// A failure unless `condition` holds.
  public static func unless(_ condition: Bool, _ message: @autoclosure () -> String) -> Failure? {
    condition ? nil : Failure(message())
  }

  /// A failure unless two screens are equal, with both side by side as the snapshot library shows them.
  public static func unlessSameScreen(expected: String, actual: String) -> Failure? {
    guard let text = Diffing<String>.screen.describeDifference(expected, actual) else {
      return nil
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return Failure(lines.first ?? "The screens differ.", details: Array(lines.dropFirst()))
  }
}

/// A remark a passing check adds when the answer differs from the idiom a lesson teaches:
/// it does not fail the check, it says what the lesson would write.
public struct Note {
  /// The remark, one sentence or two.
  public let text: String
  /// Whether the remark applies to the learner's code.
  public let applies: @MainActor () -> Bool

  /// Creates a note that is added when `applies` holds.
  public init(_ text: String, when applies: @escaping @MainActor () -> Bool) {
    self.text = text
    self.applies = applies
  }
}

/// Runs a check's expectations in order, stopping at the first that fails.
///
/// It prints one line per event for `calc-render check` to read
/// (`@@plan` with the number of expectations first, then `@@begin`, `@@pass`,
/// `@@fail`, `@@judge` with the judge that failed, `@@lesson`, `@@detail`, then after a
/// pass a `@@note` for each note that applies, and `@@end`) and exits with 0 when every expectation holds, 1 otherwise.
/// Started as a probe's child (`--probe NAME`), it runs that probe instead, and exits.
@MainActor
public func runChecks(
  _ expectations: [Expectation], notes: [Note] = [], probes: [Probe] = []
) async -> Never {
  Probe.runIfAsked(probes)
  var passed = 0
  emit("plan", String(expectations.count))
  for expectation in expectations {
    emit("begin", expectation.name)
    if let failure = await expectation.run() {
      emit("fail", expectation.name, failure.message)
      if let judge = expectation.judge { emit("judge", judge.rawValue) }
      emit("lesson", expectation.lesson)
      for line in failure.details { emit("detail", line) }
      emit("end", String(passed), String(expectations.count))
      exit(1)
    }
    passed += 1
    emit("pass", expectation.name)
  }
  for note in notes where note.applies() { emit("note", note.text) }
  emit("end", String(passed), String(expectations.count))
  exit(0)
}

/// Prints one event line: a tag and tab-separated fields with no tabs or newlines of their own.
func emit(_ tag: String, _ fields: String...) {
  let clean = fields.map {
    $0.replacingOccurrences(of: "\t", with: "→").replacingOccurrences(of: "\n", with: " ")
  }
  let line = (["@@" + tag] + clean).joined(separator: "\t") + "\n"
  FileHandle.standardOutput.write(Data(line.utf8))
}

/// Fails the test you are writing unless `condition` holds.
///
/// Use it in the exercises where you write a test: it throws, so `try expect(…)`
/// ends your test at the first expectation that does not hold.
///
/// ```swift
/// try expect(model.state.isLoadingOnStart, "At 2.999 s the calculator is still loading")
/// ```
public func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(Failure) {
  guard condition else { throw Failure(message()) }
}

/// Fails the test you are writing unless `operation` changes `value` exactly as
/// `changes` states: TextSnapshots' `expectDifference`, throwing instead of recording
/// an issue.
///
/// `value` is read before and after the operation. A change you did not state fails,
/// and so does one you stated that did not happen; the failure shows both as a field
/// diff.
///
/// ```swift
/// try expectDifference(model.state) {
///   model.onDeleteLast()
/// } changes: {
///   $0.numbers = [1, 2]
///   $0.result = "1 + 2"
/// }
/// ```
public func expectDifference<Value>(
  _ value: @autoclosure () -> Value, operation: () -> Void, changes: (inout Value) -> Void
) throws(Failure) {
  guard let failure = Changes.difference(value(), operation: operation, changes: changes)
  else { return }
  let lines = failure.split(separator: "\n").map(String.init)
  throw Failure(lines.first ?? failure, details: Array(lines.dropFirst()))
}
