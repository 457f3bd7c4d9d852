import Foundation
import Testing

@testable import TextSnapshots

@Suite("Value dumps")
struct ValueDumpTests {
  struct Point: Equatable {
    var x: Int
    var label: String?
  }

  enum Shape {
    case empty
    case circle(radius: Double)
    case line(Point, Point)
  }

  final class Node {
    var name: String
    var next: Node?

    init(name: String) { self.name = name }
  }

  @Test("A struct prints one labelled property a line, optionals unwrapped or nil")
  func structDump() {
    #expect(
      ValueDump.text(of: Point(x: 1, label: "a\"b")) == """
        Point(
          x: 1,
          label: "a\\"b",
        )

        """)
    #expect(ValueDump.text(of: Point(x: 2, label: nil)).contains("label: nil,"))
  }

  @Test(
    "Enums print their case and associated values",
    arguments: [
      (Shape.empty, ".empty\n"),
      (Shape.circle(radius: 2), ".circle(\n  radius: 2.0,\n)\n"),
    ])
  func enumDump(shape: Shape, expected: String) {
    #expect(ValueDump.text(of: shape) == expected)
  }

  @Test("Unlabelled associated values print without labels")
  func unlabelledPayload() {
    let text = ValueDump.text(of: Shape.line(Point(x: 0), Point(x: 1)))
    #expect(text.hasPrefix(".line(\n  Point(\n    x: 0,\n"))
  }

  @Test("Dictionaries and sets are sorted, so hashing never changes the text")
  func sortedCollections() {
    let dictionary = ["b": 2, "a": 1, "c": 3]
    #expect(ValueDump.text(of: dictionary) == "[\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3,\n]\n")
    #expect(ValueDump.text(of: Set([3, 1, 2])) == "Set([\n  1,\n  2,\n  3,\n])\n")
    #expect(ValueDump.text(of: [String: Int]()) == "[:]\n")
    #expect(ValueDump.text(of: [Int]()) == "[]\n")
  }

  @Test("A class met again inside itself is marked as a cycle")
  func cycle() {
    let first = Node(name: "first")
    let second = Node(name: "second")
    first.next = second
    second.next = first
    #expect(
      ValueDump.text(of: first) == """
        Node#1(
          name: "first",
          next: Node#2(
            name: "second",
            next: Node#1 (cycle),
          ),
        )

        """)
    second.next = nil
    first.next = nil
  }

  @Test("UUIDs, dates and URLs print as their text, so redactions can find them")
  func foundationLeaves() throws {
    let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    let url = try #require(URL(string: "https://example.com/a"))
    let values: [Any] = [uuid, Date(timeIntervalSince1970: 0), url]
    #expect(
      ValueDump.text(of: values) == """
        [
          E621E1F8-C36C-495A-93FC-0C247A3E6E5F,
          1970-01-01T00:00:00Z,
          "https://example.com/a",
        ]

        """)
  }

  // lesson:doc-custom-snapshot-reflectable begin
  struct Session: CustomSnapshotReflectable {
    var user: String
    var token: String

    var customSnapshotMirror: Mirror {
      Mirror(self, children: ["user": user, "token": "[hidden]"], displayStyle: .struct)
    }
  }
  // lesson:doc-custom-snapshot-reflectable end

  /// A secret that shows nothing of itself.
  struct Secret: CustomSnapshotReflectable {
    var value: String

    var customSnapshotMirror: Mirror { Mirror(self, children: [:]) }
  }

  @Test("A type that chooses its snapshot mirror is dumped through it, its token hidden")
  func customMirror() {
    let text = ValueDump.text(of: [Session(user: "ada", token: "s3cr3t")])
    #expect(text == "[\n  Session(\n    user: \"ada\",\n    token: \"[hidden]\",\n  ),\n]\n")
    #expect(!text.contains("s3cr3t"))
  }

  @Test("A chosen mirror without children prints the type alone, never the value's description")
  func emptyCustomMirror() {
    #expect(ValueDump.text(of: Secret(value: "s3cr3t")) == "Secret()\n")
  }

  @Test("Tuples print labels where they have them")
  func tuple() {
    let value: (Int, name: String) = (1, "x")
    #expect(ValueDump.text(of: value) == "(\n  1,\n  name: \"x\",\n)\n")
  }
}
