// An attempt at exercise 10 after round 31's message: the same race behind an unsafe pointer,
// each use marked `unsafe` as the compiler's own fix-it suggests, so strict memory safety
// checking says nothing; the pointer still lets the shared threads write the flag. The
// run-time judge sees the write off the main actor before the escape-hatch rule (which
// refuses `unsafe` too) is asked.
// judge: equivalence (where the state is written, at run time)
// verdict: fail
// expectation: Loading writes `isLoadingOnStart` on the main actor
// saying: Loading wrote `isLoadingOnStart` while it ran on no actor

@MainActor
final class SeedViewModel {
  /// Whether the calculator is still switching on.
  var isLoadingOnStart: Bool {
    get { unsafe UnsafeMutablePointer<Bool>(bitPattern: flagAddress)!.pointee }
    set { unsafe UnsafeMutablePointer<Bool>(bitPattern: flagAddress)!.pointee = newValue }
  }
  /// Where the flag lives, as a plain number so that any task can reach it.
  private nonisolated let flagAddress: Int
  private nonisolated let clock: any Clock<Duration>

  init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
    let flag = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    unsafe flag.initialize(to: true)
    flagAddress = Int(bitPattern: flag)
  }

  /// Switches the calculator on after 3 seconds.
  nonisolated func onFirstLoading() async {
    do { try await clock.sleep(for: .seconds(3)) } catch { return }
    await MainActor.run {}  // wait for the main actor to be free, then write
    unsafe UnsafeMutablePointer<Bool>(bitPattern: flagAddress)!.pointee = false
  }
}
