import Testing

@testable import CalcRendering

@Suite("Leaf metrics")
struct LeafMetricsTests {
  @Test("Text that fits is sized from its numbers; text that must wrap is not")
  func fits() {
    let metrics = LeafMetrics(widest: 5, lines: 2, chrome: 4, extraLines: 1)
    #expect(metrics.size(proposed: Size(width: 9, height: 0)) == Size(width: 9, height: 3))
    #expect(metrics.size(proposed: Size(width: 40, height: 0)) == Size(width: 9, height: 3))
    #expect(metrics.size(proposed: Size(width: 8, height: 0)) == nil)
  }

  @Test("A width too small for anything still fits one column", arguments: [0, 1, -3])
  func narrow(width: Int) {
    let metrics = LeafMetrics(widest: 1, lines: 1, chrome: 0, extraLines: 0)
    #expect(metrics.size(proposed: Size(width: width, height: 0)) == Size(width: 1, height: 1))
  }

  static let labels = ["", "1", "Сброс", "Посчитать сумму", "a\nbb\nccc", "中文 😀", "tab\there"]

  @Test(
    "A text's or a button's numbers give the same size as measuring it, wherever they answer",
    arguments: labels, [Font.body, .title])
  func agree(label: String, font: Font) {
    let text = TextNode(content: label, font: font, alignment: .leading, style: .ascii)
    let button = ButtonNode(label: label, font: font)
    for width in 0...20 {
      let proposal = Size(width: width, height: Size.unboundedHeight)
      if let size = text.metrics.size(proposed: proposal) {
        #expect(size == text.size(proposed: proposal), "text at \(width)")
      }
      if let size = button.metrics.size(proposed: proposal) {
        #expect(size == button.size(proposed: proposal), "button at \(width)")
      }
    }
  }
}
