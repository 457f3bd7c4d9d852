import Observation

/// The frame the spinner shows, turned on a clock while the calculator is busy.
///
/// It is observable, as the view model is, so the session redraws when the
/// frame turns just as it redraws when the state changes.
@MainActor
@Observable
final class Spinner {
  /// How often the spinner turns.
  static let period = Duration.milliseconds(120)

  /// The frame to draw; it only grows.
  private(set) var frame = 0

  /// Turns the frame once a period while `isBusy` says so, until the task is cancelled.
  func turn(on clock: any Clock<Duration>, while isBusy: () -> Bool) async {
    while true {
      do {
        try await clock.sleep(for: Self.period)
      } catch {
        return
      }
      if isBusy() { frame += 1 }
    }
  }
}
