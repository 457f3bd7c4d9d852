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

  /// A node that draws one letter at its top-left cell and places its
  /// children one column right and one line down of the previous one.
  struct Letter: LayoutNode {
    let letter: String
    var children: [any LayoutNode] = []

    func size(proposed: Size) -> Size {
      Size(width: 1 + children.count, height: 1 + children.count)
    }

    func place(in bounds: Rect) -> [Placement] {
      children.enumerated().map { index, child in
        Placement(
          node: child,
          bounds: bounds.child(column: index + 1, line: index + 1, size: Size(width: 1, height: 1)))
      }
    }

    func draw(into canvas: inout Canvas, in bounds: Rect) {
      canvas.write(letter, at: bounds.origin)
    }
  }

  @Test("Rendering draws a node, then each child where place(in:) puts it, depth first")
  func render() {
    let tree = Letter(
      letter: "a",
      children: [Letter(letter: "b"), Letter(letter: "c", children: [Letter(letter: "d")])])
    var canvas = Canvas(size: Size(width: 4, height: 4))
    tree.render(into: &canvas, in: Rect(origin: .zero, size: Size(width: 3, height: 3)))
    #expect(canvas.lines == ["a   ", " b  ", "  c ", "   d"])
  }

  @Test("A node without children places none and a node that only arranges draws nothing")
  func defaults() {
    let bounds = Rect(origin: .zero, size: Size(width: 2, height: 1))
    #expect(node(for: Text("ab")).place(in: bounds).isEmpty)
    var canvas = Canvas(size: bounds.size)
    node(for: HStack { Text("a") }).draw(into: &canvas, in: bounds)
    #expect(canvas.lines == ["  "])
  }
}
