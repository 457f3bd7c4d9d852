import Testing

@testable import TextUI

@Suite("Primitive body")
struct PrimitiveBodyTests {
  @Test("A primitive view's body holds the view, and is its own body")
  func primitive() throws {
    let body = Text("a").body
    let text = try #require(body.view as? Text)
    #expect(text.content == "a")
    #expect(body.body.view is Text)
  }

  @Test("A view of your own has views in its body, not a primitive body")
  func composed() {
    #expect(!(ViewBuilderTests.Greeting(loud: true).body is PrimitiveBody))
    #expect(layout(Group { Text("a") }.body, width: 5) == ["a"])
  }
}
