import Testing

@testable import TestSupport

/// A suite whose doc examples print: its `print` calls are recorded, not written out.
@Suite("A doc-example suite records what its examples print")
struct DocExampleSuiteTests: DocExampleSuite {
  let printed = Printed()

  @Test("Each call is one line; the text keeps every terminator, as print would write it")
  func records() {
    print("a")
    print(1 + 2, terminator: "")
    print(["b"], terminator: ";")
    #expect(printed.lines == ["a", "3", #"["b"]"#])
    #expect(printed.text == "a\n3[\"b\"];")
  }
}
