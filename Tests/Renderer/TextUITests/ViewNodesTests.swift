import InlineTextSnapshots
import Testing
import TextSnapshots

@testable import TextUI

@Suite("View nodes")
struct ViewNodesTests {
  @Test("Several views at the root stack in a centred column")
  func root() {
    expectInlineSnapshot(of: screen(ViewBuilderTests.Greeting(loud: true)), as: .screen) {
      """
      +----------------------+
      |                      |
      |        Привет        |
      |          !           |
      |                      |
      +----------------------+

      """
    }
  }

  @Test("A view that is not primitive is laid out as its body, an if that is false as nothing")
  func body() {
    #expect(screen(ViewBuilderTests.Greeting(loud: false)) == screen(Text("Привет")))
  }
}
