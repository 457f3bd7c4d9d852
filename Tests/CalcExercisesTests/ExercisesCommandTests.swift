import Foundation
import Testing

@testable import CalcExercises

@Suite("The exercises command's entry point")
@MainActor
struct ExercisesCommandTests {
  @Test("--help prints the usage of all five commands and succeeds")
  func help() async {
    let console = CapturedConsole()
    #expect(await ExercisesCommand.run(["watch", "--help"], console: console.console) == 0)
    #expect(console.stdout == CheckText.usage)
  }

  @Test("Bad input is one line on standard error, with a usage exit status")
  func badInput() async {
    let console = CapturedConsole()
    #expect(await ExercisesCommand.run(["check", "x"], console: console.console) == 64)
    #expect(
      console.stderr
        == "Error: 'x' is not an exercise number; expected 'calc-render check N' with N such as 3\n"
    )
    #expect(console.stdout.isEmpty)
  }

  @Test("Outside the kit, the command says where it looked, with status 66")
  func notFound() async throws {
    let console = CapturedConsole()
    let status = await ExercisesCommand.run(
      ["exercises"], console: console.console, starts: [URL(fileURLWithPath: "/")]
    ) { folder in ExercisesSession(folder: folder, console: console.console) }
    #expect(status == 66)
    #expect(
      console.stderr.hasPrefix("Error: Cannot find Lessons/Exercises/exercises.json in /"))
  }
}
