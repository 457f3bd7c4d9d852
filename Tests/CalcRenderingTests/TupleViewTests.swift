import Testing

@testable import CalcRendering

@Suite("Tuple view")
struct TupleViewTests {
  @Test("A long block keeps its views in order, however deep its pairs nest")
  func longBlock() {
    let column = VStack(alignment: .leading) {
      Text("1")
      Text("2")
      Text("3")
      Text("4")
      Text("5")
      Text("6")
      Text("7")
      Text("8")
      Text("9")
      Text("10")
      Text("11")
      Text("12")
      Text("13")
    }
    #expect(layout(column, width: 5) == (1...13).map { String($0).padding(toLength: 2) })
  }

  @Test("Each view of a block is its own child of the stack")
  func children() {
    let count = LayoutTree.withLayout(
      of: HStack {
        Text("a")
        Button("b") {}
        Spacer()
      }, environment: RenderEnvironment()
    ) { tree in tree.childCount(of: tree.root) }
    #expect(count == 3)
  }
}

extension String {
  /// The string with spaces after it up to `length` characters.
  func padding(toLength length: Int) -> String {
    self + String(repeating: " ", count: max(length - count, 0))
  }
}
