import CalcCore
import CalcScreens
import Foundation
import Observation
import TextUI

/// The calculator running live in the terminal, on real time.
///
/// It draws the screen whenever the view model's state changes, observed
/// with Observation as SwiftUI observes it, and turns the spinner while the
/// calculator loads or calculates.
@MainActor
final class PlaySession {
  private let model: CalculatorViewModel
  private let strings: CalculatorStrings
  private let layout: CalculatorLayout
  private var options: RenderOptions
  private let painter: ScreenPainter
  private let write: @Sendable (String) -> Void
  private var calculation: Task<Void, Never>?

  init(
    strings: CalculatorStrings, layout: CalculatorLayout, options: RenderOptions,
    timing: CalculatorTiming, painter: ScreenPainter, write: @escaping @Sendable (String) -> Void
  ) {
    model = CalculatorViewModel(strings: strings, timing: timing)
    self.strings = strings
    self.layout = layout
    self.options = options
    self.painter = painter
    self.write = write
  }

  /// Runs until a quit key or the end of input.
  func run(keys: AsyncStream<UInt8>) async {
    draw()
    observe()
    let load = Task { await model.onFirstLoading() }
    let spinner = Task { await turnSpinner() }
    for await byte in keys {
      guard let key = Key(byte: byte) else { continue }
      if key == .quit { break }
      handle(key)
    }
    load.cancel()
    spinner.cancel()
    calculation?.cancel()
  }

  private func handle(_ key: Key) {
    switch key {
    case .digit(let digit): model.onAddNumber(digit)
    case .submit: calculation = model.onSubmit() ?? calculation
    case .reset: model.onReset()
    case .quit: break
    }
  }

  /// Redraws after each change of `state`, then observes again, as SwiftUI does.
  private func observe() {
    withObservationTracking {
      _ = model.state
    } onChange: { [weak self] in
      Task { @MainActor in
        self?.draw()
        self?.observe()
      }
    }
  }

  private func turnSpinner() async {
    let clock = ContinuousClock()
    while !Task.isCancelled {
      do {
        try await clock.sleep(for: .milliseconds(120))
      } catch {
        return
      }
      guard model.state.isLoadingOnStart || model.state.isCalculating else { continue }
      options.spinnerFrame += 1
      draw()
    }
  }

  private func draw() {
    let screen = ScreenRenderer(options: options).render(
      CalculatorScreen(state: model.state, strings: strings, layout: layout))
    write(painter.frame(screen: screen))
  }
}
