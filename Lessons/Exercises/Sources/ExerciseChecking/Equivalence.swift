import CalcCore
import CalcScenarios

/// The equivalence judge: a learner's view model beside the reference over every path of
/// events, the data compared after every step.
///
/// It runs the kit's exploration (``Explorer/compare(_:with:reference:)``) on the kit's
/// manual clock, so a path is what a view and the clock can do: the screen appears,
/// disappears or is replaced, a key is tapped, a calculation is cancelled, time passes to
/// each duration the exercise has, and 1 ms before and after it. The first difference is
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

  /// Creates a judge.
  public init(subject: String, reference: String, moves: [Move], depth: Int) {
    self.subject = subject
    self.referenceName = reference
    self.moves = moves
    self.depth = depth
  }

  /// Every event a view sends, the cancelling of a calculation, and the clock's advances at
  /// each duration, 1 ms before it and 1 ms after it, and by 1 ms alone.
  public static func moves(digits: [Int], durations: [Duration]) -> [Move] {
    let steps: [Step] = [.appear, .disappear, .replace] + digits.map(Step.tap) + [.submit, .reset]
    let advances = Set(
      [.milliseconds(1)]
        + durations.flatMap { [$0 - .milliseconds(1), $0, $0 + .milliseconds(1)] })
    return steps.map(Move.step) + [.cancelCalculation]
      + advances.sorted().map { Move.step(.wait($0)) }
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
    guard let difference = found else { return nil }
    let fields = zip(difference.expected.printedFields, difference.actual.printedFields)
      .filter { $0.value != $1.value }
    let names = fields.map { "`\($0.0.field)`" }
    let named =
      names.count > 1
      ? names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "") : names.joined()
    return Failure(
      "After \(difference.words), \(subject) has another \(named) than \(referenceName): "
        + "no shorter path of events shows a difference.",
      details: fields.map { wanted, got in
        "\(wanted.field): \(referenceName) \(wanted.value), yours \(got.value)"
      })
  }
}

extension Equivalence {
  /// The view appearing, disappearing and replaced, and the clock's advances at each
  /// duration, 1 ms before it and 1 ms after it, and by 1 ms alone: the moves of a model
  /// that only loads.
  public static func loadingMoves(durations: [Duration]) -> [Move] {
    moves(digits: [], durations: durations).filter {
      switch $0 {
      case .step(.appear), .step(.disappear), .step(.replace), .step(.wait): true
      default: false
      }
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
