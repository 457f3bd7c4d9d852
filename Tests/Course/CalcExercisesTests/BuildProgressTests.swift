import Testing

@testable import CalcExercises

@Suite("Which lines of a build are shown")
struct BuildProgressTests {
  @Test(
    "Nothing until a shared module compiles; then the note, one line per module, linking, the end")
  func sharedBuild() {
    let progress = BuildProgress()
    let output = [
      "Building for debugging...",
      "[1/9] Compiling Exercise01 Calculator.swift",
      "[2/9] Compiling CalcCore Step.swift",
      "[3/9] Compiling TextUI Text.swift",
      "[4/9] Compiling CalcCore Scenario.swift",
      "[4/9] Write Objects.LinkFileList",
      "[5/9] Compiling check_01 main.swift",
      "[6/9] Linking check-01",
      "Build of product 'check-01' complete! (63.2s)",
    ]
    #expect(
      output.flatMap(progress.shown) == [
        CheckText.sharedBuild,
        "  [2/9] Compiling CalcCore\n",
        "  [3/9] Compiling TextUI\n",
        "  [5/9] Compiling check_01\n",
        "  [6/9] Linking check-01\n",
        "  Build of product 'check-01' complete! (63.2s)\n",
      ])
  }

  @Test("A build of one exercise and its check shows nothing")
  func ownBuild() {
    let progress = BuildProgress()
    let output = [
      "Building for debugging...",
      "[3/7] Compiling Exercise10 SeedViewModel.swift",
      "[5/7] Compiling check_10 main.swift",
      "[6/7] Linking check-10",
      "Build of product 'check-10' complete! (1.6s)",
    ]
    #expect(output.flatMap(progress.shown).isEmpty)
  }

  @Test(
    "Only an exercise's module and its check's are its own",
    arguments: [
      ("Exercise03", false), ("check_03", false), ("Drill11", false), ("check_11", false),
      ("Exercise", true), ("ExerciseChecking", true), ("Drill", true),
      ("CalcCore", true), ("check_", true), ("TextSnapshots", true),
    ])
  func shared(module: String, isShared: Bool) {
    #expect(BuildProgress.isShared(module) == isShared)
  }
}
