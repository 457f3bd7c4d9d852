// An attempt at exercise 10 whose loading is owned, as the screen's `.task` owns it, but
// finishes in a `@concurrent` function that reads its settings first, a blocking 0.3 s, and
// then writes the flag through a pointer whose address travels as an `Int`: off the main
// actor, and after the 100 ms the old judge held the main actor for, so it passed. The judge
// runs the parts of loading on no actor itself, to their end, while it holds the main actor.
// Strict memory safety checking (SE-0458) now refuses its pointer at compile time, before
// the run-time judge sees the write.
// judge: structure (strict memory safety: the compiler must prove the code memory safe)
// verdict: fail
// expectation: SeedViewModel.swift compiles in Swift 6 mode with no warnings
// saying: Swift's strict memory safety checking (SE-0458) finds unsafe code
import Foundation

/// The seed's loading, finished on no actor.
@MainActor
final class SeedViewModel {
  /// Whether the calculator is still switching on.
  var isLoadingOnStart: Bool { flag.pointee }
  private let flag: UnsafeMutablePointer<Bool> = {
    let flag = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    flag.initialize(to: true)
    return flag
  }()
  private let clock: any Clock<Duration>

  init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  /// Switches the calculator on after 3 seconds and its settings; cancelling it leaves it
  /// loading.
  func onFirstLoading() async {
    await Self.finish(after: clock, writingTo: Int(bitPattern: flag))
  }

  @concurrent
  private nonisolated static func finish(after clock: any Clock<Duration>, writingTo address: Int)
    async
  {
    do {
      try await clock.sleep(for: .seconds(3))
    } catch {
      return
    }
    readSettings()
    UnsafeMutablePointer<Bool>(bitPattern: address)?.pointee = false
  }

  /// Reads the calculator's settings, as a blocking read from a slow disk does.
  private nonisolated static func readSettings() {
    Thread.sleep(forTimeInterval: 0.3)
  }
}
