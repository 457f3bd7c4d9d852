import Testing

@testable import TextUI

@Suite("Array view")
struct ArrayViewTests {
  @Test("A for loop makes a child for every pass, in order", arguments: [0, 1, 4])
  func loop(count: Int) {
    let row = HStack(spacing: 0) {
      Text("<")
      for number in 0..<count {
        Text(String(number))
      }
      Text(">")
    }
    #expect(layout(row, width: 20) == ["<" + (0..<count).map(String.init).joined() + ">"])
  }
}
