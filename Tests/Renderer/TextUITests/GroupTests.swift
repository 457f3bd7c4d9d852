import InlineTextSnapshots
import Testing
import TextSnapshots

@testable import TextUI

@Suite("Group")
struct GroupTests {
  @Test("Each view inside a group is its own child of the stack around it")
  func eachChild() throws {
    let column = VStack(alignment: .leading) {
      Group {
        Text("1")
        Text("2")
        Text("3")
        Text("4")
        Text("5")
        Text("6")
        Text("7")
      }
      Group {
        Text("8")
        Text("9")
        Text("10")
        Text("11")
        Text("12")
        Text("13")
      }
    }
    #expect(layout(column, width: 5) == (1...13).map { String($0).padding(toLength: 2) })
  }

  @Test("The stack spaces the views inside a group as it spaces its own")
  func spacing() {
    let row = HStack(spacing: 10) {
      Group {
        Text("1")
        Text("2")
      }
      Text("3")
    }
    expectInlineSnapshot(of: screen(row), as: .screen) {
      """
      +----------------------+
      |                      |
      |       1  2  3        |
      |                      |
      +----------------------+

      """
    }
  }

  @Test("A font on a group applies to every view in it")
  func font() {
    let row = HStack {
      Group {
        Text("a")
        Text("b")
      }
      .font(.title)
    }
    #expect(layout(row, width: 10) == ["a b", "= ="])
  }
}
