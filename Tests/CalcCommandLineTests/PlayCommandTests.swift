import Foundation
import ProcessTesting
import Testing

/// The command a pane runs: play under a time limit, then whether the terminal
/// settings after it equal those before it.
func playCommand(_ options: String, environment: String = "NO_COLOR=1", limit: String = "20")
  -> String
{
  let binary = calcRenderPath ?? "calc-render"
  return
    "before=$(stty -g); \(environment) timeout --foreground \(limit) '\(binary)' play \(options); "
    + "status=$?; after=$(stty -g); "
    + "if [ \"$before\" = \"$after\" ]; then same=yes; else same=no; fi; "
    + "echo \"exit=$status restored=$same\"; read done"
}

@Suite(
  "calc-render play, driven in tmux",
  .enabled(if: TmuxSession.tmux != nil, "tmux is not installed; .ci/run installs it"),
  .enabled(if: calcRenderPath != nil, "calc-render is not built"),
  .serialized)
struct PlayCommandTests {
  @Test("switches on, adds, resets, and puts the terminal back on q")
  func playsARound() throws {
    let pane = try TmuxSession(
      command: playCommand("--load-time 300ms --calc-time 300ms --width 40"))
    #expect(pane.wait(for: "Пожалуйста, подождите, калькулятор"))
    #expect(pane.wait(for: "Введите числа"))
    try pane.send("1")
    try pane.send("2")
    #expect(pane.wait(for: "1 + 2"))
    try pane.send("Enter")
    #expect(pane.wait(for: "Сумма чисел: 3"))
    try pane.send("7")
    #expect(pane.wait(for: "|                  7                   |"))
    try pane.send("c")
    #expect(pane.wait(for: "Введите числа"))
    try pane.send("q")
    #expect(pane.wait(for: "exit=0 restored=yes"))
  }

  @Test("ignores taps while calculating and shows the spinner turning")
  func calculating() throws {
    let pane = try TmuxSession(command: playCommand("--load-time 0s --calc-time 1s --locale en"))
    #expect(pane.wait(for: "Enter numbers"))
    try pane.send("4")
    #expect(pane.wait(for: "|                  4                   |"))
    try pane.send("=")
    #expect(pane.wait(for: "|                  /                   |"))
    try pane.send("5")
    try pane.send("c")
    #expect(pane.wait(for: "Sum of numbers: 4"))
    try pane.send("q")
    #expect(pane.wait(for: "exit=0 restored=yes"))
  }

  @Test("Ctrl-C quits and puts the terminal back")
  func controlC() throws {
    let pane = try TmuxSession(command: playCommand("--load-time 0s"))
    #expect(pane.wait(for: "Введите числа"))
    try pane.send("C-c")
    #expect(pane.wait(for: "exit=0 restored=yes"))
  }

  @Test("being stopped with SIGTERM puts the terminal back")
  func terminated() throws {
    let pane = try TmuxSession(
      command: playCommand("--load-time 60s", limit: "--signal=TERM 1"))
    #expect(pane.wait(for: "Пожалуйста"))
    #expect(pane.wait(for: "exit=124 restored=yes"))
  }

  @Test("colours the border on a terminal, and not when NO_COLOR is set")
  func colour() throws {
    let coloured = try TmuxSession(
      command: playCommand("--load-time 0s", environment: "env -u NO_COLOR"))
    #expect(coloured.wait(for: "\u{1B}[36m+---"))
    try coloured.send("q")
    #expect(coloured.wait(for: "exit=0"))

    let plain = try TmuxSession(command: playCommand("--load-time 0s"))
    #expect(plain.wait(for: "Введите числа"))
    try plain.send("q")
    #expect(plain.wait(for: "exit=0"))
    #expect(!plain.transcript.contains("\u{1B}[36m"))
  }
}

@Suite("calc-render play without a terminal", .enabled(if: calcRenderPath != nil, "not built"))
struct PlayWithoutTerminalTests {
  @Test("says it needs a terminal and exits 64")
  func noTerminal() throws {
    let result = try BuiltProduct.run(try #require(calcRenderPath), ["play"])
    #expect(
      result
        == RunResult(
          status: 64, stdout: "",
          stderr: "Error: 'play' needs a terminal on standard input; to run steps "
            + "without one, use '--events'\nUsage: calc-render play [<options>]\n"))
  }
}
