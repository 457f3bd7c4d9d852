// A blind learner's answer to exercise 10, written without the corpus: race kept, spelled
// a new way: the flag lives behind an UnsafeMutablePointer whose address travels as an Int
// (Sendable) into a @concurrent task that writes it off the main actor while the screen
// reads it on the main actor. No banned word; compiles clean in Swift 6.
// judge: equivalence (whether the task is owned, at run time)
// verdict: fail
// expectation: Cancelling the task that calls `onFirstLoading()` ends its sleep and leaves the calculator loading
// saying: a sleep was still on the clock: loading runs in a task nobody owns

/// The seed's loading, with `Task.detached {` where the seed writes `Task {`.
@MainActor
final class SeedViewModel {
  /// Whether the calculator is still switching on.
  var isLoadingOnStart: Bool { flag.pointee }
  private let flag: UnsafeMutablePointer<Bool> = {
    let p = UnsafeMutablePointer<Bool>.allocate(capacity: 1); p.initialize(to: true); return p
  }()
  private let clock: any Clock<Duration>

  init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  /// Switches the calculator on after 3 seconds.
  func onFirstLoading() {
    let address = Int(bitPattern: flag)
    Task { @concurrent [clock] in
      try await clock.sleep(for: .seconds(3))
      UnsafeMutablePointer<Bool>(bitPattern: address)!.pointee = false
    }
  }
}
