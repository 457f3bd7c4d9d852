import Testing

@testable import TextUI

@Suite("View builder")
struct ViewBuilderTests {
  struct Greeting: View {
    let loud: Bool

    var body: some View {
      Text("Привет")
      if loud {
        Text("!")
      }
    }
  }

  @Test("A custom view's body lists its views as a root column", arguments: [false, true])
  func customView(loud: Bool) {
    #expect(layout(Greeting(loud: loud), width: 10) == (loud ? ["Привет", "  !   "] : ["Привет"]))
  }

  @Test("A custom view inside a stack adds its views to the stack")
  func flattens() {
    let row = HStack {
      Greeting(loud: true)
    }
    #expect(layout(row, width: 10) == ["Привет !"])
  }

  @Test("Empty views and empty blocks take no space")
  func empty() {
    #expect(measure(VStack {}, width: 10) == .zero)
    #expect(measure(EmptyView(), width: 10) == .zero)
  }

  @Test("A modifier on a group of views applies to all of them")
  func modifierOnGroup() {
    #expect(
      layout(Greeting(loud: true).font(.title), width: 10) == [
        "Привет", "======", "  !   ", "  =   ",
      ])
  }
}
