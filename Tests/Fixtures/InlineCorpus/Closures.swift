// swift-format-ignore-file
import Testing
import InlineTextSnapshots

@Suite struct CorpusClosures {
  @Test func refusedInsideExpectMacro() {
    // corpus: at #expect
    // corpus: refuses inside the macro #expect
    #expect(throws: Never.self) { expectInlineSnapshot(of: "macro", as: .lines) }
  }

  @Test func inKnownIssue() {
    withKnownIssue(isIntermittent: true) { expectInlineSnapshot(of: "known", as: .lines) }
  }

  @Test func inNestedClosures() {
    [1].forEach { _ in
      let make = { () -> Void in
        expectInlineSnapshot(of: "nested", as: .lines)
      }
      make()
    }
  }

  @Test func inLocalFunction() {
    func check() { expectInlineSnapshot(of: "local", as: .lines) }
    check()
  }

  @Test func inDefer() {
    defer { expectInlineSnapshot(of: "defer", as: .lines) }
  }

  @Test func inTask() async {
    await Task { expectInlineSnapshot(of: "task", as: .lines) }.value
  }

  @Test func inResultBuilder() {
    let built = corpusLines {
      "first"
      expectInlineSnapshot(of: "builder", as: .lines)
    }
    #expect(built == ["first"])
  }
}

@resultBuilder enum CorpusLines {
  static func buildExpression(_ line: String) -> [String] { [line] }
  static func buildExpression(_ nothing: Void) -> [String] { [] }
  static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
}

func corpusLines(@CorpusLines _ make: () -> [String]) -> [String] { make() }
