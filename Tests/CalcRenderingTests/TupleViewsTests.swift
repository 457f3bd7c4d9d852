import Testing

@testable import CalcRendering

@Suite("Tuple views")
struct TupleViewsTests {
  @Test("A block of twelve views keeps them in order")
  func twelve() {
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
    }
    #expect(layout(column, width: 5) == (1...12).map { String($0).padding(toLength: 2) })
  }

  @Test("Blocks of every size from two to twelve list their views in order", arguments: 2...12)
  func everySize(count: Int) {
    #expect(layout(Self.row(of: count), width: 40) == [(0..<count).map(String.init).joined()])
  }

  /// A row of the digits 0 to `count - 1`, built from a block of that many views.
  static func row(of count: Int) -> some View {
    HStack(spacing: 0) {
      if count == 2 {
        Text("0"); Text("1")
      } else if count == 3 {
        Text("0"); Text("1"); Text("2")
      } else if count == 4 {
        Text("0"); Text("1"); Text("2"); Text("3")
      } else if count == 5 {
        Text("0"); Text("1"); Text("2"); Text("3"); Text("4")
      } else if count == 6 {
        Text("0"); Text("1"); Text("2"); Text("3"); Text("4"); Text("5")
      } else if count == 7 {
        Text("0"); Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
      } else {
        Self.longRow(of: count)
      }
    }
  }

  /// Rows of eight to twelve digits.
  @ViewBuilder static func longRow(of count: Int) -> some View {
    if count == 8 {
      Text("0"); Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6"); Text("7")
    } else if count == 9 {
      Text("0"); Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6"); Text("7")
      Text("8")
    } else if count == 10 {
      Text("0"); Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6"); Text("7")
      Text("8"); Text("9")
    } else if count == 11 {
      Text("0"); Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6"); Text("7")
      Text("8"); Text("9"); Text("10")
    } else {
      Text("0"); Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6"); Text("7")
      Text("8"); Text("9"); Text("10"); Text("11")
    }
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
