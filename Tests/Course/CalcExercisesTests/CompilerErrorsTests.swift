import Foundation
import Testing

@testable import CalcExercises

@Suite("A failed build's errors")
struct CompilerErrorsTests {
  let paths = PathDisplay(
    package: URL(fileURLWithPath: "/kit/Lessons/Exercises"),
    workingDirectory: URL(fileURLWithPath: "/kit"))

  @Test(
    "Each error once, by file, line and column; unlocated errors last; the build's own note left out"
  )
  func order() {
    let output = """
      /kit/Lessons/Exercises/Sources/Exercise02/B.swift:3:1: error: b3
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      /kit/Lessons/Exercises/Sources/Exercise02/A.swift:10:2: error: a10
      /kit/Lessons/Exercises/Sources/Exercise02/A.swift:9:7: error: a9
      error: no such module 'Foo'
      /kit/Lessons/Exercises/Sources/Exercise02/A.swift:10:2: error: a10
      /kit/Lessons/Exercises/Sources/Exercise02/A.swift:9:7: warning: not an error

      """
    #expect(
      CompilerErrors(output: output).lines(paths: paths) == [
        "Lessons/Exercises/Sources/Exercise02/A.swift:9:7: error: a9",
        "Lessons/Exercises/Sources/Exercise02/A.swift:10:2: error: a10",
        "Lessons/Exercises/Sources/Exercise02/B.swift:3:1: error: b3",
        "error: no such module 'Foo'",
      ])
  }

  @Test("The lines an error quotes stay whole, braces and blank context lines included")
  func quoted() {
    let output = """
      [12/17] Compiling Exercise01 Calculator.swift
      /kit/Lessons/Exercises/Sources/Exercise01/Calculator.swift:21:3: error: cannot find 'CalcState' in scope
      19 | func startingData() -> CalculatorData {
      20 |\u{20}
      21 |   CalcState(flag: false, list: [], text: "Введите числа", busy: false)
         |   `- error: cannot find 'CalcState' in scope
      22 | }

      [13/17] Compiling check_01 main.swift
      """
    let errors = CompilerErrors(output: output).errors
    #expect(errors.count == 1)
    #expect(
      errors.first?.quoted == [
        "19 | func startingData() -> CalculatorData {",
        "20 | ",
        "21 |   CalcState(flag: false, list: [], text: \"Введите числа\", busy: false)",
        "   |   `- error: cannot find 'CalcState' in scope",
        "22 | }",
      ])
  }
}
