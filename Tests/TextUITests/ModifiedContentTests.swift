import Testing

@testable import TextUI

@Suite("Modified content")
struct ModifiedContentTests {
  /// Whether a view is, at run time, of type `expected`.
  func isOfType<Expected>(_ view: some View, _ expected: Expected.Type) -> Bool {
    view is Expected
  }

  @Test("A modified view's type names the view and its modifier, as SwiftUI's does")
  func types() {
    #expect(isOfType(Text("1").frame(width: 30), ModifiedContent<Text, FrameModifier>.self))
    #expect(isOfType(Text("1").padding(), ModifiedContent<Text, PaddingModifier>.self))
    #expect(
      isOfType(Text("1").gridCellColumns(2), ModifiedContent<Text, GridCellModifier>.self))
    #expect(
      isOfType(Text("1").font(.title), ModifiedContent<Text, EnvironmentModifier<Font>>.self))
  }

  @Test("Modifiers nest outward: the last one applied is the outermost node")
  func nesting() throws {
    let view = Text("a").padding(.leading, 10).frame(width: 30)
    let frame = try #require(node(for: view) as? FrameNode)
    let padding = try #require(frame.content as? PaddingNode)
    #expect(padding.content is TextNode)
    #expect(layout(view, width: 20) == ["   a  "])
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
