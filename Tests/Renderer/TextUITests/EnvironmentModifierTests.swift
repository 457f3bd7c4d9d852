import Testing

@testable import TextUI

@Suite("Environment modifier")
struct EnvironmentModifierTests {
  @Test("A value set on a view reaches the views inside it, not the views after it")
  func scope() {
    let column = VStack {
      Group {
        Text("a")
        Button("b") {}
      }
      .font(.title)
      Button("c") {}
    }
    #expect(layout(column, width: 10) == ["  a  ", "  =  ", "[ b ]", " [c] "])
  }

  @Test("The value set nearest to a view wins, as in SwiftUI")
  func nearestWins() {
    #expect(layout(Text("a").font(.body).font(.title), width: 10) == ["a"])
    #expect(layout(Text("a").font(.title).font(.body), width: 10) == ["a", "="])
  }

  @Test("Each modifier sets its own value and leaves the others")
  func oneValue() {
    let text = Text("один два три").multilineTextAlignment(.trailing).font(.title)
    #expect(layout(text, width: 8) == ["один два", "     три", "========"])
  }
}
