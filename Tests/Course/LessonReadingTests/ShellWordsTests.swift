import Testing

@testable import LessonReading

@Suite("Shell words")
struct ShellWordsTests {
  @Test(
    "Splits command lines with single and double quotes",
    arguments: [
      ("--numbers 1,2  --width 30", ["--numbers", "1,2", "--width", "30"]),
      ("--result 'Сумма чисел: 3'", ["--result", "Сумма чисел: 3"]),
      (#"--result "say \"hi\"" ''"#, ["--result", #"say "hi""#, ""]),
      ("a'b c'd", ["ab cd"]),
    ])
  func shellWords(line: String, words: [String]) {
    #expect(ShellWords.split(line) == words)
  }

  @Test("An unclosed quote splits into nothing")
  func unclosedQuote() {
    #expect(ShellWords.split("--result 'open") == nil)
  }
}
