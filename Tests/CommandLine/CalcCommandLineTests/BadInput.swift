import CommandLineSupport
import Foundation
import Testing

/// One bad input given to the built `calc-render`, and exactly what it must answer.
///
/// The "Bad input" article (`Sources/CommandLine/CalcCommandLine/CalcCommandLine.docc/BadInput.md`)
/// lists the same cases.
struct BadInput: Sendable, CustomTestStringConvertible {
  /// What the case tries, as the article's table names it.
  let name: String
  /// The command line.
  let arguments: [String]
  /// Files to create in the folder the command runs in; `nil` contents make a folder.
  var files: [String: Data?] = [:]
  /// Standard input.
  var input = Data()
  /// The exit status.
  let status: ExitCode
  /// Standard error, exactly.
  let stderr: String

  var testDescription: String { name }

  static let intRange = "\(Int.min) to \(Int.max)"
  static let tooBig = "99999999999999999999"

  static let arguments: [BadInput] = [
    usage("unknown option", ["--bogus"], "Unknown option '--bogus'"),
    usage(
      "misspelt option", ["--widht", "30"],
      "Unknown option '--widht'. Did you mean '--width'?"),
    usage("missing value", ["--width"], "Missing value for '--width N'"),
    usage(
      "value is an option", ["--numbers", "--calculating"],
      "Missing value for '--numbers LIST'"),
    usage(
      "width not a number", ["--width", "abc"],
      "Invalid value 'abc' for '--width': expected a whole number from 24 to 200"),
    usage(
      "width too small", ["--width", "10"],
      "Invalid value '10' for '--width': expected a whole number from 24 to 200"),
    usage(
      "width huge", ["--width", tooBig],
      "Invalid value '\(tooBig)' for '--width': expected a whole number from 24 to 200"),
    usage(
      "width negative", ["--width=-40"],
      "Invalid value '-40' for '--width': expected a whole number from 24 to 200"),
    usage(
      "bad layout", ["--layout", "grd"],
      "Invalid value 'grd' for '--layout': expected one of grid, seed"),
    usage(
      "bad style", ["--style", "fancy"],
      "Invalid value 'fancy' for '--style': expected one of ascii, unicode"),
    usage(
      "bad locale", ["--locale", "de"], "Invalid value 'de' for '--locale': expected one of ru, en"),
    usage(
      "number not a number", ["--numbers", "1,x"],
      "Invalid value for '--numbers': item 2 'x' is not a whole number; expected whole "
        + "numbers from \(intRange), comma-separated, like 1,2,3"),
    usage(
      "number left out", ["--numbers", "1,,x"],
      "Invalid value for '--numbers': item 2 of '1,,x' is empty; expected whole numbers from "
        + "\(intRange), comma-separated, like 1,2,3"),
    usage(
      "number outside Int", ["--numbers", "1,\(tooBig)"],
      "Invalid value for '--numbers': item 2 '\(tooBig)' is outside Int; expected whole "
        + "numbers from \(intRange), comma-separated, like 1,2,3"),
    usage(
      "--flag=value on a flag", ["--loading=yes"],
      "Option '--loading' takes no value, but was given 'yes'"),
    usage("--help=value", ["--help=1"], "Option '--help' takes no value, but was given '1'"),
    usage("stray word", ["extra"], "Unknown subcommand 'extra'"),
    usage(
      "a subcommand after options", ["--width", "30", "play"],
      "Subcommand 'play' must come first, before any option"),
    usage(
      "control characters in a value", ["--layout", "a\u{1B}[31m"],
      "Invalid value 'a\\u{1B}[31m' for '--layout': expected one of grid, seed"),
  ]

  static let steps =
    "expected a digit 0-9, submit, reset, appear, disappear, replace, or wait [DURATION]"
  static let durations =
    "expected whole or decimal seconds like 3s or 1.5s, or milliseconds like 500ms, up to 86400s"

  /// Event scripts, scenarios and commands.
  static let scripts: [BadInput] = [
    usage(
      "misspelt step", ["--events", "1 2 sumbit"],
      "Invalid value for '--events': step 3 'sumbit' is not a step (did you mean 'submit'?); "
        + steps),
    usage(
      "not a digit", ["--events", "12"],
      "Invalid value for '--events': step 1 '12' is not a step; "
        + steps),
    usage(
      "wait without a unit", ["--events", "wait 3"],
      "Invalid value for '--events': step 1 'wait 3' has an invalid duration; " + durations),
    usage(
      "wait too long", ["--events", "1 wait 86401s"],
      "Invalid value for '--events': step 2 'wait 86401s' has an invalid duration; " + durations),
    usage(
      "control character in a step", ["--events", "1 \u{1B}[2J"],
      "Invalid value for '--events': step 2 '\\u{1B}[2J' is not a step; " + steps),
    usage(
      "events and a scenario", ["--events", "1", "--scenario", "entry"],
      "Options '--events' and '--scenario' cannot be used together"),
    usage(
      "unknown scenario", ["--scenario", "resett"],
      "Unknown scenario 'resett'. Did you mean 'reset'? See 'calc-render --list-scenarios'"),
    usage(
      "storyboard alone", ["--storyboard"], "Option '--storyboard' needs --events or --scenario"),
    usage(
      "bad format", ["--format", "xml"],
      "Invalid value 'xml' for '--format': expected one of screen, json"),
    usage(
      "misspelt command", ["lesons"],
      "Unknown subcommand 'lesons'. Did you mean 'lessons'?"),
    usage(
      "a lesson that does not exist", ["lesson", "tsak"],
      "No lesson 'tsak'. Did you mean 'task'? Expected a number from 0 to 11 or a name: roles, "
        + "naming, guard, reduce, observation, isolation, state, task, grid, time, snapshots, "
        + "proofs",
      usage: "calc-render lesson [<options>] [LESSON]"),
    usage(
      "a word for an exercise's number", ["check", "x"],
      "Invalid value 'x' for 'N': expected an exercise's number, as 'calc-render exercises' "
        + "lists it", usage: "calc-render check [N]"),
    usage(
      "reset without a terminal to ask on", ["reset", "1"],
      "Reset asks before it overwrites your work, and there is no terminal to ask on; pass "
        + "--yes to reset exercise 1 without asking", usage: "calc-render reset [<options>] [N]"),
    usage(
      "play without a terminal", ["play"],
      "'play' needs a terminal on standard input; to run steps without one, use '--events'",
      usage: playUsage),
    usage(
      "play with a bad time", ["play", "--calc-time", "soon"],
      "Invalid value 'soon' for '--calc-time': expected a duration like 3s, 1.5s or 500ms, "
        + "up to 86400s", usage: playUsage),
  ]

  static let stateFiles: [BadInput] = [
    state(
      "empty state file", Data(),
      "s.json:1:1: invalid JSON: unexpected end of input, expected a value"),
    state(
      "binary state file", Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]),
      "s.json is not UTF-8 text: expected a JSON state"),
    state(
      "invalid UTF-8 in a string", Data([0x7B, 0x22, 0x72, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22]),
      "s.json is not UTF-8 text: expected a JSON state"),
    state(
      "deep nesting", Data((String(repeating: "[", count: 100_000)).utf8),
      "s.json:1:65: invalid JSON: nesting deeper than 64 levels"),
    state(
      "unknown field", Data(#"{"numbrs": [1]}"#.utf8),
      "s.json: unknown field 'numbrs'. Did you mean 'numbers'? Expected one of "
        + "isLoadingOnStart, numbers, result, isCalculating"),
    state(
      "wrong type", Data(#"{"numbers": "1,2"}"#.utf8),
      "s.json: field numbers: expected an array of whole numbers, got a string"),
    state(
      "number outside Int", Data(#"{"numbers": [\#(tooBig)]}"#.utf8),
      "s.json: field numbers[0]: \(tooBig) is outside Int (\(intRange))"),
    state(
      "fraction", Data(#"{"numbers": [1.5]}"#.utf8),
      "s.json: field numbers[0]: expected a whole number, got 1.5"),
    state(
      "trailing garbage", Data(#"{} x"#.utf8),
      "s.json:1:4: invalid JSON: unexpected 'x' after the value"),
    state(
      "not an object", Data("[1]".utf8), "s.json: expected an object, got an array"),
    BadInput(
      name: "state file is a folder", arguments: ["--state", "s.json"], files: ["s.json": nil],
      status: .noInput, stderr: "Error: Cannot read 's.json': it is a folder, expected a file\n"),
    BadInput(
      name: "state file missing", arguments: ["--state", "s.json"], status: .noInput,
      stderr: "Error: Cannot read 's.json': no such file\n"),
    state(
      "U+0085 where a field name belongs", Data("{\u{85}}".utf8),
      "s.json:1:2: invalid JSON: unexpected character U+0085, expected a field name in quotes"),
    state(
      "a state larger than 1 MiB", Data(repeating: 0x20, count: (1 << 20) + 1),
      "s.json is larger than 1 MiB: expected a JSON state of at most 1048576 bytes"),
    BadInput(
      name: "/dev/null as the state", arguments: ["--state", "/dev/null"], status: .noInput,
      stderr: "Error: Cannot read '/dev/null': it is a device, expected a file\n"),
    BadInput(
      name: "empty stdin", arguments: ["--state", "-"], status: .data,
      stderr: "Error: stdin:1:1: invalid JSON: unexpected end of input, expected a value\n"),
  ]

  /// The usage line of `calc-render` itself.
  static let toolUsage = "calc-render [<options>] [<subcommand>]"
  /// The usage line of `calc-render play`.
  static let playUsage = "calc-render play [<options>]"

  static func usage(
    _ name: String, _ arguments: [String], _ message: String, usage: String = toolUsage
  ) -> BadInput {
    BadInput(
      name: name, arguments: arguments, status: .usage,
      stderr: "Error: \(message)\nUsage: \(usage)\n")
  }

  static func state(_ name: String, _ contents: Data, _ message: String) -> BadInput {
    BadInput(
      name: name, arguments: ["--state", "s.json"], files: ["s.json": contents], status: .data,
      stderr: "Error: \(message)\n")
  }
}
