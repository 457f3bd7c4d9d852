import Testing

@testable import TextUI

@Suite("View nodes")
struct ViewNodesTests {
  @Test("Several views at the root stack in a centred column; one view is its own node")
  func root() throws {
    let several = try #require(
      node(for: ViewBuilderTests.Greeting(loud: true)) as? VStackNode)
    #expect(several.children.count == 2)
    #expect(several.alignment == .center)
    #expect(node(for: Spacer()) is SpacerNode)
  }

  @Test("A view that is not primitive is laid out as its body, an if that is false as nothing")
  func body() {
    #expect(node(for: ViewBuilderTests.Greeting(loud: false)) is TextNode)
  }
}
