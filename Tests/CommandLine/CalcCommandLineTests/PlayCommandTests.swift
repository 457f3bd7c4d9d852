import Foundation
import ProcessRunner
import TestSupport
import Testing

@testable import CalcCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command a pane runs: play under a time limit, printing its process id
/// first, then whether the terminal settings after it equal those before it.
func playCommand(
  _ options: String, environment: String = "NO_COLOR=1", limit: String = "20",
  redirect: String = ""
) -> String {
  let binary = calcRenderPath ?? "calc-render"
  return TmuxSession.reportingRestore(
    "\(environment) timeout --foreground \(limit) "
      + "sh -c 'echo \"pid=$$\"; exec \"$0\" play \"$@\" \(redirect)' '\(binary)' \(options)")
}

/// The words of `stty -a` that say whether the terminal reads lines and echoes them.
private func lineMode(_ settings: String) -> [String] {
  settings.split(whereSeparator: \.isWhitespace).map(String.init)
    .filter { ["icanon", "-icanon", "echo", "-echo"].contains($0) }
}

@Suite(
  "calc-render play, driven in tmux", .endToEnd,
  .enabled(if: TmuxSession.tmux != nil, "tmux is not installed; .ci/run installs it"),
  .enabled(if: calcRenderPath != nil, "calc-render is not built"),
  .serialized,
  // A backstop for the one step without a deadline, opening the pane's FIFO.
  .backstopTimeLimit)
struct PlayCommandTests {
  @Test("Switches on, adds, resets, and puts the terminal back on q")
  func playsARound() throws {
    let pane = try TmuxSession(
      command: playCommand("--load-time 300ms --calc-time 300ms --width 40"))
    try pane.wait(for: "Пожалуйста, подождите, калькулятор")
    try pane.wait(for: "Введите числа")
    try pane.send("1")
    try pane.send("2")
    try pane.wait(for: "1 + 2")
    try pane.send("Enter")
    try pane.wait(for: "Сумма чисел: 3")
    try pane.send("7")
    try pane.wait(for: "|                  7                   |")
    try pane.send("c")
    try pane.wait(for: "Введите числа")
    try pane.send("q")
    try pane.wait(for: "exit=0 restored=yes")
  }

  @Test("Reads arrows, Delete, Home and F-keys whole, and ignores them")
  func escapeSequences() throws {
    let pane = try TmuxSession(command: playCommand("--load-time 0s --locale en"))
    try pane.wait(for: "Enter numbers")
    try pane.send("1")
    try pane.wait(for: "|                  1                   |")
    try pane.send("Right", "DC", "Home", "F5", "F1", "Up", "2")
    try pane.wait(for: "1 + 2")
    try pane.send("q")
    try pane.wait(for: "exit=0 restored=yes")
    #expect(!pane.transcript.contains("1 + 3"), "Delete did not tap 3")
    #expect(!pane.transcript.contains("1 + 5"), "F5 did not tap 5")
  }

  @Test("Ctrl-C quits and puts the terminal back")
  func controlC() throws {
    let pane = try TmuxSession(command: playCommand("--load-time 0s"))
    try pane.wait(for: "Введите числа")
    try pane.send("C-c")
    try pane.wait(for: "exit=0 restored=yes")
  }

  @Test(
    "A signal that ends play leaves the alternate screen, shows the cursor, restores the settings",
    arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2])
  func stopSignal(number: Int32) throws {
    let pane = try TmuxSession(command: playCommand("--load-time 60s"))
    let pid = try #require(pid_t(try pane.line(after: "pid=")))
    try pane.wait(for: "Пожалуйста")
    #expect(kill(pid, number) == 0)
    try pane.wait(for: ScreenPainter.leave)
    try pane.wait(for: "exit=\(128 + number) restored=yes")
  }

  @Test("SIGPIPE is ignored: a closed output is found by the write that fails, and play goes on")
  func pipeSignal() throws {
    let pane = try TmuxSession(command: playCommand("--load-time 0s --locale en"))
    let pid = try #require(pid_t(try pane.line(after: "pid=")))
    try pane.wait(for: "Enter numbers")
    #expect(kill(pid, SIGPIPE) == 0)
    try pane.send("5")
    try pane.wait(for: "|                  5                   |")
    try pane.send("q")
    try pane.wait(for: "exit=0 restored=yes")
  }

  @Test("An output that cannot be written ends play with 74 and puts the terminal back")
  func outputFails() throws {
    let pane = try TmuxSession(command: playCommand("--load-time 60s", redirect: ">/dev/full"))
    try pane.wait(for: "exit=74 restored=yes")
  }

  @Test(
    "A stop gives the terminal back to the shell, and continuing takes it again",
    arguments: ["SIGTSTP", "Ctrl-Z"])
  func suspendAndContinue(how: String) throws {
    let pane = try TmuxSession(command: playCommand("--load-time 0s --locale en"))
    let pid = try #require(pid_t(try pane.line(after: "pid=")))
    try pane.wait(for: "Enter numbers")
    #expect(lineMode(try pane.terminalSettings()) == ["-icanon", "-echo"])

    if how == "Ctrl-Z" {
      try pane.send("C-z")
    } else {
      #expect(kill(pid, SIGTSTP) == 0)
    }
    try pane.wait(for: ScreenPainter.leave)
    #expect(lineMode(try pane.terminalSettings()) == ["icanon", "echo"])

    #expect(kill(pid, SIGCONT) == 0)
    try pane.wait(for: ScreenPainter.enter)
    try pane.wait(for: "Enter numbers")
    #expect(lineMode(try pane.terminalSettings()) == ["-icanon", "-echo"])
    try pane.send("6")
    try pane.wait(for: "|                  6                   |")
    try pane.send("C-c")
    try pane.wait(for: "exit=0 restored=yes")
  }

  @Test("Draws again at the new size when the window is resized")
  func resized() throws {
    let pane = try TmuxSession(command: playCommand("--load-time 0s --locale en"))
    try pane.wait(for: "Enter numbers")
    try pane.resize(columns: 30)
    try pane.wait(for: "+" + String(repeating: "-", count: 28) + "+")
    try pane.resize(columns: 70)
    try pane.wait(for: "+" + String(repeating: "-", count: 38) + "+")
    try pane.send("q")
    try pane.wait(for: "exit=0 restored=yes")
  }

  @Test("Colours the border on a terminal, and not when NO_COLOR is set")
  func colour() throws {
    let coloured = try TmuxSession(
      command: playCommand("--load-time 0s", environment: "env -u NO_COLOR"))
    try coloured.wait(for: "\u{1B}[36m+---")
    try coloured.send("q")
    try coloured.wait(for: "exit=0")

    let plain = try TmuxSession(command: playCommand("--load-time 0s"))
    try plain.wait(for: "Введите числа")
    try plain.send("q")
    try plain.wait(for: "exit=0")
    #expect(!plain.transcript.contains("\u{1B}[36m"))
  }

  @Test("A wait for text that never comes fails as soon as the program ends, with the screen")
  func waitFailsFast() throws {
    let pane = try TmuxSession(command: playCommand("--load-time 0s --locale en", limit: "1"))
    try pane.wait(for: "Enter numbers")
    let error = #expect(throws: TmuxError.self) { try pane.wait(for: "never shown") }
    #expect(error?.description.contains("'never shown' did not appear") == true)
    #expect(error?.description.contains("exit=124 restored=yes") == true)
  }
}

@Suite("calc-render play without a terminal", .enabled(if: calcRenderPath != nil, "not built"))
struct PlayWithoutTerminalTests {
  @Test("Says it needs a terminal and exits 64")
  func noTerminal() throws {
    let result = try BuiltProduct.run(try #require(calcRenderPath), ["play"])
    #expect(
      result
        == RunResult(
          status: .usage, stdout: "",
          stderr: "Error: 'play' needs a terminal on standard input; to run steps "
            + "without one, use '--events'\nUsage: calc-render play [<options>]\n"))
  }
}
