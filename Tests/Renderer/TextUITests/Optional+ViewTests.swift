import Testing

@testable import TextUI

@Suite("Optional view")
struct OptionalViewTests {
  @Test(
    "An if without else lays out its view only when the condition holds", arguments: [true, false])
  func ifAlone(shown: Bool) {
    let column = VStack {
      Text("a")
      if shown {
        Text("b")
      }
    }
    #expect(measure(column, width: 5).height == (shown ? 2 : 1))
  }

  @Test("An optional view is a view: nothing when nil")
  func optional() {
    let some: Text? = Text("x")
    let none: Text? = nil
    #expect(layout(some, width: 3) == ["x"])
    #expect(measure(none, width: 3) == .zero)
  }
}
