import Foundation
import Testing
import TextSnapshots

@testable import CalcCommandLine

// The README's and `Snapshotting`'s Swift examples, compiled and run here so
// they cannot rot; the README quotes them by marker.

// lesson:readme-pullback begin
struct Receipt: Sendable {
  var lines: [String]

  var printed: String { lines.map { $0 + "\n" }.joined() }
}

extension Snapshotting where Value == Receipt, Format == String {
  static var receipt: Self {
    Snapshotting<String, String>.lines.pullback { $0.printed }
  }
}
// lesson:readme-pullback end

// lesson:readme-snapshot begin
@Suite("Receipts")
struct ReceiptTests {
  @Test("shows the running total")
  func showsTotal() {
    let receipt = Receipt(lines: ["1 + 2 + 3", "Сумма чисел: 6"])
    expectSnapshot(of: receipt, as: .receipt)
  }
}
// lesson:readme-snapshot end

@Suite("Examples in the docs")
struct DocExampleTests {
  @Test("the doc comment of Snapshotting shows the pullback example that compiles here")
  func snapshottingDoc() throws {
    let root = try packageRoot()
    let source = try String(
      contentsOf: root.appendingPathComponent("Sources/TextSnapshots/Snapshotting.swift"),
      encoding: .utf8)
    let example = try String(
      contentsOf: root.appendingPathComponent(
        "Tests/CalcCommandLineTests/ReadmeExamplesTests.swift"),
      encoding: .utf8)
    let comment = MarkdownDocument.lines(of: source).map(\.trimmedLine)
      .filter { $0.hasPrefix("///") }
      .map(Self.uncommented)
    let start = try #require(comment.firstIndex(of: "```swift"))
    let end = try #require(comment[(start + 1)...].firstIndex(of: "```"))
    let expected = try SourceSlice.marked("readme-pullback", in: example).get()
    #expect(Array(comment[(start + 1)..<end]) == expected)
  }

  /// A doc comment line without its `///` and the one space after it.
  static func uncommented(_ line: String) -> String {
    let text = line.dropFirst(3)
    return String(text.hasPrefix(" ") ? text.dropFirst() : text)
  }
}
