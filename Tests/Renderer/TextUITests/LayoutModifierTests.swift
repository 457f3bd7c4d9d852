import Testing

@testable import TextUI

@Suite("Layout modifier")
struct LayoutModifierTests {
  /// A layout modifier of the tests' own: one empty column and line before its view.
  struct Indent: LayoutModifier {
    func size(of content: any LayoutNode, proposed: Size) -> Size {
      let size = content.size(proposed: proposed)
      return Size(width: size.width + 1, height: size.height + 1)
    }

    func bounds(of content: any LayoutNode, in bounds: Rect) -> Rect {
      bounds.child(column: 1, line: 1, size: content.size(proposed: bounds.size))
    }
  }

  @Test("A layout modifier's view is one node, which the modifier sizes and places")
  func sizesAndPlaces() throws {
    let view = Text("ab").modifier(Indent())
    let indented = try #require(node(for: view) as? ModifierNode<Indent>)
    #expect(indented.content is TextNode)
    #expect(measure(view, width: 10) == Size(width: 3, height: 2))
    #expect(layout(view, width: 10) == ["   ", " ab"])
  }

  @Test("A layout modifier on several views takes them as one centred column")
  func severalViews() throws {
    let group = Group {
      Text("abc")
      Text("d")
    }
    let frame = try #require(node(for: group.frame(width: 30)) as? ModifierNode<FrameModifier>)
    let column = try #require(frame.content as? VStackNode)
    #expect(column.children.count == 2)
    #expect(layout(group.frame(width: 30), width: 20) == [" abc  ", "  d   "])
  }
}
