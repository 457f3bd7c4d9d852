import Testing

@testable import TextUI

@Suite("Anchor")
struct AnchorTests {
  @Test(
    "A length sits at the start, in the middle with an odd cell after, or at the end",
    arguments: [
      (Anchor.start, 3, 10, 0), (.middle, 3, 10, 3), (.end, 3, 10, 7), (.middle, 4, 10, 3),
      (.middle, 12, 10, 0), (.end, 12, 10, 0),
    ])
  func offset(anchor: Anchor, length: Int, available: Int, offset: Int) {
    #expect(anchor.offset(of: length, in: available) == offset)
  }

  @Test("Every alignment names the anchor of its edge")
  func alignments() {
    #expect(
      [HorizontalAlignment.leading, .center, .trailing].map(\.anchor) == [.start, .middle, .end])
    #expect([VerticalAlignment.top, .center, .bottom].map(\.anchor) == [.start, .middle, .end])
    #expect([TextAlignment.leading, .center, .trailing].map(\.anchor) == [.start, .middle, .end])
  }
}
