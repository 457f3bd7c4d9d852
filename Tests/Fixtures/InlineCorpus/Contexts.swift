// swift-format-ignore-file
import Testing
import InlineTextSnapshots

@Suite struct CorpusContexts {
  @Test func inInterpolation() {
    let s = "\(expectInlineSnapshot(of: "interpolated\n  line  ", as: .lines))"
    #expect(s == "()")
  }

  @Test func inMultiLineInterpolation() {
    let s = """
      before \(expectInlineSnapshot(of: "multi\nline", as: .lines)) after
      """
    #expect(!s.isEmpty)
  }

  @Test func inRawInterpolation() {
    let s = #"raw \#(expectInlineSnapshot(of: #"back\slash "quote""#, as: .lines))"#
    #expect(!s.isEmpty)
  }

  @Test func inGuard() {
    guard case () = expectInlineSnapshot(of: "guard", as: .lines) else { return }
  }

  @Test func inIfWithBody() {
    if case () = expectInlineSnapshot(of: "if", as: .lines) { _ = 1 }
  }

  @Test func inElseIf() {
    if false {
    } else if case () = expectInlineSnapshot(of: "else if", as: .lines) {
    }
  }

  @Test func inWhile() {
    while case () = expectInlineSnapshot(of: "while", as: .lines) { break }
  }

  @Test func inSwitch() {
    switch expectInlineSnapshot(of: "switch", as: .lines) { default: break }
  }

  @Test func inForWhere() {
    for _ in 0..<1 where expectInlineSnapshot(of: "for where", as: .lines) == () {}
  }

  @Test func inRepeatWhile() {
    var again = true
    repeat { again.toggle() } while expectInlineSnapshot(of: "repeat", as: .lines) == () && again
  }

  @Test func inInterpolationInCondition() {
    if "\(expectInlineSnapshot(of: "cond", as: .lines))" == "()" { _ = 1 }
  }

  @Test func inConditionWithMatchesNil() {
    guard case () = expectInlineSnapshot(of: "has nil", as: .lines, matches: nil) else { return }
  }

  @Test func inClosureInCondition() {
    if [1].contains(where: { _ in expectInlineSnapshot(of: "closure", as: .lines) == () }) { _ = 1 }
  }
}
