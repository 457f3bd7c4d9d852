import Foundation
import Testing

extension Trait where Self == ConditionTrait {
  /// Runs a slow end-to-end test, such as one that builds a separate package, only when
  /// `CALC_KIT_END_TO_END=1` is set.
  ///
  /// `swift test` stays fast without them; run them with
  /// `CALC_KIT_END_TO_END=1 swift test`, as `.ci/run` does.
  public static var endToEnd: Self {
    .enabled(
      if: ProcessInfo.processInfo.environment["CALC_KIT_END_TO_END"] == "1",
      "a slow end-to-end test; run it with CALC_KIT_END_TO_END=1 swift test")
  }
}
