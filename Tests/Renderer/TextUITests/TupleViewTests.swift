import InlineTextSnapshots
import Testing
import TextSnapshots

@testable import TextUI

@Suite("Tuple view")
struct TupleViewTests {
  @Test("A block of fifteen views keeps them in order")
  func fifteen() {
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
      Text("14")
      Text("15")
    }
    #expect(layout(column, width: 5) == (1...15).map { String($0).padding(toLength: 2) })
  }

  @Test("A block's type lists the type of each of its views")
  func blockType() {
    let block = ViewBuilder.buildBlock(Text("a"), Button("b") {}, Spacer())
    #expect(type(of: block) == TupleView<Text, Button, Spacer>.self)
  }

  @Test("Each view of a block is its own view of the stack, the spacer after the button")
  func children() {
    let row = HStack {
      Text("a")
      Button("b") {}
      Spacer()
    }
    expectInlineSnapshot(of: screen(row), as: .screen) {
      """
      +----------------------+
      |                      |
      | a [b]                |
      |                      |
      +----------------------+

      """
    }
  }
}
