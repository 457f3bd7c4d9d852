import CalcCommandLine
import Testing

/// `calc-render` hands the exercises' words to the exercises command, help and bad input included.
@Suite("calc-render routes exercises, check, hint, watch and reset")
@MainActor
struct CalcRenderExercisesTests {
  @Test(
    "Each exercises word answers --help with the exercises usage",
    arguments: [
      "exercises", "check", "hint", "watch", "reset",
    ])
  func help(word: String) async {
    let captured = CapturedIO()
    #expect(await CalcRender.run([word, "--help"], io: captured.io) == 0)
    #expect(captured.stdout.contains("USAGE: calc-render \(word)"))
    #expect(captured.stdout.contains("Lessons/Exercises/Sources/ExerciseNN"))
  }

  @Test("Bad input to check is one line on standard error, with status 64")
  func badInput() async {
    let captured = CapturedIO()
    #expect(await CalcRender.run(["check", "three"], io: captured.io) == 64)
    #expect(
      captured.stderr
        == "Error: 'three' is not an exercise number; expected 'calc-render check N' with N such as 3\n"
    )
  }
}
