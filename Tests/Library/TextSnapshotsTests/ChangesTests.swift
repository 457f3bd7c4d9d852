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

/// Two properties that hold the same value, which a statement must tell apart.
final class Pair {
  private(set) var first = 0
  private(set) var second = 0
}

/// A model that holds another model, whose changes cannot be stated through it.
final class Holder {
  let tally = Tally()
}

@Suite("Changes")
struct ChangesTests {
  @Test("A value changed exactly as stated passes, and keeps the change")
  func valueAsStated() {
    var counter = Counter(count: 0, step: 2)
    let failure = Changes.difference(of: &counter, by: { $0.advance() }) { $0.count = 2 }
    #expect(failure == nil)
    #expect(counter == Counter(count: 2, step: 2))
  }

  @Test("A value changed otherwise fails with a field diff, the step collapsed")
  func valueOtherwise() {
    var counter = Counter(count: 0, step: 2)
    let failure = Changes.difference(of: &counter, by: { $0.advance() }) { $0.count = 1 }
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
    let failure = Changes.difference(of: &counter, by: { $0.advance() }) { $0.count = 1 }
    #expect(failure?.contains("-  count: 1,\n  +  count: 0,") == true)
  }

  @Test("A class passed as a value is refused, since stating on it would change it")
  func classAsValue() {
    var tally = Tally()
    let failure = Changes.difference(of: &tally, by: { $0.add(1) }) { _ in }
    #expect(
      failure == "Tally is a class, so stating its changes on a copy would change it; pass the "
        + "model without '&': expectChanges(of: model, by: …) { … }.")
  }

  @Test("A class model's stored properties are stated through its read-only properties")
  func classModel() {
    let tally = Tally()
    let failure = Changes.difference(of: tally, by: { $0.add(3) }) {
      $0.total = 3
      $0.history.append(3)
    }
    #expect(failure == nil)
    #expect(tally.total == 3)
  }

  @Test("An unstated change of a class model fails, naming the field")
  func classModelUnstated() {
    let tally = CountingTally()
    let failure = Changes.difference(of: tally, by: { $0.add(3) }) { $0.total = 3 }
    #expect(
      failure == """
        The changes differ from those stated (- stated, + actual):
           CountingTally(
             … (1 unchanged)
             history: [
          +    3,
             ],
             … (1 unchanged)
          -  calls: 0,
          +  calls: 1,
           )
        """)
  }

  @Test(
    "An observable model is checked by what Observation tracks; ignored properties do not count")
  @MainActor
  func observableModel() {
    let screen = Screen()
    #expect(Changes.difference(of: screen, by: { $0.open("Sums") }) { $0.title = "Sums" } == nil)
    let failure = Changes.difference(of: screen, by: { $0.open("Totals") }) { _ in }
    #expect(
      failure == """
        The changes differ from those stated (- stated, + actual):
           Screen(
          -  title: "Sums",
          +  title: "Totals",
             … (1 unchanged)
           )
        """)
  }

  @Test("An action that waits runs on the caller's actor")
  @MainActor
  func asyncModel() async {
    let screen = Screen()
    let failure = await Changes.difference(of: screen, by: { await $0.load() }) {
      $0.title = "Loaded"
    }
    #expect(failure == nil)
  }

  @Test("A computed property cannot be stated: it names the stored ones instead")
  func computedProperty() {
    let tally = Tally()
    let failure = Changes.difference(of: tally, by: { $0.add(1) }) { $0.doubled = 2 }
    #expect(
      failure == "A property stated as changed is none of Tally's stored properties: none held "
        + "the value it read before the action. State the changes through the stored "
        + "properties (total, history, name).")
  }

  @Test("Of two properties that held the same values, the one the key path names is stated")
  func sameValues() {
    let failure = Changes.difference(of: Pair(), by: { _ in }) { $0.second = 5 }
    #expect(failure?.contains("   … (1 unchanged)\n  -  second: 5,\n  +  second: 0,") == true)
  }

  @Test("Stating a change through a property that holds a class instance changes nothing")
  func throughAReference() {
    let holder = Holder()
    let failure = Changes.difference(of: holder, by: { _ in }) { $0.tally.add(1) }
    #expect(failure?.hasPrefix("Stating the changes changed the model itself") == true)
  }
}
