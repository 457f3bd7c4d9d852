import Observation
import Testing

@testable import TextSnapshots

/// A value with a mutating method, the simplest thing whose changes a test states.
struct Counter: Equatable, Sendable {
  var count: Int
  var step: Int

  mutating func advance() { count += step }
}

/// A model that is a plain class, not observable.
class Tally {
  private(set) var total = 0
  private(set) var history: [Int] = []
  let name = "tally"

  func add(_ value: Int) {
    total += value
    history.append(value)
  }

  var doubled: Int { total * 2 }
}

/// A tally that also counts its calls: its superclass's properties are checked too.
final class CountingTally: Tally {
  private(set) var calls = 0

  override func add(_ value: Int) {
    super.add(value)
    calls += 1
  }
}

/// A state that holds a class instance: a copy of it shares the tally.
struct Ledger {
  var tally: Tally
  var note = ""
}

/// An observable model on the main actor, as a view model is.
@MainActor
@Observable
final class Screen {
  private(set) var title = "Start"
  private(set) var isBusy = false
  @ObservationIgnored private(set) var redraws = 0
  let id = 7

  func open(_ title: String) {
    self.title = title
    redraws += 1
  }

  func load() async {
    isBusy = true
    await Task.yield()
    isBusy = false
    title = "Loaded"
  }
}

@Suite("Changes")
struct ChangesTests {
  @Test("A value changed exactly as stated passes")
  func valueAsStated() {
    var counter = Counter(count: 0, step: 2)
    let failure = Changes.difference(counter, operation: { counter.advance() }) {
      $0.count = 2
    }
    #expect(failure == nil)
    #expect(counter == Counter(count: 2, step: 2))
  }

  @Test("A value changed otherwise fails with a field diff, the step collapsed")
  func valueOtherwise() {
    var counter = Counter(count: 0, step: 2)
    let failure = Changes.difference(counter, operation: { counter.advance() }) {
      $0.count = 1
    }
    #expect(
      failure == """
        The changes differ from those stated (- stated, + actual):
           Counter(
          -  count: 1,
          +  count: 2,
             … (1 unchanged)
           )
        """)
  }

  @Test("A change that did not happen fails too")
  func statedButUnchanged() {
    var counter = Counter(count: 0, step: 0)
    let failure = Changes.difference(counter, operation: { counter.advance() }) {
      $0.count = 1
    }
    #expect(failure?.contains("-  count: 1,\n  +  count: 0,") == true)
  }

  @Test("A change past the dump's size limit is a change too")
  func changePastTheLimit() throws {
    var numbers = Array(0..<1_002)
    try ValueDump.$sizeLimit.withValue(1_000) {
      let failure = try #require(
        Changes.difference(numbers, operation: { numbers[1_001] = -1 }) { _ in })
      #expect(failure.contains("-  … (more than 1000 values: 2 more not shown, digest "))
      #expect(Changes.difference(numbers, operation: {}) { _ in } == nil)
    }
  }

  @Test("A value with more values than a dump reads fails with why, and is read once")
  func stoppedReading() {
    let tree = SnapshottingValuesTests.Fork.tree(levels: 30)
    let readLimit = 1_000 * ValueDump.readFactor
    #expect(
      ValueDump.$sizeLimit.withValue(1_000) { Changes.difference(tree, operation: {}) { _ in } }
        == SnapshotMessage.valueUnread(readLimit: readLimit, isChange: true).text)
  }

  @Test("A view model's state is read before and after the operation, and compared whole")
  @MainActor
  func observableState() {
    let screen = Screen()
    #expect(
      Changes.difference(screen.title, operation: { screen.open("Sums") }) { $0 = "Sums" } == nil)
    let failure = Changes.difference(screen.title, operation: { screen.open("Totals") }) { _ in }
    #expect(
      failure == """
        The changes differ from those stated (- stated, + actual):
          -"Sums"
          +"Totals"
        """)
  }

  @Test("An operation that waits runs on the caller's actor")
  @MainActor
  func waits() async {
    let screen = Screen()
    let failure = await Changes.difference(screen.title, operation: { await screen.load() }) {
      $0 = "Loaded"
    }
    #expect(failure == nil)
  }

  @Test("A class instance named as the value is refused, since stating on it would change it")
  func classAsValue() {
    let tally = Tally()
    let failure = Changes.difference(tally, operation: { tally.add(1) }) { _ in }
    #expect(
      failure == "Tally is a class, so stating its changes on a copy would change it; name a "
        + "value it holds instead, as in expectDifference(model.state) { … } changes: { … }.")
  }

  @Test("A change made through a class instance the value holds fails, though not stated")
  func unstatedThroughAnInstance() {
    let ledger = Ledger(tally: Tally())
    let failure = Changes.difference(ledger, operation: { ledger.tally.add(5) }) { _ in }
    #expect(
      failure == "Ledger reaches a class instance that the operation changed, Tally#1 at "
        + ".tally: the copy of Ledger as it was before shares it, so it changed too, first "
        + "at .tally.total, and cannot show what the operation did. State changes on a value "
        + "type that holds no class instance, or snapshot the parts, as in "
        + "expectSnapshot(of: value, as: .dump) after the operation.")
  }

  @Test("A change made through a class instance fails even when stated")
  func statedThroughAnInstance() {
    let ledger = Ledger(tally: Tally())
    let failure = Changes.difference(ledger, operation: { ledger.tally.add(5) }) {
      $0.tally.add(5)
    }
    #expect(failure?.hasPrefix("Ledger reaches a class instance that the operation") == true)
    #expect(ledger.tally.total == 5, "the changes closure never ran, so added nothing")
  }

  @Test("A change stated through a class instance, not made, fails and says what it changed")
  func statedNotMadeThroughAnInstance() {
    var ledger = Ledger(tally: Tally())
    let failure = Changes.difference(ledger, operation: { ledger.note += "" }) {
      $0.tally.add(5)
    }
    #expect(
      failure == "The changes closure changed the Ledger under test, first at .tally.total: "
        + "Ledger reaches a class instance, Tally#1 at .tally, that the copy the changes are "
        + "stated on shares, so a change stated on the copy was made to the value under "
        + "test. State changes on a value type that holds no class instance, or snapshot the "
        + "parts, as in expectSnapshot(of: value, as: .dump) after the operation.")
  }

  @Test("A class instance the operation leaves alone is compared as any part of the value")
  func untouchedInstance() {
    var ledger = Ledger(tally: Tally())
    #expect(
      Changes.difference(ledger, operation: { ledger.note = "paid" }) { $0.note = "paid" } == nil)
    let failure = Changes.difference(ledger, operation: { ledger.note = "due" }) { _ in }
    #expect(
      failure == """
        The changes differ from those stated (- stated, + actual):
           Ledger(
             … (1 unchanged)
          -  note: "paid",
          +  note: "due",
           )
        """)
  }

  @Test("The form that waits fails too on a change made through a class instance")
  func waitsThroughAnInstance() async {
    let ledger = Ledger(tally: Tally())
    let failure = await Changes.difference(ledger, operation: { () async in ledger.tally.add(1) }) {
      _ in
    }
    #expect(failure?.contains("first at .tally.total") == true)
  }

  @Test("What the operation throws is thrown again, and nothing is compared")
  func throwing() {
    struct Refused: Error {}
    let counter = Counter(count: 0, step: 1)
    #expect(throws: Refused.self) {
      try Changes.difference(counter, operation: { throw Refused() }) { $0.count = 9 }
    }
  }
}

@Suite("Dumps of class instances")
struct ClassDumpTests {
  /// A change check reads a class instance through `Mirror`, whose documentation
  /// promises that a class's mirror lists its stored properties, and its superclass's
  /// through `superclassMirror`; the dump shows both, so a change to either is seen.
  @Test("The dump of a class instance shows its stored properties, its superclass's first")
  func classDump() {
    let tally = CountingTally()
    tally.add(4)
    #expect(
      ValueDump.text(of: tally) == """
        CountingTally#1(
          total: 4,
          history: [
            4,
          ],
          name: "tally",
          calls: 1,
        )

        """)
  }
}
