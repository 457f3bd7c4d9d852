import CalcCore
import CalcScenarios

/// The equivalence judge: a learner's view model beside the reference over every path of
/// events, the data compared after every step.
///
/// It runs the kit's exploration (``Explorer/compare(_:with:reference:)``) on the kit's
/// manual clock, so a path is what a view and the clock can do: the screen appears,
/// disappears or is replaced, a key is tapped, a calculation is cancelled, time passes to
/// each duration the exercise has, and 1 ms before and after it, and an event comes in the
/// same turn as a sleep's end, before the work it woke has run. The first difference is
/// on a shortest path, and the failure names that path in the lesson's words.
///
/// ```swift
/// let judge = Equivalence(
///   subject: "your view model", reference: "the kit's",
///   moves: Equivalence.moves(digits: [1], durations: [.seconds(3)]), depth: 5)
/// let failure = await judge.failure(start: CalculatorData()) { state, clock in
///   Yours(GuardedViewModel(state: state, clock: clock))
/// }
/// ```
@MainActor
public struct Equivalence {
  /// Makes a view model on a runner's clock, from the data its view starts with (`nil` for
  /// a view `replace` shows).
  public typealias ModelMaker = @MainActor (CalculatorData?, ManualClock) -> any CalculatorModel

  /// What the messages call the learner's model: `your view model`.
  public let subject: String
  /// What the messages call the reference: `the kit's`.
  public let referenceName: String
  /// The moves tried from every state.
  public let moves: [Move]
  /// How many moves a path may have.
  public let depth: Int
  /// Whether the long walks (``LongWalk``) follow the exhaustive exploration.
  public let walksLong: Bool

  /// Creates a judge.
  public init(
    subject: String, reference: String, moves: [Move], depth: Int, walksLong: Bool = true
  ) {
    self.subject = subject
    self.referenceName = reference
    self.moves = moves
    self.depth = depth
    self.walksLong = walksLong
  }

  /// Every event a view sends, the cancelling of a calculation, the clock's advances at
  /// each duration, 1 ms before it and 1 ms after it, and by 1 ms alone, and each duration's
  /// advance with every event or cancelling in the same turn.
  ///
  /// The last ones end a sleep and bring the event before the work the sleep held back has
  /// run: a disappear that lands then cancels a task whose sleep is already over.
  public static func moves(digits: [Int], durations: [Duration]) -> [Move] {
    let steps: [Step] = [.appear, .disappear, .replace] + digits.map(Step.tap) + [.submit, .reset]
    let events = steps.map(Move.step) + [.cancelCalculation]
    let advances = Set(
      [.milliseconds(1)]
        + durations.flatMap { [$0 - .milliseconds(1), $0, $0 + .milliseconds(1)] })
    let sleepEnds = Set(durations).sorted().flatMap { duration in
      events.map { Move.waitThen(duration, $0) }
    }
    return events + advances.sorted().map { Move.step(.wait($0)) } + sleepEnds
  }

  /// Compares the model `model` makes with the reference from `start`; `nil` when their
  /// data agree after every step of every path, or the failure naming the shortest path on
  /// which they do not.
  ///
  /// - Parameters:
  ///   - start: The data both start from; the loading screen covers loading twice.
  ///   - model: Makes the learner's model on a runner's clock, from the data a view starts
  ///     with (`nil` for a view `replace` shows).
  ///   - reference: Makes the reference; the kit's view model by default.
  /// - Returns: `nil` when the data agree everywhere, or the failure the check reports.
  public func failure(
    start: CalculatorData, model: @escaping ModelMaker,
    reference: @escaping ModelMaker = { CalculatorViewModel(state: $0, clock: $1) }
  ) async -> Failure? {
    let explorer = Explorer(alphabet: [], depth: depth, start: start)
    let (found, _) = await explorer.compare(model, with: moves, reference: reference)
    if let difference = found {
      return failure(
        difference.expected, difference.actual,
        after: "\(difference.words)", "no shorter path of events shows a difference")
    }
    for walk in walksLong ? LongWalk.walks(moves: moves, start: start) : [] {
      let expected = ScenarioRunner(state: start, model: reference)
      let actual = ScenarioRunner(state: start, model: model)
      for (index, move) in walk.moves.enumerated() {
        let wanted = await expected.perform(move)
        let got = await actual.perform(move)
        guard wanted == got else {
          return failure(
            wanted, got, after: walk.words(upTo: index),
            "the exploration of every path of \(depth) events stops short of such a long "
              + "entry")
        }
      }
      // Ends the work still asleep on the runners' clocks; nothing else would wake it.
      await expected.send(.waitUntilIdle)
      await actual.send(.waitUntilIdle)
    }
    return nil
  }

  /// The failure for two data that differ after a path, each differing field named.
  private func failure(
    _ expected: CalculatorData, _ actual: CalculatorData, after path: String, _ why: String
  ) -> Failure {
    let fields = zip(expected.printedFields, actual.printedFields).filter { $0.value != $1.value }
    let names = fields.map { "`\($0.0.field)`" }
    let named =
      names.count > 1
      ? names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "") : names.joined()
    return Failure(
      "After \(path), \(subject) has another \(named) than \(referenceName): \(why).",
      details: fields.map { wanted, got in
        "\(wanted.field): \(referenceName) \(wanted.value), yours \(got.value)"
      })
  }
}

/// Long walks: entries of every length up to ``LongWalk/length`` digits, far past where the
/// screen's text wraps, with each event after each length, beyond the exhaustive depth.
///
/// Each walk is one deterministic path, compared step by step. The digits go 1 to 9, then 0,
/// and again, so no two neighbours are equal. One walk taps on and, after every digit, takes
/// each event that leaves the entry (the view going and coming back, a cancel); one taps two
/// digits and deletes one, so a delete meets every length; and for each event that ends the
/// entry (submit, reset, replace), one walk per length taps that many digits, takes the
/// event, and waits until the work it started is over.
public enum LongWalk {
  /// The longest entry the walks tap.
  public static let length = 40

  /// One walk: its moves, and the first move after which it shows what no other walk has
  /// shown, the moves before it being the start of another walk.
  public struct Walk {
    /// The moves, from the start.
    public let moves: [Move]
    /// The index of the first move whose outcome is new.
    public let newFrom: Int
    /// The moves that follow each digit, when the walk is digits each followed by them.
    var afterEach: [Move] = []

    /// The walk's moves up to `index`, as a message says them: `appear, wait, 7 digits
    /// (1234567), submit`, or `7 digits (1234567), each followed by appear, disappear`.
    public func words(upTo index: Int) -> String {
      let done = moves[...index]
      guard !afterEach.isEmpty, let last = done.last else { return LongWalk.words(done) }
      let isTap = { (move: Move) in if case .step(.tap) = move { true } else { false } }
      let start = done.prefix { !isTap($0) }
      let taps = LongWalk.words(start + done.filter(isTap))
      let each = afterEach.map(\.description).joined(separator: ", ")
      if isTap(last) { return taps + ", each but the last followed by " + each }
      let cut = last == afterEach.last ? "" : ", the last only as far as \(last)"
      return taps + ", each followed by " + each + cut
    }
  }

  /// The walks for a judge's moves, or none when its moves tap no key or its start is
  /// calculating, when every key is ignored.
  public static func walks(moves: [Move], start: CalculatorData) -> [Walk] {
    guard !start.isCalculating,
      moves.contains(where: { if case .step(.tap) = $0 { true } else { false } })
    else { return [] }
    let switchedOn: [Move] =
      start.isLoadingOnStart ? [.step(.appear), .step(.waitUntilIdle)] : []
    let tap = { (index: Int) in Move.step(.tap((index + 1) % 10)) }
    let keeping = moves.filter {
      [.step(.appear), .step(.disappear), .cancelCalculation].contains($0)
    }
    let ending = moves.filter { [.step(.submit), .step(.reset), .step(.replace)].contains($0) }
    var walks = [
      Walk(
        moves: switchedOn + (0..<length).flatMap { [tap($0)] + keeping }, newFrom: 0,
        afterEach: keeping)
    ]
    if moves.contains(.delete) {
      walks.append(
        Walk(
          moves: switchedOn + (0..<length).flatMap { [tap(2 * $0), tap(2 * $0 + 1), .delete] },
          newFrom: 0))
    }
    for event in ending {
      for count in 1...length {
        let entry = switchedOn + (0..<count).map(tap)
        walks.append(Walk(moves: entry + [event, .step(.waitUntilIdle)], newFrom: entry.count))
      }
    }
    return walks
  }

  /// A walk's moves as a message says them: the digits of a run counted, not listed.
  public static func words(_ walk: ArraySlice<Move>) -> String {
    var words: [String] = []
    var run: [Int] = []
    func endRun() {
      if run.count > 3 {
        words.append("\(run.count) digits (\(run.map(String.init).joined()))")
      } else {
        words += run.map(String.init)
      }
      run = []
    }
    for move in walk {
      if case .step(.tap(let digit)) = move {
        run.append(digit)
      } else {
        endRun()
        words.append(move.description)
      }
    }
    endRun()
    return words.joined(separator: ", ")
  }
}

extension Equivalence {
  /// The view appearing, disappearing and replaced, and the clock's advances at each
  /// duration, 1 ms before it and 1 ms after it, and by 1 ms alone: the moves of a model
  /// that only loads.
  public static func loadingMoves(durations: [Duration]) -> [Move] {
    moves(digits: [], durations: durations).filter(isLoadingMove)
  }

  /// Whether a move is one a model that only loads takes: a view event, time passing, or
  /// time passing with a view event in the same turn.
  static func isLoadingMove(_ move: Move) -> Bool {
    switch move {
    case .step(.appear), .step(.disappear), .step(.replace), .step(.wait): true
    case .waitThen(_, let event): isLoadingMove(event)
    default: false
    }
  }
}

/// A model that only loads, as a runner drives it: what it says about loading is its data,
/// and its view's `.task` runs its load.
///
/// Exercises whose model has no keypad yet compare through it: the learner's loader, and the
/// kit's view model reduced to whether it is loading.
///
/// ```swift
/// let yours = LoadingModel(isLoading: { loader.isLoadingOnStart }) {
///   await loader.onFirstLoading()
/// }
/// ```
@MainActor
public final class LoadingModel: CalculatorModel {
  private let isLoading: @MainActor () -> Bool
  private let load: @MainActor () async -> Void

  /// Creates a model from what tells whether it is loading, and the load its view starts.
  public init(
    isLoading: @escaping @MainActor () -> Bool, load: @escaping @MainActor () async -> Void
  ) {
    self.isLoading = isLoading
    self.load = load
  }

  /// The kit's view model, reduced to whether it is loading.
  public convenience init(kit: CalculatorViewModel) {
    self.init(isLoading: { kit.state.isLoadingOnStart }, load: { await kit.onFirstLoading() })
  }

  /// Whether it is loading, and nothing else.
  public var data: CalculatorData { CalculatorData(isLoadingOnStart: isLoading()) }
  /// The view's `.task`, which runs the load.
  public var appearance: Appearance { .task { [load] in await load() } }
  /// No keys: a loader has none.
  public func tap(_ digit: Int) {}
  /// No calculation: a loader has none.
  public func submit() -> Task<Void, Never>? { nil }
  /// No reset: a loader has none.
  public func reset() {}
}
