import InlineTextSnapshots
import Testing
import TextSnapshots

@testable import TextUI

@Suite("Frame")
struct FrameModifierTests {
  @Test("A frame of 30 points is 6 columns, with its view centred")
  func width() {
    #expect(layout(Text("ab").frame(width: 30), width: 20) == ["  ab  "])
  }

  @Test("A frame's height centres its view vertically")
  func height() {
    #expect(layout(Text("a").frame(width: 10, height: 30), width: 20) == ["  ", "a ", "  "])
  }

  @Test("Content wraps to the frame's width")
  func wraps() {
    #expect(layout(Text("ab cd").frame(width: 15), width: 20) == ["ab ", "cd "])
  }

  @Test("A frame never cuts its view: it grows instead")
  func grows() {
    #expect(measure(Text("abcdef").frame(width: 10), width: 20) == Size(width: 2, height: 3))
    #expect(measure(Text("中").frame(width: 5), width: 20) == Size(width: 2, height: 1))
  }

  @Test("A frame of 30 by 20 points takes 6 columns and 2 lines, its view centred in them")
  func cells() {
    expectInlineSnapshot(of: bounded(Text("a").frame(width: 30, height: 20)), as: .screen) {
      """
      +----------------------+
      |                      |
      |          a           |
      |       >      <       |
      |                      |
      +----------------------+

      """
    }
  }
}
