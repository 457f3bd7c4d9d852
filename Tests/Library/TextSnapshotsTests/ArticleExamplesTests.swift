import Foundation
import InlineTextSnapshots
import Testing
import TextSnapshots

// The examples of the "Writing snapshot tests" article (a snapshot test, a strategy made with
// pullback, value strategies, redactions and inline snapshots) and `Snapshotting`'s, compiled
// and run here so they cannot rot; the article quotes them by name or marker, `LessonsTests`
// holds each of its blocks to its code here, and the doc-example check in
// `LessonCheckingTests` holds `Snapshotting`'s doc comment equal to its `doc-` slice.

// lesson:writing-pullback begin
// lesson:doc-snapshotting begin
struct Receipt: Sendable {
  var lines: [String]

  var printed: String { lines.map { $0 + "\n" }.joined() }
}

extension Snapshotting where Value == Receipt, Format == String {
  static var receipt: Self {
    Snapshotting<String, String>.lines.pullback { $0.printed }
  }
}
// lesson:doc-snapshotting end
// lesson:writing-pullback end

@Suite("Receipts")
struct ReceiptTests {
  // lesson:doc-expect-snapshot begin
  @Test("Shows the running total")
  func showsTotal() {
    let receipt = Receipt(lines: ["1 + 2 + 3", "Сумма чисел: 6"])
    expectSnapshot(of: receipt, as: .receipt)
  }
  // lesson:doc-expect-snapshot end
}

// lesson:writing-values begin
struct Order: Encodable {
  var id: UUID
  var items: [String: Int]
  var placed: Date
}

@Suite("Orders")
struct OrderTests {
  let order = Order(
    id: UUID(), items: ["tea": 2, "cake": 1], placed: Date(timeIntervalSince1970: 0))

  @Test("Dumps any value, its dictionary sorted")
  func dump() {
    // lesson:doc-dump begin
    expectSnapshot(of: order, as: .dump.redacting(.uuids))
    // lesson:doc-dump end
  }

  @Test("Encodes as JSON, the volatile parts redacted")
  func json() {
    expectSnapshot(of: order, as: .json.redacting(.uuids, .iso8601Dates))
  }
}
// lesson:writing-values end

@Suite("Inline snapshots")
struct InlineExampleTests {
  @Test("The expected text lives in the test")
  func total() {
    expectInlineSnapshot(of: ["1 + 2", "= 3"], as: .dump) {
      """
      [
        "1 + 2",
        "= 3",
      ]

      """
    }
  }
}
