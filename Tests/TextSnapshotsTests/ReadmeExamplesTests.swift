import Foundation
import Testing
import TextSnapshots

// The README's examples of value strategies, redactions and inline snapshots, compiled
// and run here so they cannot rot; the README quotes them by marker.

// lesson:readme-values begin
struct Order: Encodable {
  var id: UUID
  var items: [String: Int]
  var placed: Date
}

@Suite("Orders")
struct OrderTests {
  let order = Order(
    id: UUID(), items: ["tea": 2, "cake": 1], placed: Date(timeIntervalSince1970: 0))

  @Test("dumps any value, its dictionary sorted")
  func dump() {
    expectSnapshot(of: order, as: .dump.redacting(.uuids))
  }

  @Test("encodes as JSON, the volatile parts redacted")
  func json() {
    expectSnapshot(of: order, as: .json.redacting(.uuids, .iso8601Dates))
  }
}
// lesson:readme-values end

// lesson:readme-inline begin
@Suite("Inline snapshots")
struct InlineExampleTests {
  @Test("the expected text lives in the test")
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
// lesson:readme-inline end
