import Testing

@testable import TextSnapshots

@Suite("Dump diffs")
struct DumpDiffTests {
  struct Entry: Equatable {
    var numbers: [Int]
    var result: String
    var isCalculating: Bool
  }

  private func diff(_ expected: Any, _ actual: Any) throws -> String {
    try DumpDiff.lines(
      expected: ValueDump.node(of: expected), actual: ValueDump.node(of: actual)
    )
    .joined(separator: "\n")
  }

  @Test("Equal dumps have no diff")
  func equal() throws {
    #expect(
      try DumpDiff.lines(expected: ValueDump.node(of: [1]), actual: ValueDump.node(of: [1])) == [])
  }

  @Test("A changed field shows inside its block, the unchanged ones collapsed around it")
  func changedField() throws {
    #expect(
      try diff(
        Entry(numbers: [1], result: "1", isCalculating: false),
        Entry(numbers: [1], result: "1 + 2", isCalculating: false)) == """
           Entry(
             … (1 unchanged)
          -  result: "1",
          +  result: "1 + 2",
             … (1 unchanged)
           )
          """)
  }

  @Test("An element added to a list is one + line, the rest collapsed")
  func addedElement() throws {
    #expect(
      try diff(
        Entry(numbers: [1, 2], result: "", isCalculating: false),
        Entry(numbers: [1, 2, 3], result: "", isCalculating: false)) == """
           Entry(
             numbers: [
               … (2 unchanged)
          +    3,
             ],
             … (2 unchanged)
           )
          """)
  }

  @Test("A changed element of a list shows its own change, in place")
  func changedElement() throws {
    #expect(
      try diff(
        [Entry(numbers: [], result: "a", isCalculating: false)],
        [Entry(numbers: [], result: "b", isCalculating: false)]) == """
           [
             Entry(
               … (1 unchanged)
          -    result: "a",
          +    result: "b",
               … (1 unchanged)
             ),
           ]
          """)
  }

  @Test("An empty list and a full one compare element by element")
  func emptyList() throws {
    #expect(try diff([Int](), [1, 2]) == " [\n+  1,\n+  2,\n ]")
  }

  @Test("Values of different shapes are shown whole, old then new")
  func differentShapes() throws {
    #expect(try diff(Optional<[Int]>.none as Any, [1]) == "-nil\n+[\n+  1,\n+]")
    #expect(try diff("a", 1) == "-\"a\"\n+1")
  }
}
