import CalcCore
import Foundation
import Observation

#if !canImport(Darwin)
  /// Nanoseconds per second, which Darwin defines and Linux does not.
  let NSEC_PER_SEC: UInt64 = 1_000_000_000
#endif

// The seed's view model, kept as the lessons' "before": it lives with the course, not
// the app, at package access, so that no product offers it.
//
// It is the seed's code line for line, with four departures:
//
// - `@MainActor`, which the seed does not write. Unless its module makes the
//   main actor the default isolation (SE-0466), the seed's `CalcViewModel` is a
//   non-isolated class whose `Task {}` closures mutate `state`; in Swift 6 that
//   is a compile error (a data race), and in Swift 5 mode SwiftUI warns at run
//   time when `@Published` changes off the main thread. The port adds the
//   isolation the seed needed so that it compiles; lesson 5 teaches it.
// - Observation (`@Observable`) instead of Combine's `ObservableObject` and
//   `@Published`, because Combine is only on Apple's platforms.
// - A clock passed in, so tests control its 3-second waits.
// - `onFirstLoading()` and `onSubmit()` return the `Task` they start
//   (`@discardableResult`, so the seed's calls read the same), so that a
//   scenario runner can wait for it where the seed drops it.
//
// It has no other seam, and keeps no handle to the tasks it starts, as the seed
// keeps none. Everything the review criticises is still here: `if … return`,
// the `forEach` sum, `sleep(nanoseconds:)`, unstructured `Task`s, the
// `CalcState` name, and a calculation that would stay "calculating" for ever
// if anything ever made its `try await` throw.
//
// Lessons compare it with `CalculatorViewModel`; tests prove where both give
// the same screens for the same events, and pin each place they differ.

/// The seed's state type, kept under its old name for the lessons' "before".
///
/// Use `CalculatorData` instead.
package struct CalcState: Equatable, Sendable {
  var isLoadingOnStart = true
  var numbers: [Int] = []
  var result = "Введите числа"
  var isCalculating = false
}

/// The seed's view model, kept as the lessons' "before"; not for use.
///
/// Use `CalculatorViewModel` instead.
@MainActor
@Observable
package final class CalcViewModel {
  var state: CalcState = .init()

  let clock: any Clock<Duration>

  /// Creates the seed's view model with the clock its waits go through.
  package init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  @discardableResult
  func onFirstLoading() -> Task<Void, any Error> {
    // Task используется когда нужно выполнить длительные операции, чтобы
    // не блокировать UI-поток и интерфейс не зависал
    return Task {
      // Имитация первой загрузки
      try await clock.sleep(nanoseconds: UInt64(3 * Double(NSEC_PER_SEC)))
      state.isLoadingOnStart = false
    }
  }

  func onAddNumber(_ number: Int) {
    if state.isCalculating {
      return
    }

    state.numbers.append(number)
    state.result = state.numbers
      .map { String($0) }
      .joined(separator: " + ")
  }

  @discardableResult
  func onSubmit() -> Task<Void, any Error>? {
    // Запрещаем что-то делать, если вычисление уже в процессе
    if state.isCalculating {
      return nil
    }

    state.isCalculating = true

    // Task используется когда нужно выполнить длительные операции, чтобы
    // не блокировать UI-поток и интерфейс не зависал
    return Task {
      if state.numbers.isEmpty {
        state.result = "Числа не вводились"
      } else {
        // Имитация
        // Как будто наше вычисление делается долго
        try await clock.sleep(nanoseconds: UInt64(3 * Double(NSEC_PER_SEC)))

        var sum = 0
        state.numbers.forEach {
          sum += $0
        }
        state.result = "Сумма чисел: \(sum)"
        state.numbers = []
      }

      state.isCalculating = false
    }
  }

  func onReset() {
    if state.isCalculating {
      return
    }

    state.numbers = []
    state.result = "Введите числа"
  }
}

extension Clock<Duration> {
  /// `Task.sleep(nanoseconds:)` on an injected clock, so the seed's call reads the same.
  func sleep(nanoseconds: UInt64) async throws {
    try await sleep(for: .nanoseconds(nanoseconds))
  }
}

extension CalcState {
  /// The same data under the kit's name, for comparing the two view models.
  var data: CalculatorData {
    CalculatorData(
      isLoadingOnStart: isLoadingOnStart, numbers: numbers, result: result,
      isCalculating: isCalculating)
  }
}
