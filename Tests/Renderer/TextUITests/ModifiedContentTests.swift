import InlineTextSnapshots
import Testing
import TextSnapshots

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

  @Test("Modifiers nest outward: the last one applied holds the others")
  func nesting() {
    let paddedThenFramed = Text("a").padding(.leading, 10).frame(width: 30)
    let framedThenPadded = Text("a").frame(width: 30).padding(.leading, 10)
    expectInlineSnapshot(of: bounded(paddedThenFramed), as: .screen) {
      """
      +----------------------+
      |                      |
      |       >   a  <       |
      |                      |
      +----------------------+

      """
    }
    expectInlineSnapshot(of: bounded(framedThenPadded), as: .screen) {
      """
      +----------------------+
      |                      |
      |      >    a   <      |
      |                      |
      +----------------------+

      """
    }
  }
}
