import Testing

@testable import TextUI

@Suite("Button")
struct ButtonTests {
  @Test("A body button is its label in brackets")
  func body() {
    #expect(layout(Button("1") {}, width: 20) == ["[1]"])
  }

  @Test("A title button has a space inside its brackets")
  func title() {
    #expect(layout(Button("Сброс") {}.font(.title), width: 20) == ["[ Сброс ]"])
  }

  @Test("A label too wide for the space wraps, every line bracketed and centred")
  func wraps() {
    #expect(
      layout(Button("Посчитать сумму") {}.font(.title), width: 14) == [
        "[ Посчитать ]", "[   сумму   ]",
      ])
  }

  @Test("A wide label is measured in columns")
  func wideLabel() {
    #expect(measure(Button("計算") {}, width: 20) == Size(width: 6, height: 1))
  }

  @Test("The button keeps its action for whoever taps it")
  func action() {
    var tapped = 0
    let button = Button("1") { tapped += 1 }
    button.action()
    #expect(tapped == 1)
  }

  @Test("A string and a substring label draw the same button")
  func substringLabel() {
    let label = "Сброс"
    #expect(layout(Button(label) {}, width: 20) == layout(Button(label[...]) {}, width: 20))
  }
}
