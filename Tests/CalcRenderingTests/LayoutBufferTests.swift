import Testing

@testable import CalcRendering

@Suite("Layout buffer")
struct LayoutBufferTests {
  @Test(
    "Nodes keep their order and their links as the buffer grows past its room",
    arguments: [1, 3, 64])
  func grows(capacity: Int) {
    var buffer = LayoutBuffer<LayoutNode>(capacity: capacity)
    for index in 0..<100 {
      let made = buffer.append(
        LayoutNode(kind: .space(Size(width: index, height: 0)), isRigid: true))
      #expect(made == index)
      if index > 0 { buffer[index - 1].nextSibling = index }
    }
    #expect(buffer.count == 100)
    let widths = buffer.withBuffer { nodes in
      nodes.map { node -> Int in
        guard case .space(let size) = node.kind else { return -1 }
        return size.width
      }
    }
    #expect(widths == Array(0..<100))
    #expect(buffer[41].nextSibling == 42)
    #expect(buffer[99].nextSibling == LayoutNode.none)
  }

  @Test("Elements that hold references move when the buffer grows and are read in place")
  func references() {
    var buffer = LayoutBuffer<String>(capacity: 2)
    for index in 0..<50 { buffer.append("Текст \(index) " + String(repeating: "ж", count: index)) }
    buffer[7] += "!"
    let strings = buffer.withBuffer { Array($0) }
    #expect(strings.count == 50)
    #expect(strings[49] == "Текст 49 " + String(repeating: "ж", count: 49))
    #expect(strings[7] == "Текст 7 жжжжжжж!")
  }
}
