// A blind learner's answer to exercise 10, written without the corpus: race kept, spelled
// a new way: the flag lives behind an UnsafeMutablePointer whose address travels as an Int
// (Sendable) into a @concurrent task that writes it off the main actor while the screen
// reads it on the main actor. No banned word; compiles clean in Swift 6.
// Strict memory safety checking (SE-0458) now refuses its unsafe code at compile time,
// before the run-time judge sees the write.
// judge: structure (strict memory safety: the compiler must prove the code memory safe)
// verdict: fail
// expectation: SeedViewModel.swift compiles in Swift 6 mode with no warnings
// saying: Swift's strict memory safety checking (SE-0458) finds unsafe code

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
