import Testing

@testable import TextUI

@Suite("VStack")
struct VStackTests {
  @Test("Views stack top to bottom, centred, with no spacing by default")
  func centred() {
    let stack = VStack {
      Text("abc")
      Text("a")
    }
    #expect(layout(stack, width: 10) == ["abc", " a "])
  }

  @Test(
    "Alignment places narrower views",
    arguments: [
      (HorizontalAlignment.leading, ["abcd", "ab  "]),
      (.center, ["abcd", " ab "]),
      (.trailing, ["abcd", "  ab"]),
    ])
  func alignment(alignment: HorizontalAlignment, lines: [String]) {
    let stack = VStack(alignment: alignment) {
      Text("abcd")
      Text("ab")
    }
    #expect(layout(stack, width: 10) == lines)
  }

  @Test("Spacing in points becomes lines between views")
  func spacing() {
    let stack = VStack(spacing: 20) {
      Text("a")
      Text("b")
    }
    #expect(layout(stack, width: 10) == ["a", " ", " ", "b"])
  }

  @Test("If and else choose the views", arguments: [true, false])
  func conditional(flag: Bool) {
    let stack = VStack {
      if flag {
        Text("yes")
      } else {
        Text("no")
      }
      if flag {
        Text("!")
      }
    }
    #expect(layout(stack, width: 10) == (flag ? ["yes", " ! "] : ["no"]))
  }

  @Test("A for loop lists a view per element")
  func loop() {
    let stack = VStack {
      for number in 1...3 {
        Text(String(number))
      }
    }
    #expect(layout(stack, width: 10) == ["1", "2", "3"])
  }
}
