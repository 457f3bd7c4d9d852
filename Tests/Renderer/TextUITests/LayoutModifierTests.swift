import InlineTextSnapshots
import Testing
import TextSnapshots

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

  @Test("A layout modifier sizes its view and places it")
  func sizesAndPlaces() {
    let view = Text("ab").modifier(Indent())
    #expect(measure(view, width: 10) == Size(width: 3, height: 2))
    expectInlineSnapshot(of: bounded(view), as: .screen) {
      """
      +----------------------+
      |                      |
      |                      |
      |        > ab<         |
      |                      |
      +----------------------+

      """
    }
  }

  @Test("A layout modifier on several views takes them as one centred column")
  func severalViews() {
    let group = Group {
      Text("abc")
      Text("d")
    }
    expectInlineSnapshot(of: bounded(group.frame(width: 30)), as: .screen) {
      """
      +----------------------+
      |                      |
      |         abc          |
      |       >  d   <       |
      |                      |
      +----------------------+

      """
    }
  }
}
