// A third blind learner's answer to exercise 10, written without the corpus: a real data race
// with no banned word. The main-actor write `{ self.isLoadingOnStart = false }` is
// `unsafeBitCast` to a `@Sendable` closure and called from a `@concurrent` function after the
// sleep and an empty `MainActor.run` hop.
// judge: structure (strict memory safety: the compiler must prove the code memory safe)
// verdict: fail
// expectation: SeedViewModel.swift compiles in Swift 6 mode with no warnings
// saying: Swift's strict memory safety checking (SE-0458) finds unsafe code

@MainActor
final class SeedViewModel {
  var isLoadingOnStart = true
  private nonisolated let clock: any Clock<Duration>

  init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  /// Switches the calculator on after 3 seconds.
  func onFirstLoading() async {
    let switchOn: () -> Void = { self.isLoadingOnStart = false }
    // The write "does not really need" the main actor: let it travel as a plain closure.
    let send = unsafeBitCast(switchOn, to: (@Sendable () -> Void).self)
    await Self.sleepThenRun(clock: clock, send)
  }

  @concurrent
  private nonisolated static func sleepThenRun(
    clock: any Clock<Duration>, _ work: @Sendable () -> Void
  ) async {
    do { try await clock.sleep(for: .seconds(3)) } catch { return }
    await MainActor.run {}
    work()
  }
}
