import Testing

@testable import TextSnapshots

@Suite("expectDifference")
struct ExpectDifferenceTests {
  @Test("Passes quietly when the value changed as stated")
  func passes() {
    var counter = Counter(count: 1, step: 1)
    expectDifference(counter) {
      counter.advance()
    } changes: {
      $0.count = 2
    }
    #expect(counter.count == 2)
  }

  @Test("Records one issue with the field diff when the value changed otherwise")
  func recordsTheDiff() {
    var counter = Counter(count: 1, step: 2)
    withKnownIssue {
      expectDifference(counter) {
        counter.advance()
      } changes: {
        $0.count = 2
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        The changes differ from those stated (- stated, + actual):
           Counter(
          -  count: 2,
          +  count: 3,
             … (1 unchanged)
           )
        """
      ]
    }
  }

  @Test("The form that waits runs its operation on the caller's actor")
  @MainActor
  func waits() async {
    let screen = Screen()
    await expectDifference(screen.title) {
      await screen.load()
    } changes: {
      $0 = "Loaded"
    }
  }
}

/// The forms kept so that tests written before `expectDifference` still compile.
@Suite("expectChanges")
struct ExpectChangesTests {
  @Test("A value passed with '&' keeps the change, and is compared whole")
  func value() {
    var counter = Counter(count: 1, step: 1)
    expectChanges(of: &counter, by: { $0.advance() }) { $0.count = 2 }
    #expect(counter.count == 2)
  }

  @Test("A model's stated property that holds another value records one issue")
  func model() {
    let tally = Tally()
    withKnownIssue {
      expectChanges(of: tally, by: { $0.add(2) }) { $0.total = 1 }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        The changes differ from those stated (- stated, + actual):
           Tally(
          -  1,
          +  2,
           )
        """
      ]
    }
  }

  @Test("The forms that wait run their action on the caller's actor")
  @MainActor
  func waits() async {
    let screen = Screen()
    await expectChanges(of: screen, by: { await $0.load() }) { $0.title = "Loaded" }
    var counter = Counter(count: 0, step: 3)
    await expectChanges(
      of: &counter,
      by: { counter in
        await Task.yield()
        counter.advance()
      }
    ) { $0.count = 3 }
  }
}
