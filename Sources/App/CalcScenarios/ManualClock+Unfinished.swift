extension ManualClock {
  /// Why work that had to finish after an advance did not, as
  /// ``ManualClock/advance(by:finishing:fileID:line:)`` reports it.
  ///
  /// Its description says what was still pending, on the clock of which call,
  /// and at what time on that clock.
  public enum Unfinished: Error, Equatable, CustomStringConvertible {
    /// After the advance the work was still asleep, with a later deadline, or
    /// fell asleep again; `pending` holds every sleep on the clock then.
    case stillAsleep(at: Instant, pending: [Sleeper], call: String)

    /// One paragraph a test failure can show as it is.
    public var description: String {
      switch self {
      case .stillAsleep(let now, let pending, let call):
        let sleeps = pending.map { "#\($0.id) due at \($0.deadline)" }.joined(separator: ", ")
        return "The work did not finish: the manual clock advanced at \(call) is at \(now), "
          + "and \(pending.count) sleep(s) are still pending on it (\(sleeps)). It is asleep "
          + "with a later deadline, or fell asleep again; advance further, or check "
          + "clock.pending before awaiting it."
      }
    }
  }
}
