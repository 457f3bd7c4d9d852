// swift-format-ignore-file
import Testing
import InlineTextSnapshots

@Suite struct CorpusLayouts {
  @Test func noSnapshot() {
    expectInlineSnapshot(of: "plain", as: .lines)
  }

  @Test func trailingClosure() {
    expectInlineSnapshot(of: "closure", as: .lines) { "old" }
  }

  @Test func closureAfterComments() {
    expectInlineSnapshot(of: "after comments", as: .lines) /* a { */ // b (
    {
      "old"
    }
  }

  @Test func matchesNil() {
    expectInlineSnapshot(of: "nil", as: .lines, matches: nil)
  }

  @Test func matchesClosure() {
    expectInlineSnapshot(of: "matches", as: .lines, matches: { #"old"# })
  }

  @Test func trailingComma() {
    expectInlineSnapshot(of: "comma", as: .lines,)
  }

  @Test func twoOnOneLine() {
    expectInlineSnapshot(of: "one", as: .lines); expectInlineSnapshot(of: "two", as: .lines)
  }

  @Test func blanksAndFinalNewline() {
    expectInlineSnapshot(of: "trailing  \n\ttab\t\n\n", as: .lines)
  }

  @Test func invisibles() {
    expectInlineSnapshot(of: "\u{202E}evil\u{202C} \u{2066}x\u{2069} \u{2028} \u{FEFF}\r", as: .lines)
  }

  @Test func emptyAndNewline() {
    expectInlineSnapshot(of: "", as: .lines)
    expectInlineSnapshot(of: "\n", as: .lines)
  }

  @Test func needsRawLiteral() {
    expectInlineSnapshot(of: #"a \ b """ c \(x)"#, as: .lines)
  }

  @Test func regexAndStringsAround() {
    let pattern = /[(]\)/
    // corpus: skip
    _ = "expectInlineSnapshot(of: \"decoy\")"
    expectInlineSnapshot(of: "regex \("(".contains(pattern))", as: .lines)
  }

  @Test func asAnArgument() {
    _ = [expectInlineSnapshot(of: "array", as: .lines)]
    _ = true ? expectInlineSnapshot(of: "ternary", as: .lines) : ()
  }

  @Test func refusedCodeInClosure() {
    // corpus: refuses holds more than one string literal
    expectInlineSnapshot(of: "code", as: .lines) { let s = "a"; return s }
  }

  @Test func refusedCommentInClosure() {
    // corpus: refuses holds more than one string literal
    expectInlineSnapshot(of: "comment", as: .lines) { /* why */ "a" }
  }

  @Test func refusedInterpolatedLiteral() {
    let x = 1
    // corpus: refuses interpolates a value
    expectInlineSnapshot(of: "x", as: .lines) { "\(x)" }
  }

  @Test func refusedConditionInClosure() {
    // corpus: refuses holds more than one string literal
    expectInlineSnapshot(of: "if", as: .lines) {
      #if os(Linux)
        "linux"
      #else
        "other"
      #endif
    }
  }
}
