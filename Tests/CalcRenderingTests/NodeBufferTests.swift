import Testing

@testable import CalcRendering

@Suite("Node buffer")
struct NodeBufferTests {
  @Test(
    "Nodes keep their order and their links as the buffer grows past its room",
    arguments: [1, 3, 64])
  func grows(capacity: Int) {
    var buffer = NodeBuffer(capacity: capacity)
    for index in 0..<100 {
      let made = buffer.append(
        LayoutNode(kind: .space(Size(width: index, height: 0)), isRigid: true))
      #expect(made == index)
      if index > 0 { buffer[index - 1].nextSibling = index }
    }
    #expect(buffer.count == 100)
    let widths = buffer.withNodes { nodes in
      nodes.map { node -> Int in
        guard case .space(let size) = node.kind else { return -1 }
        return size.width
      }
    }
    #expect(widths == Array(0..<100))
    #expect(buffer[41].nextSibling == 42)
    #expect(buffer[99].nextSibling == LayoutNode.none)
  }
}
