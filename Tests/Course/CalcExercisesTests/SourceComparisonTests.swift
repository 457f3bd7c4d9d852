import InlineTextSnapshots
import Testing
import TextSnapshots

@testable import CalcExercises

@Suite("The learner's file beside the reference")
struct SourceComparisonTests {
  static let yours = """
    // Exercise 3: the instructions.
    //
    func total(of numbers: [Int]) -> Int {
      var sum = 0
      numbers.forEach { sum += $0 }
      return sum
    }

    """
  static let reference = """
    // Exercise 3: the reference solution.
    func total(of numbers: [Int]) -> Int {
      numbers.reduce(0, +)
    }

    """

  @Test("Side by side, the opening comments left out, `>` on each row that differs")
  func sideBySide() {
    let comparison = SourceComparison(yours: Self.yours, reference: Self.reference)
    #expect(!comparison.isSame)
    #expect(
      comparison.sideBySide(width: 85, names: ("yours", "the reference")) == """
          yours                                    | the reference
          func total(of numbers: [Int]) -> Int {   | func total(of numbers: [Int]) -> Int {
        >   var sum = 0                            |
        >   numbers.forEach { sum += $0 }          |
        >   return sum                             |   numbers.reduce(0, +)
          }                                        | }

        """)
  }

  @Test("One line added marks its own row only: the rows after it pair by the line diff")
  func inserted() {
    let reference = """
      func onDeleteLast() {
        guard !state.isCalculating else { return }
        state.numbers.removeLast()
        state.result = strings.entry(state.numbers)
      }

      """
    let yours = reference.replacingOccurrences(
      of: "  state.numbers.removeLast()",
      with: "  guard !state.numbers.isEmpty else { return }\n  state.numbers.removeLast()")
    let comparison = SourceComparison(yours: yours, reference: reference)
    expectInlineSnapshot(
      of: comparison.sideBySide(width: 101, names: ("yours", "the reference")), as: .lines
    ) {
      """
        yours                                            | the reference
        func onDeleteLast() {                            | func onDeleteLast() {
          guard !state.isCalculating else { return }     |   guard !state.isCalculating else { return }
      >   guard !state.numbers.isEmpty else { return }   |
          state.numbers.removeLast()                     |   state.numbers.removeLast()
          state.result = strings.entry(state.numbers)    |   state.result = strings.entry(state.numbers)
        }                                                | }

      """
    }
  }

  @Test("A line too long for its half is cut with an ellipsis")
  func cut() {
    let comparison = SourceComparison(yours: "let a = 1234567890\n", reference: "let b = 2\n")
    #expect(
      comparison.sideBySide(width: 25, names: ("yours", "the reference")) == """
          yours      | the refer…
        > let a = 1… | let b = 2

        """)
  }

  @Test("Away from a terminal, a unified diff from yours to the reference")
  func unified() {
    let comparison = SourceComparison(yours: Self.yours, reference: Self.reference)
    #expect(
      comparison.unified(names: ("Sum.swift (yours)", "Solutions/Sum.swift")) == """
        --- Sum.swift (yours)
        +++ Solutions/Sum.swift
        @@ -1,5 +1,3 @@
         func total(of numbers: [Int]) -> Int {
        -  var sum = 0
        -  numbers.forEach { sum += $0 }
        -  return sum
        +  numbers.reduce(0, +)
         }

        """)
  }

  @Test("The same code under other comments is the same")
  func same() {
    let code = "struct A {}\n"
    #expect(SourceComparison(yours: "// mine\n" + code, reference: "// theirs\n\n" + code).isSame)
  }
}
