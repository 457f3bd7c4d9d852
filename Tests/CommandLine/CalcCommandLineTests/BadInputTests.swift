import Foundation
import ProcessRunner
import TestSupport
import Testing
import TextWidth

/// Every bad input in the "Bad input" article's tables, given to the built `calc-render`.
///
/// The article is `Sources/CommandLine/CalcCommandLine/CalcCommandLine.docc/BadInput.md`.
@Suite(
  "calc-render with bad input", .endToEnd,
  .enabled(if: calcRenderPath != nil, "calc-render is not built"))
struct BadInputTests {
  /// Runs the binary in a fresh folder holding `files`.
  func run(_ arguments: [String], files: [String: Data?] = [:], input: Data = Data()) throws
    -> RunResult
  {
    let folder = try TemporaryFolder("calc-render-bad-input")
    defer { folder.remove() }
    for (name, contents) in files {
      if let contents {
        try contents.write(to: folder.url(name))
      } else {
        try folder.makeFolder(name)
      }
    }
    return try BuiltProduct.run(
      try #require(calcRenderPath), arguments, input: input, in: folder.url)
  }

  @Test(
    "Answers with one line on stderr, its exit status and no output",
    arguments: BadInput.arguments + BadInput.scripts + BadInput.stateFiles)
  func rejects(_ bad: BadInput) throws {
    let result = try run(bad.arguments, files: bad.files, input: bad.input)
    #expect(result.stderr == bad.stderr)
    #expect(result.status == bad.status)
    #expect(result.stdout == "")
  }

  @Test(
    "Is a row of the Bad input article, by its message or by its input",
    arguments: BadInput.arguments + BadInput.scripts + BadInput.stateFiles)
  func documented(_ bad: BadInput) throws {
    let article = try String(
      contentsOf: try TestPackage.root().appendingPathComponent(
        "Sources/CommandLine/CalcCommandLine/CalcCommandLine.docc/BadInput.md"),
      encoding: .utf8)
    let message = bad.stderr.prefix { $0 != "\n" }.dropFirst("Error: ".count)
    let input = bad.arguments.map(Self.asTyped).joined(separator: " ")
    #expect(
      article.contains("`\(message)`") || article.contains("`\(input)`"),
      "BadInput.md has no row for \(bad.name): neither `\(message)` nor `\(input)`")
  }

  /// An argument as the article writes it, typed in a shell: `"1 2"`, `$'\e[2J'`.
  static func asTyped(_ argument: String) -> String {
    if argument.unicodeScalars.contains(where: { $0 == "\u{1B}" }) {
      return "$'" + argument.replacingOccurrences(of: "\u{1B}", with: "\\e") + "'"
    }
    return argument.contains(" ") ? "\"\(argument)\"" : argument
  }

  @Test("Reads a state file with CRLF line endings like one with LF")
  func crlf() throws {
    let lines = ["{", #""isLoadingOnStart": false,"#, #""numbers": [1, 2]"#, "}", ""]
    let lf = try run(
      ["--state", "s.json"], files: ["s.json": Data(lines.joined(separator: "\n").utf8)])
    let crlf = try run(
      ["--state", "s.json"], files: ["s.json": Data(lines.joined(separator: "\r\n").utf8)])
    #expect(crlf == lf)
    #expect(crlf.status == .success)
  }

  @Test(
    "Says permission denied for a file it may not read",
    .enabled(if: getuid() != 0, "root reads every file"))
  func unreadable() throws {
    let folder = try TemporaryFolder("calc-render-unreadable")
    defer { folder.remove() }
    try folder.write("{}", to: "s.json")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0], ofItemAtPath: folder.path("s.json"))
    let result = try BuiltProduct.run(
      try #require(calcRenderPath), ["--state", "s.json"], in: folder.url)
    #expect(result.stderr == "Error: Cannot read 's.json': permission denied\n")
    #expect(result.status == .noInput)
  }

  @Test("Escapes DEL, C1 and format characters in --format json, as the state reader reads them")
  func jsonEscapes() throws {
    let result = try run(["--result", "a\u{7F}\u{9B}\u{202E}", "--format", "json"])
    #expect(result.status == .success)
    #expect(result.stdout.contains(#""result":"a\u007F\u009B\u202E""#))
  }

  @Test(
    "Draws extreme but valid input, every line as wide as the screen",
    arguments: [
      ["--numbers", "\(Int.max),\(Int.min),0"],
      ["--numbers", Array(repeating: "9", count: 2_000).joined(separator: ",")],
      ["--result", String(repeating: "中😀e\u{301}\t", count: 300), "--width", "24"],
      ["--result", "", "--width", "200", "--style", "unicode"],
    ])
  func extremes(_ arguments: [String]) throws {
    let result = try run(arguments)
    #expect(result.status == .success)
    #expect(result.stderr == "")
    let widths = Set(result.stdout.split(separator: "\n").map(TerminalWidth.columns))
    #expect(widths.count == 1)
  }
}
