import TestSupport
import Testing

@testable import TextSnapshots

/// The operations of the table examples.
enum Operation: CaseIterable, Sendable {
  case add, subtract, multiply
}

/// Applies an operation to two numbers.
func apply(_ operation: Operation, to left: Int, and right: Int) -> Int {
  switch operation {
  case .add: left + right
  case .subtract: left - right
  case .multiply: left * right
  }
}

/// The table of `row` over `inputs`, one string each.
private func tableText(_ inputs: [String], _ row: @escaping @Sendable (String) -> String)
  -> String
{
  Snapshotting<[String], String>.table(row).snapshot(inputs)
}

@Suite("Table snapshots")
struct SnapshottingTableTests {
  private func text<Value>(_ value: Value, _ strategy: Snapshotting<Value, String>) -> String {
    strategy.snapshot(value)
  }

  @Test("Every case of a CaseIterable type is a row named by its description")
  func caseIterable() {
    #expect(
      text(Operation.allCases, .table { apply($0, to: 3, and: 2) })
        == "add → 5\nsubtract → 1\nmultiply → 6\n")
  }

  @Test("Two lists give a row for every pair, the first list varying slowest")
  func twoLists() {
    #expect(
      text(([1, 2], ["en", "ru"]), .table { digit, locale in "\(locale)\(digit)" })
        == "1, en → en1\n1, ru → ru1\n2, en → en2\n2, ru → ru2\n")
  }

  @Test("Three lists give a row for every triple")
  func threeLists() {
    let table = text(([1, 2], [true], ["a", "b"]), .table { "\($0)\($1)\($2)" })
    #expect(table.split(separator: "\n").count == 4)
    #expect(table.hasPrefix("1, true, a → 1truea\n1, true, b → 1trueb\n2, true, a"))
  }

  @Test("A value that is not a string is dumped; several lines follow the name, indented")
  func dumpedOutput() {
    #expect(
      text([1, 2], .table { [$0, $0 * 10] })
        == "1 →\n  [\n    1,\n    10,\n  ]\n2 →\n  [\n    2,\n    20,\n  ]\n")
    #expect(text(["a"], .table { _ in Optional<Int>.none }) == "a → nil\n")
  }

  @Test("A screen's blank lines stay blank, with no trailing spaces")
  func blankLines() {
    #expect(text(["s"], .table { _ in "+--+\n\n+--+\n" }) == "s →\n  +--+\n\n  +--+\n")
  }

  @Test("Inputs that describe themselves alike are numbered; a name that is not plain is quoted")
  func names() {
    #expect(text([1, 1, 1], .table { $0 }) == "1 → 1\n1 #2 → 1\n1 #3 → 1\n")
    #expect(text(["a\nb\t"], .table { _ in "x" }) == "\"a\\nb\\t\" → x\n")
    #expect(
      text(["  padded", "a → b"], .table { _ in "x" }) == "\"  padded\" → x\n\"a → b\" → x\n")
    #expect(text([Int](), .table { $0 }) == "(no inputs)\n")
    #expect(text(["e"], .table { _ in "" }) == "e →\n")
  }

  /// String outputs that differ only in their line breaks, or hold the marker's text.
  static let outputs = [
    "", "\n", "\n\n", "a", "a\n", "a\n\n", "\na", "a\nb", "a\nb\n", "a\n\nb",
    "a\nb\n" + SnapshotTable.noLineBreak, "a\nb\n" + SnapshotTable.noLineBreak + "\n",
    "\r\n", "a\r\n", "a\r\nb", "a\r\nb\r\n", "a\nb\r\n", "a\r\nb\n",
  ]

  @Test("Different outputs make different rows: line breaks count, and a String? is dumped")
  func differentOutputs() {
    let rows = Self.outputs.map { output in text(["x"], .table { _ in output }) }
    #expect(Set(rows).count == Self.outputs.count, "\(rows)")
    let optionals: [String?] = [nil, "nil", "x", ""]
    let optionalRows = optionals.map { output in text(["x"], .table { _ in output }) }
    #expect(Set(optionalRows).count == optionals.count, "\(optionalRows)")
    #expect(optionalRows == ["x → nil\n", "x → \"nil\"\n", "x → \"x\"\n", "x → \"\"\n"])
    // An output typed `Any` is a dump, whatever it holds.
    let anyRows = text(
      [0, 1, 2], .table { (kind: Int) -> Any in [0: "5", 1: 5][kind] ?? Int8(5) })
    #expect(anyRows == "0 → \"5\"\n1 → 5\n2 → Int8(5)\n")
  }

  /// Two tables, each of a row function over its inputs, that differ.
  struct TwoTables: Sendable, CustomTestStringConvertible {
    var name: String
    var first: String
    var second: String

    var testDescription: String { name }
  }

  @Test(
    "Tables of different inputs or outputs never store one text",
    arguments: [
      TwoTables(
        name: "an input with leading spaces, and an indented output line",
        first: tableText(["a", "  b"]) { $0 == "a" ? "1\n" : "2" },
        second: tableText(["a"]) { _ in "1\nb → 2\n" }),
      TwoTables(
        name: "an arrow in the input, and one in the output",
        first: tableText(["a → b"]) { _ in "c" },
        second: tableText(["a"]) { _ in "b → c" }),
      TwoTables(
        name: "a repeated input, and one named as the repeat is",
        first: tableText(["x", "x"]) { _ in "ok" },
        second: tableText(["x", "x #2"]) { _ in "ok" }),
      TwoTables(
        name: "a tab, and the arrow that shows one",
        first: tableText(["a\t"]) { _ in "x" },
        second: tableText(["a→"]) { _ in "x" }),
      TwoTables(
        name: "a repeated input in the first list, and in the second",
        first: Snapshotting<([String], [String]), String>.table { $0 + $1 }.snapshot(
          (["a", "a"], ["b"])),
        second: Snapshotting<([String], [String]), String>.table { $0 + $1 }.snapshot(
          (["a"], ["b", "b"]))),
      TwoTables(
        name: "a comma inside one input of two, and between them",
        first: Snapshotting<([String], [String]), String>.table { $0 + $1 }.snapshot(
          (["1, en"], ["x"])),
        second: Snapshotting<([String], [String]), String>.table { $0 + $1 }.snapshot(
          (["1"], ["en, x"]))),
    ])
  func differentTables(tables: TwoTables) {
    #expect(tables.first != tables.second, "both store \(tables.first)")
  }

  @Test("Names of a repeated input and of an input named as its repeat never collide")
  func repeatMarks() {
    let rows = tableText(["a", "a", "a #2"]) { _ in "x" }.split(separator: "\n")
    #expect(rows == ["a → x", "a #2 → x", "\"a #2\" → x"])
  }

  @Test("A string with a line break shows below its name; one that does not end in one says so")
  func lineBreaks() {
    #expect(text(["x"], .table { _ in "a" }) == "x → a\n")
    #expect(text(["x"], .table { _ in "a\n" }) == "x →\n  a\n")
    #expect(text(["x"], .table { _ in "\n" }) == "x →\n\n")
    #expect(
      text(["x"], .table { _ in "a\nb" }) == "x →\n  a\n  b\n\\ No line break at the end\n")
    // A CRLF line break is one character but a line break all the same.
    #expect(text(["x"], .table { _ in "a\r\nb\r\n" }) == "x →\n  a\r\n  b\r\n")
    #expect(
      text(["x"], .table { _ in "a\r\nb" })
        == "x →\n  a\r\n  b\n\\ No line break at the end\n")
  }

  @Test("A table records, then verifies against its reference")
  func recordsAndVerifies() throws {
    let folder = try TemporaryFolder("text-snapshots")
    // One call site, run twice, as two runs of the test would.
    func check(record: SnapshotRecordMode?) -> [String] {
      snapshotIssues(folder.settings(record: record)) {
        expectSnapshot(
          of: Operation.allCases, as: .table { apply($0, to: 4, and: 2) })
      }
    }
    #expect(check(record: .missing).first?.hasPrefix("Recorded snapshot at") == true)
    #expect(
      folder.read("TextSnapshotsTests/SnapshottingTableTests/recordsAndVerifies.txt")
        == "add → 6\nsubtract → 2\nmultiply → 8\n")
    #expect(check(record: nil) == [])
  }
}
