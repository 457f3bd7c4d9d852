import Testing

@testable import TextSnapshots

@Suite("expectChanges")
struct ExpectChangesTests {
  @Test("Passes quietly when the value changed as stated")
  func passes() {
    var counter = Counter(count: 1, step: 1)
    expectChanges(of: &counter, by: { $0.advance() }) { $0.count = 2 }
    #expect(counter.count == 2)
  }

  @Test("Records one issue with the field diff when the model changed otherwise")
  func recordsTheDiff() {
    let tally = Tally()
    withKnownIssue {
      expectChanges(of: tally, by: { $0.add(2) }) { $0.total = 2 }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        The changes differ from those stated (- stated, + actual):
           Tally(
             … (1 unchanged)
             history: [
          +    2,
             ],
             … (1 unchanged)
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
