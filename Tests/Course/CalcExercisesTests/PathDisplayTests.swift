import Foundation
import Testing

@testable import CalcExercises

@Suite("Paths as the learner can open them")
struct PathDisplayTests {
  let paths = { (here: String) in
    PathDisplay(
      package: URL(fileURLWithPath: "/home/you/calc-kit/Lessons/Exercises"),
      workingDirectory: URL(fileURLWithPath: here))
  }

  @Test(
    "A file in the package, from the kit, from inside the package, from deeper, and from elsewhere",
    arguments: [
      ("/home/you/calc-kit", "Lessons/Exercises/Sources/Exercise03/Sum.swift"),
      ("/home/you/calc-kit/Lessons/Exercises", "Sources/Exercise03/Sum.swift"),
      ("/home/you/calc-kit/Lessons/Exercises/Sources/Exercise03", "Sum.swift"),
      ("/home/you/calc-kit/Lessons/Exercises/Sources/Exercise07", "../Exercise03/Sum.swift"),
      ("/home/you/other", "../calc-kit/Lessons/Exercises/Sources/Exercise03/Sum.swift"),
      ("/", "/home/you/calc-kit/Lessons/Exercises/Sources/Exercise03/Sum.swift"),
      ("/srv", "/home/you/calc-kit/Lessons/Exercises/Sources/Exercise03/Sum.swift"),
    ])
  func relative(here: String, shown: String) {
    #expect(paths(here).path(inPackage: "Sources/Exercise03/Sum.swift") == shown)
  }

  @Test("The folder itself is '.'")
  func itself() {
    #expect(paths("/home/you/calc-kit").path(absolute: "/home/you/calc-kit") == ".")
  }
}
