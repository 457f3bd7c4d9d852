// Inline snapshots come from their own product: only a target that writes them links the
// code that edits Swift source.
import Greeting
import InlineTextSnapshots
import Testing

extension GreetingTests {
  @Test func inline() {
    expectInlineSnapshot(of: Greeting(name: "inline").lines, as: .description) {
      """
      ["Hello, inline!", "Сумма чисел: 6"]

      """
    }
  }
}
