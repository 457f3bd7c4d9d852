// lesson:readme-first-test begin
import Greeting
import Testing
import TextSnapshots

@Suite struct GreetingTests {
  @Test func greets() {
    let card = Greeting(name: "world")
    expectSnapshot(of: card.lines.joined(separator: "\n") + "\n", as: .lines)
  }
}
// lesson:readme-first-test end

extension GreetingTests {
  @Test func dumps() {
    expectSnapshot(of: Greeting(name: "world"), as: .dump)
  }
}
