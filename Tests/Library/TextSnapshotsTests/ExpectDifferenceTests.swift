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
