import Testing

@testable import TextUI

@Suite("Conditional content")
struct ConditionalContentTests {
  struct Choice: View {
    let loading: Bool

    var body: some View {
      if loading {
        ProgressView()
        Text("Загрузка")
      } else {
        Text("Готово")
      }
    }
  }

  @Test("An if/else lays out only the chosen branch", arguments: [true, false])
  func ifElse(loading: Bool) {
    #expect(
      layout(Choice(loading: loading), width: 10)
        == (loading ? ["   |    ", "Загрузка"] : ["Готово"]))
  }

  enum Mode: CaseIterable { case one, two, three }

  struct Switching: View {
    let mode: Mode

    var body: some View {
      switch mode {
      case .one: Text("один")
      case .two: Text("два")
      case .three:
        Text("три")
          .font(.title)
      }
    }
  }

  @Test("A switch lays out the view of its case", arguments: Mode.allCases)
  func switching(mode: Mode) {
    let expected: [Mode: [String]] = [.one: ["один"], .two: ["два"], .three: ["три", "==="]]
    #expect(layout(Switching(mode: mode), width: 10) == expected[mode])
  }
}
