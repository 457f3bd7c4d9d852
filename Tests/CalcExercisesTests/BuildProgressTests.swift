import Testing

@testable import CalcExercises

@Suite("Which lines of a first build are shown")
struct BuildProgressTests {
  @Test("One line per module compiled, then linking and the end of the build")
  func lines() {
    let progress = BuildProgress()
    let output = [
      "Building for debugging...",
      "[1/9] Compiling CalcCore Step.swift",
      "[2/9] Compiling CalcCore Scenario.swift",
      "[3/9] Write Objects.LinkFileList",
      "[4/9] Compiling check_01 main.swift",
      "[5/9] Linking check-01",
      "Build of product 'check-01' complete! (3.2s)",
    ]
    #expect(
      output.compactMap(progress.shown) == [
        "Building for debugging...",
        "[1/9] Compiling CalcCore",
        "[4/9] Compiling check_01",
        "[5/9] Linking check-01",
        "Build of product 'check-01' complete! (3.2s)",
      ])
  }
}
