import Testing

@testable import CalcCommandLine

@Suite("Argument parser")
struct ArgumentParserTests {
  let parser = ArgumentParser(options: [
    .value("--width", "N", ""), .value("--state", "FILE", ""), .flag("--loading", ""),
    .flag("-h", ""),
  ])

  @Test(
    "accepts values after a space or an equals sign",
    arguments: [["--width", "30"], ["--width=30"], ["--width", "10", "--width=30"]])
  func values(arguments: [String]) throws {
    #expect(try parser.parse(arguments).values == ["--width": "30"])
  }

  @Test("reads flags, words, a lone dash and everything after --")
  func flagsAndWords() throws {
    let parsed = try parser.parse(["play", "--loading", "--state", "-", "-h", "--", "--width"])
    #expect(parsed.flags == ["--loading", "-h"])
    #expect(parsed.values == ["--state": "-"])
    #expect(parsed.positionals == ["play", "--width"])
  }

  @Test("takes a value that looks like a negative number or an empty string")
  func unusualValues() throws {
    #expect(try parser.parse(["--width", "-5"]).values == ["--width": "-5"])
    #expect(try parser.parse(["--width="]).values == ["--width": ""])
  }

  @Test(
    "rejects what it does not understand",
    arguments: [
      (["--widht", "3"], CommandLineError.unknownOption("--widht", suggestion: "--width")),
      (["--colour"], .unknownOption("--colour", suggestion: nil)),
      (["-w"], .unknownOption("-w", suggestion: "-h")),
      (["--zzzzzzzz"], .unknownOption("--zzzzzzzz", suggestion: nil)),
      (["--width"], .missingValue(option: "--width", expected: "N")),
      (["--state", "--loading"], .missingValue(option: "--state", expected: "FILE")),
      (["--loading=yes"], .flagWithValue(option: "--loading", value: "yes")),
    ])
  func rejects(arguments: [String], error: CommandLineError) {
    #expect(throws: error) { try parser.parse(arguments) }
  }
}
