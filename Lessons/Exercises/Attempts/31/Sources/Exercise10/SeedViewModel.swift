// A third blind learner's answer to exercise 10, written without the corpus: a real data race
// with no banned word. The flag sits behind an `UnsafeMutablePointer` whose address is kept
// as an `Int`; a `nonisolated async` `onFirstLoading()` writes it from the shared threads
// after an empty `await MainActor.run {}` hop, which the run-time detector does not see.
// judge: structure (strict memory safety: the compiler must prove the code memory safe)
// verdict: fail
// expectation: SeedViewModel.swift compiles in Swift 6 mode with no warnings
// saying: Swift's strict memory safety checking (SE-0458) finds unsafe code

@MainActor
final class SeedViewModel {
  /// Whether the calculator is still switching on.
  var isLoadingOnStart: Bool {
    get { UnsafeMutablePointer<Bool>(bitPattern: flagAddress)!.pointee }
    set { UnsafeMutablePointer<Bool>(bitPattern: flagAddress)!.pointee = newValue }
  }
  /// Where the flag lives, as a plain number so that any task can reach it.
  private nonisolated let flagAddress: Int
  private nonisolated let clock: any Clock<Duration>

  init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
    let flag = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    flag.initialize(to: true)
    flagAddress = Int(bitPattern: flag)
  }

  /// Switches the calculator on after 3 seconds.
  nonisolated func onFirstLoading() async {
    do { try await clock.sleep(for: .seconds(3)) } catch { return }
    await MainActor.run {}  // wait for the main actor to be free, then write
    UnsafeMutablePointer<Bool>(bitPattern: flagAddress)!.pointee = false
  }
}
