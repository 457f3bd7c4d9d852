import Testing

extension Trait where Self == TimeLimitTrait {
  /// The suites' last line of defence against a hang: a test that runs longer fails.
  ///
  /// A test that waits for clock-driven work bounds that wait itself, with
  /// `ManualClock.advance(by:finishing:)`, so a regression fails at once; this limit only
  /// ends what nothing else bounds. It is one minute, or three in the complete run
  /// (`CALC_KIT_END_TO_END=1`), where builds of other packages share the machine's cores.
  package static var backstopTimeLimit: Self {
    .timeLimit(EndToEnd.isEnabled ? .minutes(3) : .minutes(1))
  }
}
