// swift-format-ignore-file
// corpus-helpers: expectCorpusGreeting
import Testing
import InlineTextSnapshots

func expectCorpusGreeting(
  for name: String, sourceLocation: SourceLocation = #_sourceLocation,
  matches expected: (() -> String)? = nil
) {
  // corpus: skip
  expectInlineSnapshot(
    of: "Hello, \(name)!", as: .lines, functionName: "expectCorpusGreeting",
    sourceLocation: sourceLocation, matches: expected)
}

@Suite struct CorpusHelpers {
  var property: Void { expectInlineSnapshot(of: "property", as: .lines) }

  @Test func helper() {
    expectCorpusGreeting(for: "Ada")
  }

  @Test func helperWithClosure() {
    expectCorpusGreeting(for: "Bo") { "Hi" }
  }

  @Test func refusedHelperInCondition() {
    // corpus: refuses cannot tell whether expectCorpusGreeting takes a 'matches:' argument
    guard case () = expectCorpusGreeting(for: "Cy") else { return }
  }

  @Test func helperInConditionWithMatchesNil() {
    guard case () = expectCorpusGreeting(for: "Di", matches: nil) else { return }
  }

  @Test func viaProperty() {
    property
  }

  @Test(arguments: [1, 2]) func sameValueEachCase(n: Int) {
    expectInlineSnapshot(of: "same", as: .lines)
  }

  @Test(arguments: [1, 2]) func refusedValuePerCase(n: Int) {
    // corpus: conflict
    expectInlineSnapshot(of: "case \(n)", as: .lines)
  }

  #if os(Linux) || os(macOS) || os(Windows)
    @Test func underCondition() {
      expectInlineSnapshot(of: "condition", as: .lines)
    }
  #endif

  #if CORPUS_NEVER_SET
    @Test func refusedTwiceUnderIf() {
      // corpus: refuses declarations of 'CorpusHelpers.refusedTwiceUnderIf()'
      expectInlineSnapshot(of: "never", as: .lines)
    }
  #else
    @Test func refusedTwiceUnderIf() {
      // corpus: refuses declarations of 'CorpusHelpers.refusedTwiceUnderIf()'
      expectInlineSnapshot(of: "twice", as: .lines)
    }
  #endif
}

@Suite struct CorpusTwins {
  @Test func first() {
    let output = ["a"].joined()
    expectInlineSnapshot(of: output, as: .lines)
  }

  @Test func second() {
    let output = ["b"].joined()
    expectInlineSnapshot(of: output, as: .lines)
  }

  @Test func overloaded() { expectInlineSnapshot(of: "overloaded()", as: .lines) }
  func overloaded(_ x: Int) { expectInlineSnapshot(of: "overloaded(_:)", as: .lines) }
  @Test func callsOverload() { overloaded(1) }
}
