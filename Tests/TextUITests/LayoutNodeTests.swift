import Testing

@testable import TextUI

@Suite("Layout node")
struct LayoutNodeTests {
  /// One view of each kind of node, with content that wraps at small widths.
  static func everyKind() -> [any LayoutNode] {
    [
      node(for: Text("Калькулятор считает сумму чисел").font(.title)),
      node(for: Button("Посчитать сумму") {}),
      node(
        for: HStack {
          Text("a"); Spacer(); Text("long words here")
        }),
      node(
        for: VStack(spacing: 10) {
          Text("one two"); Spacer().frame(height: 20)
        }),
      node(for: Text("framed words").frame(width: 30, height: 40)),
      node(for: Text("padded words").padding()),
      node(
        for: Grid(horizontalSpacing: 20) {
          GridRow {
            Text("a b"); Text("c d e")
          }
          GridRow { Text("wide cell here").gridCellColumns(2) }
          Text("whole row")
        }),
    ]
  }

  @Test("No node's size depends on the height it is offered", arguments: [1, 4, 9, 20, 36, 80])
  func heightIndependent(width: Int) {
    for node in Self.everyKind() {
      let sizes = [0, 1, 3, 50, Size.unboundedHeight].map { height in
        node.size(proposed: Size(width: width, height: height))
      }
      #expect(Set(sizes).count == 1, "\(sizes)")
    }
  }

  @Test(
    "A view offered its natural width or more, and no spacer to fill it, takes its natural size",
    arguments: [0, 1, 2, 7, 30])
  func natural(extra: Int) {
    for node in Self.everyKind() where !(node is HStackNode) {
      let natural = node.size(proposed: Size(width: 10_000, height: Size.unboundedHeight))
      let offered = Size(width: natural.width + extra, height: Size.unboundedHeight)
      #expect(node.size(proposed: offered) == natural)
    }
  }
}
