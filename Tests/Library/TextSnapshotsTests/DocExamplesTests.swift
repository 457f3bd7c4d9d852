import Foundation
import TestSupport
import Testing

@testable import InlineTextSnapshots
@testable import TextSnapshots

// lesson:doc-snapshots-trait begin

@Suite(.snapshots(record: .missing))
struct GreetingTests {
  @Test func hello() {
    expectSnapshot(of: "Hello\n", as: .lines)
  }
}
// lesson:doc-snapshots-trait end

/// A receipt with the parts a snapshot must not hold as they are: an id and a time.
struct StampedReceipt {
  var id: UUID
  var printed: Date
}

/// Every Swift example in TextSnapshots' doc comments, compiled and run here.
///
/// Each example is a `lesson:doc-…` slice of this file; the doc-example check
/// in `LessonCheckingTests` holds every doc comment's example equal to a slice.
/// The cart of the change assertions' examples: a value, and the model that changes it.
struct Cart: Equatable {
  var items: [String] = []
  var total = 0
}

@MainActor
final class CartModel {
  private(set) var cart = Cart()

  func add(_ item: String, price: Int) {
    cart.items.append(item)
    cart.total += price
  }
}

@Suite("TextSnapshots' doc examples")
struct DocExamplesTests {
  @Test("expectDifference: an item added to the cart, its two changes stated")
  @MainActor
  func expectDifferenceOfTheCart() {
    // lesson:doc-expect-difference begin
    let model = CartModel()
    expectDifference(model.cart) {
      model.add("Tea", price: 3)
    } changes: {
      $0.items = ["Tea"]
      $0.total = 3
    }
    // lesson:doc-expect-difference end
    #expect(model.cart == Cart(items: ["Tea"], total: 3))
  }

  @Test("The change assertions article's failure, when the total is left unstated")
  @MainActor
  func articleFailure() {
    let model = CartModel()
    let failure = Changes.difference(model.cart, operation: { model.add("Tea", price: 3) }) {
      $0.items = ["Tea"]
    }
    #expect(
      failure == """
        The changes differ from those stated (- stated, + actual):
           Cart(
             … (1 unchanged)
          -  total: 0,
          +  total: 3,
           )
        """)
  }

  @Test("The change assertions article's failure for a change made through a class instance")
  func articleSharedInstance() {
    let ledger = Ledger(tally: Tally())
    let failure = Changes.difference(ledger, operation: { ledger.tally.add(5) }) { _ in }
    // The article wraps this one line at the spaces.
    #expect(
      failure
        == """
        Ledger reaches a class instance that the operation changed, Tally#1 at .tally: the
        copy of Ledger as it was before shares it, so it changed too, first at .tally.total,
        and cannot show what the operation did. State changes on a value type that holds no
        class instance, or snapshot the parts, as in expectSnapshot(of: value, as: .dump) after
        the operation.
        """.replacing("\n", with: " "))
  }

  @Test("Diffing: a strategy's comparison is a value made of three closures")
  func diffing() {
    // lesson:doc-diffing begin
    let upper = Diffing<String>(
      toText: { $0 }, fromText: { $0 },
      describeDifference: { $0 == $1 ? nil : "Not equal." })
    // lesson:doc-diffing end
    #expect(upper.describeDifference("1 + 2", "1 + 2") == nil)
    #expect(upper.describeDifference("1 + 2", "1 + 3") == "Not equal.")
    #expect(upper.fromText(upper.toText("Сумма")) == "Сумма")
  }

  @Test("SnapshotSettings: a task-local folder and environment, read by a real assertion")
  func settings() throws {
    let folder = try TemporaryFolder("text-snapshots")
    let temporaryFolder = folder.path
    try folder.write("Hello", to: "TextSnapshotsTests/DocExamplesTests/settings.txt")
    // lesson:doc-snapshot-settings begin
    let settings = SnapshotSettings(directory: temporaryFolder, environment: [:])
    SnapshotSettings.$current.withValue(settings) {
      expectSnapshot(of: "Hello", as: .lines)
    }
    // lesson:doc-snapshot-settings end
    #expect(folder.snapshotFiles() == ["TextSnapshotsTests/DocExamplesTests/settings.txt"])
  }

  @Test("Redaction: the labels stand where the id and the time were")
  func redaction() {
    let receipt = StampedReceipt(id: UUID(), printed: Date())
    // lesson:doc-redaction begin
    expectSnapshot(of: receipt, as: .dump.redacting(.uuids, .iso8601Dates))
    // id: [UUID],
    // printed: [date],
    // lesson:doc-redaction end
    let text = Snapshotting<StampedReceipt, String>.dump.redacting(.uuids, .iso8601Dates)
      .snapshot(receipt)
    #expect(text.contains("  id: [UUID],\n  printed: [date],\n"))
  }
}

/// The label of a digit in a locale, for the table of two lists.
func label(_ digit: Int, _ locale: String) -> String {
  locale == "ru" ? "цифра \(digit)" : "digit \(digit)"
}

/// The doc examples that print, with what they print recorded.
@Suite("TextSnapshots' doc examples that print")
struct PrintingDocExamplesTests: DocExampleSuite {
  let printed = Printed()

  @Test("Changes: a counter advanced by 2 where 1 was stated, its step collapsed")
  func changes() {
    // lesson:doc-changes begin
    var counter = Counter(count: 0, step: 1)
    let failure = Changes.difference(counter, operation: { counter.count += 2 }) {
      $0.count = 1
    }
    print(failure ?? "as stated")
    // Prints "The changes differ from those stated (- stated, + actual):", then
    // "-  count: 1," and "+  count: 2," in Counter's block, its step collapsed.
    // lesson:doc-changes end
    #expect(
      printed.lines == [
        """
        The changes differ from those stated (- stated, + actual):
           Counter(
          -  count: 1,
          +  count: 2,
             … (1 unchanged)
           )
        """
      ])
  }
}

/// A helper that wraps `expectInlineSnapshot`, as its documentation shows.
// lesson:doc-inline-helper begin
func expectGreeting(
  for name: String, sourceLocation: SourceLocation = #_sourceLocation,
  matches expected: (() -> String)? = nil
) {
  expectInlineSnapshot(
    of: "Hello, \(name)!\n", as: .lines, functionName: "expectGreeting",
    sourceLocation: sourceLocation, matches: expected)
}
// lesson:doc-inline-helper end

/// The tables of `Snapshotting.table`'s documentation, against their references.
@Suite("Table doc examples")
struct TableDocExamplesTests {
  @Test("Every case of an enum, a row each")
  func operations() {
    // lesson:doc-table begin
    expectSnapshot(of: Operation.allCases, as: .table { apply($0, to: 3, and: 2) })
    // add → 5
    // subtract → 1
    // multiply → 6
    // lesson:doc-table end
  }

  @Test("Every pair of two lists, a row each")
  func pairs() {
    // lesson:doc-table-pairs begin
    expectSnapshot(of: ([1, 2], ["en", "ru"]), as: .table { label($0, $1) })
    // lesson:doc-table-pairs end
  }

  @Test("A helper's call holds the inline snapshot")
  func helper() {
    expectGreeting(for: "Ada") {
      """
      Hello, Ada!

      """
    }
  }
}

/// The inline snapshot example, in a suite of its own as a learner would write it.
@Suite("Inline snapshot doc example")
struct InlineSnapshotDocExampleTests {
  // lesson:doc-expect-inline-snapshot begin

  @Test func total() {
    expectInlineSnapshot(of: "1 + 2 = 3\n", as: .lines) {
      """
      1 + 2 = 3

      """
    }
  }
  // lesson:doc-expect-inline-snapshot end
}
