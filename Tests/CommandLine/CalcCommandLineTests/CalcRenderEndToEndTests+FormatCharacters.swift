import Foundation
import TestSupport
import Testing

extension CalcRenderEndToEndTests {
  /// Format characters that join no neighbour, which once trapped a debug build.
  static let standaloneFormats = ["\u{200B}", "\u{202E}", "\u{FEFF}", "\u{00AD}", "\u{E0001}"]

  @Test(
    "A format character from a flag, a state or a JSON storyboard is shown, not a crash",
    arguments: standaloneFormats)
  func formatCharacters(format: String) throws {
    let shown = "a\u{FFFD}b"
    let flag = try run(["--result", "a" + format + "b"])
    #expect(flag.status == .success)
    #expect(flag.stdout.contains(shown))
    let state = try JSONSerialization.data(
      withJSONObject: ["isLoadingOnStart": false, "result": "a" + format + "b"])
    let fromState = try run(["--state", "-"], input: state)
    #expect(fromState.status == .success)
    #expect(fromState.stdout.contains(shown))
    let json = try run(
      ["--result", "a" + format + "b", "--events", "1", "--storyboard", "--format", "json"])
    #expect(json.status == .success)
    #expect(json.stderr == "")
  }
}
