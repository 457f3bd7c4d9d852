import CalcCore

/// Walks every sequence of events up to a depth, breadth first, from the keypad
/// screen, and counts the distinct states it reaches.
///
/// A runner cannot be copied, so each new sequence is replayed on a fresh
/// runner: the walk measures the runner end to end, the way a test would use it.
@MainActor
struct Explorer {
  /// What a state is, for deduplication: the data and how long each pending sleep has left.
  struct State: Hashable {
    let data: CalculatorData
    let timers: [Duration]
  }

  /// The events tried at every step: each digit, submit, reset, and waiting 3 seconds.
  static let events: [Step] = (0...9).map(Step.tap) + [.submit, .reset, .wait(.seconds(3))]

  /// The screen the walk starts on: loaded, nothing entered.
  static let start = CalculatorData(isLoadingOnStart: false)

  /// The longest event sequence tried.
  let depth: Int

  /// Walks the tree and returns how many distinct states it reached, the start included.
  func walk() async -> Int {
    var seen: Set<State> = [await state(after: [])]
    var frontier: [[Step]] = [[]]
    for level in 1...max(depth, 1) where level <= depth {
      var next: [[Step]] = []
      for path in frontier {
        for event in Self.events {
          let extended = path + [event]
          guard seen.insert(await state(after: extended)).inserted else { continue }
          if level < depth { next.append(extended) }
        }
      }
      frontier = next
    }
    return seen.count
  }

  /// Plays steps on a fresh runner and returns where they lead.
  func state(after steps: [Step]) async -> State {
    let runner = ScenarioRunner(state: Self.start)
    await runner.run(steps)
    let now = runner.clock.now
    let state = State(
      data: runner.state, timers: runner.clock.pending.map { now.duration(to: $0.deadline) })
    // Ends any sleeping work, so nothing outlives the runner.
    await runner.send(.disappear)
    return state
  }
}
