import Testing

@testable import CalcExercises

@Suite("Parsing an exercises command line")
struct ExercisesRequestTests {
  @Test(
    "Each command and its number",
    arguments: [
      (["exercises"], ExercisesRequest.list),
      (["check"], .check(nil)),
      (["check", "3"], .check(3)),
      (["hint", "10"], .hint(10)),
      (["watch"], .watch(nil)),
      (["reset", "2"], .reset(2, yes: false)),
      (["reset", "2", "--yes"], .reset(2, yes: true)),
      (["reset", "-y"], .reset(nil, yes: true)),
      (["check", "--help"], .help),
      (["exercises", "-h"], .help),
    ])
  func parses(arguments: [String], expected: ExercisesRequest) throws {
    #expect(try ExercisesRequest(arguments) == expected)
  }

  @Test(
    "Bad input names the word and what is expected",
    arguments: [
      (["check", "x"], ExerciseError.notANumber("x", command: "check")),
      (["check", "0"], .notANumber("0", command: "check")),
      (["check", "--fast"], .unexpectedArgument("--fast", command: "check")),
      (["check", "1", "2"], .unexpectedArgument("2", command: "check")),
      (["hint", "--yes"], .unexpectedArgument("--yes", command: "hint")),
      (["exercises", "3"], .unexpectedArgument("3", command: "exercises")),
    ])
  func rejects(arguments: [String], expected: ExerciseError) {
    #expect(throws: expected) { try ExercisesRequest(arguments) }
  }
}
