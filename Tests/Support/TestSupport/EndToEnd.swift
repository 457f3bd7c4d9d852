import Foundation
import Testing

/// Whether this run is the complete one, with `CALC_KIT_END_TO_END=1` set, as `.ci/run` does.
///
/// A plain `swift test` stays fast: slow end-to-end tests are skipped (the `.endToEnd` trait)
/// and property tests replay fewer generated cases; the complete run does all of it.
package enum EndToEnd {
  /// True when `CALC_KIT_END_TO_END=1` is set.
  package static var isEnabled: Bool {
    ProcessInfo.processInfo.environment["CALC_KIT_END_TO_END"] == "1"
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs a slow end-to-end test, such as one that builds a separate package, only when
  /// `CALC_KIT_END_TO_END=1` is set.
  ///
  /// `swift test` stays fast without them; run them with
  /// `CALC_KIT_END_TO_END=1 swift test`, as `.ci/run` does.
  package static var endToEnd: Self {
    .enabled(
      if: EndToEnd.isEnabled,
      "a slow end-to-end test; run it with CALC_KIT_END_TO_END=1 swift test")
  }
}
