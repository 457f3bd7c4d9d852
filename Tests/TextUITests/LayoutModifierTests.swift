import Testing

@testable import TextUI

@Suite("Layout modifier")
struct LayoutModifierTests {
  @Test("A layout modifier wraps its view's node in a node of its own")
  func wraps() throws {
    let padding = try #require(node(for: Text("a").padding()) as? PaddingNode)
    #expect(padding.content is TextNode)
  }

  @Test("A layout modifier on several views takes them as one centred column")
  func severalViews() throws {
    let group = Group {
      Text("abc")
      Text("d")
    }
    let frame = try #require(node(for: group.frame(width: 30)) as? FrameNode)
    let column = try #require(frame.content as? VStackNode)
    #expect(column.children.count == 2)
    #expect(layout(group.frame(width: 30), width: 20) == [" abc  ", "  d   "])
  }
}
