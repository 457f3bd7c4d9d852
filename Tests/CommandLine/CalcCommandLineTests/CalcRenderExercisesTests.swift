import CommandLineSupport
import TestSupport
import Testing

@testable import CalcCommandLine

/// `calc-render`'s exercises commands: what they read from the command line, their help
/// and their usage errors.
@Suite("calc-render exercises, check, hint, watch, reset, solution and quiz")
@MainActor
struct CalcRenderExercisesTests {
  @Test(
    "Each exercises command answers --help with its usage and where the learner works",
    arguments: ["exercises", "check", "hint", "watch", "reset"])
  func help(word: String) async {
    let captured = CapturedConsole()
    #expect(await CalcRender.main([word, "--help"], console: captured.console) == .success)
    #expect(captured.stdout.contains("USAGE: calc-render \(word)"))
    #expect(captured.stdout.contains("Lessons/Exercises/Sources/ExerciseNN"))
  }

  @Test("Each command reads its exercise's number, or none for the first not done")
  func numbers() throws {
    #expect(try CalcRender.Check.parse([]).number == nil)
    #expect(try CalcRender.Check.parse(["3"]).number == 3)
    #expect(try CalcRender.Hint.parse(["10"]).number == 10)
    #expect(try CalcRender.Watch.parse([]).number == nil)
  }

  @Test(
    "quiz and solution answer --help with their usage",
    arguments: [
      ("quiz", "USAGE: calc-render quiz [N]", "one key"),
      ("solution", "USAGE: calc-render solution N", "how many hints are left"),
    ])
  func helpOfNewCommands(word: String, usage: String, says: String) async {
    let captured = CapturedConsole()
    #expect(await CalcRender.main([word, "--help"], console: captured.console) == .success)
    #expect(captured.stdout.contains(usage), "\(captured.stdout)")
    #expect(captured.stdout.contains(says), "\(captured.stdout)")
  }

  @Test("quiz reads a lesson's number or none; solution needs an exercise's number")
  func quizAndSolutionNumbers() throws {
    #expect(try CalcRender.Quiz.parse([]).lesson == nil)
    #expect(try CalcRender.Quiz.parse(["2"]).lesson == 2)
    #expect(try CalcRender.Solution.parse(["1"]).number == 1)
  }

  @Test(
    "reset asks unless --yes or -y is given",
    arguments: [([String](), false), (["2"], false), (["2", "--yes"], true), (["-y"], true)])
  func reset(arguments: [String], skipsQuestion: Bool) throws {
    #expect(try CalcRender.Reset.parse(arguments).skipsQuestion == skipsQuestion)
  }

  @Test(
    "Bad input is one line on standard error, then the command's usage line, with status 64",
    arguments: [
      (
        ["check", "three"],
        "Invalid value 'three' for 'N': expected an exercise's number, as 'calc-render "
          + "exercises' lists it", "calc-render check [N]"
      ),
      (["check", "--fast"], "Unknown option '--fast'", "calc-render check [N]"),
      (["check", "1", "2"], "Unexpected argument '2'", "calc-render check [N]"),
      (["hint", "--yes"], "Unknown option '--yes'", "calc-render hint [N]"),
      (["exercises", "3"], "Unexpected argument '3'", "calc-render exercises"),
      (
        ["quiz", "two"],
        "Invalid value 'two' for 'N': expected a lesson's number, as 'calc-render lessons' "
          + "lists it", "calc-render quiz [N]"
      ),
      (["solution"], "Missing expected argument 'N'", "calc-render solution N"),
      (["solution", "1", "2"], "Unexpected argument '2'", "calc-render solution N"),
      (
        ["reset", "1"],
        "Reset asks before it overwrites your work, and there is no terminal to ask on; "
          + "pass --yes to reset exercise 1 without asking",
        "calc-render reset [<options>] [N]"
      ),
    ])
  func badInput(arguments: [String], message: String, usage: String) async {
    let captured = CapturedConsole()
    #expect(await CalcRender.main(arguments, console: captured.console) == .usage)
    #expect(captured.stderr == "Error: \(message)\nUsage: \(usage)\n")
    #expect(captured.stdout == "")
  }
}
