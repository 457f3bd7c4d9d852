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

  @Test("A change made through a class instance the value holds, not stated, is an issue")
  func unstatedThroughAnInstance() {
    let ledger = Ledger(tally: Tally())
    withKnownIssue {
      expectDifference(ledger) {
        ledger.tally.add(5)
      } changes: { _ in
      }
    } matching: { issue in
      issue.comments.map(\.rawValue).first?.hasPrefix(
        "Ledger reaches a class instance that the operation changed, Tally#1 at .tally") == true
    }
  }

  @Test("A change stated through a class instance and never made is an issue that says so")
  func statedNotMadeThroughAnInstance() {
    var ledger = Ledger(tally: Tally())
    withKnownIssue {
      expectDifference(ledger) {
        ledger.note += ""
      } changes: {
        $0.tally.add(5)
      }
    } matching: { issue in
      issue.comments.map(\.rawValue).first?.hasPrefix(
        "The changes closure changed the Ledger under test, first at .tally.total") == true
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
