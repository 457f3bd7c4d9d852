import Testing

@testable import TextSnapshots

/// A state whose parts a path names: a property, a list, a dictionary and an instance.
struct Shelf {
  var label = "top"
  var counts = [1, 2, 3]
  var prices = ["tea": 3, "cake": 4]
  var tally = Tally()
}

/// One change to a shelf, as a test's argument.
enum ShelfChange: Sendable {
  case label, count, added, price

  func apply(to shelf: inout Shelf) {
    switch self {
    case .label: shelf.label = "low"
    case .count: shelf.counts[1] = 9
    case .added: shelf.counts.append(4)
    case .price: shelf.prices["tea"] = 5
    }
  }
}

@Suite("DumpPath")
struct DumpPathTests {
  /// The dump of a shelf after `change`, each shelf holding its own tally.
  private static func dump(_ change: (inout Shelf) -> Void = { _ in }) throws -> DumpNode {
    var shelf = Shelf()
    change(&shelf)
    return try ValueDump.node(of: shelf)
  }

  @Test("Two equal dumps have no difference")
  func equal() throws {
    #expect(DumpPath.firstDifference(try Self.dump(), try Self.dump()) == nil)
  }

  @Test(
    "The path names a property, an element, an added element or a dictionary's entry",
    arguments: [
      (ShelfChange.label, ".label"),
      (.count, ".counts[1]"),
      (.added, ".counts[3]"),
      (.price, ".prices[\"tea\"]"),
    ])
  func path(change: ShelfChange, path: String) throws {
    let place = DumpPath.firstDifference(try Self.dump(), try Self.dump(change.apply))
    #expect(place == DumpPath(path: path, instance: nil))
  }

  @Test("A difference inside a class instance names the instance and where it is")
  func instance() throws {
    let place = try #require(
      DumpPath.firstDifference(try Self.dump(), try Self.dump { $0.tally.add(2) }))
    #expect(
      place == DumpPath(path: ".tally.total", instance: .init(name: "Tally#1", path: ".tally")))
  }

  @Test("Values that differ at their top have an empty path")
  func top() throws {
    #expect(
      DumpPath.firstDifference(try ValueDump.node(of: 1), try ValueDump.node(of: 2))
        == DumpPath(path: "", instance: nil))
  }
}
