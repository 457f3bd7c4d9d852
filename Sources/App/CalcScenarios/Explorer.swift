import CalcCore

/// Walks every sequence of steps up to a depth, breadth first, visiting each
/// transition once per distinct state.
///
/// Two paths that leave the calculator in the same data, with the same
/// sleeps pending for the same remaining time, behave the same from then on;
/// the explorer extends only the first of them. Each transition is replayed
/// from the start on a fresh runner, so no state leaks between paths.
///
/// ```swift
/// let explorer = Explorer(alphabet: [.tap(1), .submit, .reset, .wait(.seconds(3))], depth: 4)
/// let report = try await explorer.explore { transition in
///   try #require(transition.after.numbers.count <= 4)
/// }
/// print(report.states)
/// ```
@MainActor
public struct Explorer {
  /// One step taken from one explored state.
  public struct Transition: Sendable {
    /// The steps from the start that reached `before`.
    public let path: [Step]
    /// The data before the step.
    public let before: CalculatorData
    /// The step taken.
    public let step: Step
    /// The data after the step.
    public let after: CalculatorData
    /// Whether any sleep is still pending after the step.
    public let isIdleAfter: Bool
  }

  /// What an exploration covered.
  public struct Report: Equatable, Sendable {
    /// The distinct states reached, the start included.
    public let states: Int
    /// The transitions visited.
    public let transitions: Int
    /// The length of the longest path explored.
    public let depth: Int
  }

  struct Node: Hashable {
    let data: CalculatorData
    let pending: [Duration]
  }

  /// The steps tried from every state.
  public let alphabet: [Step]
  /// How many steps a path may have.
  public let depth: Int
  /// The data every path starts from; by default the loaded keypad.
  public let start: CalculatorData

  /// Creates an explorer.
  public init(
    alphabet: [Step], depth: Int, start: CalculatorData = CalculatorData(isLoadingOnStart: false)
  ) {
    self.alphabet = alphabet
    self.depth = depth
    self.start = start
  }

  /// Explores, calling `visit` for every transition from every distinct state.
  ///
  /// An error `visit` throws ends the exploration and is thrown again: check
  /// invariants with `try #require`, and the first broken one is the only
  /// failure, on a shortest path to it, since the paths are tried breadth
  /// first, shortest first.
  public func explore(_ visit: (Transition) throws -> Void) async rethrows -> Report {
    try await Self.search(alphabet: alphabet, depth: depth) { path, step in
      let (node, transition) = await replay(path, then: step)
      if let transition { try visit(transition) }
      return node
    }
  }

  /// Breadth first over every path of moves up to `depth`, extending only the first path
  /// to each node `replay` reaches; `replay` is called on the empty path first.
  ///
  /// With `perLevel`, a node reached again on a longer path is extended again, once per
  /// length: a model with state of its own, which its node does not show (a flag that a
  /// load started, say), may then behave differently the second time it comes back to the
  /// same data, as after `appear, disappear`; the count of states is then the largest
  /// number of nodes one length reaches.
  static func search<Action, Node: Hashable>(
    alphabet: [Action], depth: Int, perLevel: Bool = false,
    replay: @MainActor ([Action], Action?) async throws -> Node
  ) async rethrows -> Report {
    var seen: Set<Node> = [try await replay([], nil)]
    var states = seen.count
    var frontier: [[Action]] = [[]]
    var transitions = 0
    var reached = 0
    for level in 0..<depth {
      var next: [[Action]] = []
      if perLevel { seen = [] }
      for path in frontier {
        for action in alphabet {
          let node = try await replay(path, action)
          transitions += 1
          if seen.insert(node).inserted {
            next.append(path + [action])
            reached = level + 1
          }
        }
      }
      states = perLevel ? max(states, seen.count) : seen.count
      frontier = next
    }
    return Report(states: states, transitions: transitions, depth: reached)
  }

  private func replay(_ path: [Step], then step: Step? = nil) async -> (Node, Transition?) {
    let runner = ScenarioRunner(state: start)
    await runner.run(path)
    var transition: Transition?
    if let step {
      let before = runner.state
      let after = await runner.send(step)
      transition = Transition(
        path: path, before: before, step: step, after: after, isIdleAfter: runner.isIdle)
    }
    let node = Self.node(of: runner)
    // Ends the work still asleep on this runner's clock; nothing else would ever wake it.
    await runner.send(.waitUntilIdle)
    return (node, transition)
  }

  static func node(of runner: ScenarioRunner) -> Node {
    let now = runner.clock.now
    return Node(
      data: runner.state, pending: runner.clock.pending.map { now.duration(to: $0.deadline) })
  }
}
