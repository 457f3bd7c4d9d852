/// What a runner needs from a view model: its data and its four events.
///
/// Both the refactored ``CalculatorViewModel`` and the seed's ``CalcViewModel``
/// conform, so one runner drives either and their screens can be compared.
@MainActor
protocol CalculatorModel: AnyObject {
  /// The data the screen draws.
  var data: CalculatorData { get }
  /// The screen appeared.
  func appear() -> StartedWork
  /// A digit was tapped.
  func tap(_ digit: Int)
  /// The submit button was tapped.
  func submit() -> StartedWork
  /// The reset button was tapped.
  func reset()
}

/// What an event left running, so a runner knows what to wait for.
enum StartedWork {
  /// Nothing is running.
  case nothing
  /// Work that ends without waiting on the clock.
  case finishes(Work)
  /// Work that goes to sleep on the clock before it ends.
  case sleeps(Work)
}

/// A running task, seen from a runner: it can be awaited or cancelled.
struct Work {
  /// Waits until the task ends.
  let finish: @MainActor () async -> Void
  /// Cancels the task.
  let cancel: @MainActor () -> Void

  init<Failure: Error>(_ task: Task<Void, Failure>) {
    finish = { _ = await task.result }
    cancel = { task.cancel() }
  }
}

extension CalculatorViewModel: CalculatorModel {
  var data: CalculatorData { state }

  func appear() -> StartedWork {
    guard state.isLoadingOnStart else { return .nothing }
    return .sleeps(Work(Task { await onFirstLoading() }))
  }

  func tap(_ digit: Int) { onAddNumber(digit) }

  func submit() -> StartedWork {
    guard let calculation = onSubmit() else { return .nothing }
    return .sleeps(Work(calculation))
  }

  func reset() { onReset() }
}

extension CalcViewModel: CalculatorModel {
  var data: CalculatorData { state.data }

  func appear() -> StartedWork {
    onFirstLoading()
    return lastTask.map { .sleeps(Work($0)) } ?? .nothing
  }

  func tap(_ digit: Int) { onAddNumber(digit) }

  func submit() -> StartedWork {
    let count = tasks.count
    let willSleep = !state.numbers.isEmpty
    onSubmit()
    guard tasks.count > count, let task = lastTask else { return .nothing }
    return willSleep ? .sleeps(Work(task)) : .finishes(Work(task))
  }

  func reset() { onReset() }

  private var lastTask: Task<Void, any Error>? { tasks.last }
}
