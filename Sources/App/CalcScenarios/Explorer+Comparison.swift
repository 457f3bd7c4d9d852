import CalcCore

extension Explorer {
  /// A move after which a view model's data differs from the reference's.
  public struct Difference: Sendable {
    /// The moves before, from the start; no shorter path shows a difference.
    public let path: [Move]
    /// The move after which the data differ.
    public let move: Move
    /// The reference's data after the move.
    public let expected: CalculatorData
    /// The compared model's data after the move.
    public let actual: CalculatorData

    /// Every move, the differing one last, as the words a script and a lesson use.
    public var words: String { (path + [move]).map(\.description).joined(separator: ", ") }
  }

  /// Runs a view model beside a reference over every path of moves, and returns the first
  /// move after which their data differ, on a shortest path, or `nil` when none does.
  ///
  /// Both models start from the explorer's `start` on runners of their own, so each step reaches both as
  /// the view would send it, and every path is replayed from the start, as ``explore(_:)``
  /// replays it. Of the paths of one length that leave both models with the same data and
  /// the same sleeps pending, only the first is extended; a shorter path to the same pair
  /// does not stop a longer one, since the compared model may hold state its data does not
  /// show, such as a flag that it loaded once.
  ///
  /// ```swift
  /// let explorer = Explorer(alphabet: [.tap(1), .submit, .wait(.seconds(3))], depth: 4)
  /// let (difference, _) = await explorer.compare(
  ///   { state, clock in CalculatorViewModel(state: state, clock: clock) },
  ///   with: [.step(.tap(1)), .step(.submit), .cancelCalculation])
  /// print(difference == nil)
  /// // Prints "true"
  /// ```
  ///
  /// - Parameters:
  ///   - model: Makes the compared view model, as ``ScenarioRunner/init(state:model:)`` takes it.
  ///   - moves: The moves tried from every state; the explorer's steps when `nil`.
  ///   - reference: Makes the reference view model; the kit's by default.
  /// - Returns: The first difference, and what the comparison covered.
  public func compare(
    _ model: @escaping @MainActor (CalculatorData?, ManualClock) -> any CalculatorModel,
    with moves: [Move]? = nil,
    reference: @escaping @MainActor (CalculatorData?, ManualClock) -> any CalculatorModel = {
      CalculatorViewModel(state: $0, clock: $1)
    }
  ) async -> (difference: Difference?, report: Report) {
    let alphabet = moves ?? self.alphabet.map(Move.step)
    do {
      let report = try await Self.search(alphabet: alphabet, depth: depth, perLevel: true) {
        path, move in
        let expected = ScenarioRunner(state: start, model: reference)
        let actual = ScenarioRunner(state: start, model: model)
        for earlier in path {
          await expected.perform(earlier)
          await actual.perform(earlier)
        }
        if let move {
          let wanted = await expected.perform(move)
          let got = await actual.perform(move)
          if wanted != got {
            throw Difference(path: path, move: move, expected: wanted, actual: got)
          }
        }
        let node = [Self.node(of: expected), Self.node(of: actual)]
        // Ends the work still asleep on the runners' clocks; nothing else would wake it.
        await expected.send(.waitUntilIdle)
        await actual.send(.waitUntilIdle)
        return node
      }
      return (nil, report)
    } catch let difference as Difference {
      return (difference, Report(states: 0, transitions: 0, depth: difference.path.count + 1))
    } catch {
      return (nil, Report(states: 0, transitions: 0, depth: 0))
    }
  }
}

extension Explorer.Difference: Error {}
