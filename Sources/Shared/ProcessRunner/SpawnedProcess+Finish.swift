import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SpawnedProcess {
  /// The most `poll` sleeps before it looks again whether the child has ended or run out of
  /// time, in milliseconds.
  private static let lookInterval = 100
  /// How long a child that SIGKILL has not ended is waited for before it is left as it is.
  private static let killWait = Duration.seconds(5)
  /// The longest time limit kept as given; a longer one is this, so that no sum overflows.
  private static let longestLimit = Duration.seconds(100 * 365 * 86_400)
  /// The most bytes read from a pipe, or written to one, at a time.
  private static let chunk = 65_536

  /// Writes the child's input, reads its output, and waits until it ends, stopping it when
  /// it runs past its time limit; returns how it ended and what it wrote.
  ///
  /// Both output pipes and the input pipe are served together by `poll`, so a child blocked
  /// writing to one is never left waiting while this process waits on another.
  mutating func finish(onOutput: ((Data) -> Void)?) -> RunResult {
    var pending = Data()
    if case .bytes(let bytes) = process.standardInput { pending = bytes }
    var written = 0
    var standardOutput = Data()
    var standardError = Data()
    var buffer = [UInt8](repeating: 0, count: Self.chunk)
    let clock = ContinuousClock()
    var deadline = process.timeLimit.map { clock.now + min(max($0, .zero), Self.longestLimit) }
    var stopSignal: Int32?
    var ending: RunResult.Termination?
    var drainDeadline: ContinuousClock.Instant?
    var nap = 1
    let brokenPipeWasBlocked = input.map { _ in Self.blockBrokenPipe() }
    defer { brokenPipeWasBlocked.map(Self.unblockBrokenPipe(wasBlocked:)) }
    if pending.isEmpty { closeInput() }

    while true {
      if ending == nil, let ended = reap(blocking: false) {
        ending = ended
        closeInput()
        drainDeadline = clock.now + ChildProcess.drainLimit
      }
      if ending != nil {
        guard output != nil || errors != nil else { break }
        if let drainDeadline, clock.now >= drainDeadline { break }
      } else if let current = deadline, clock.now >= current {
        switch stopSignal {
        case nil:
          kill(pid, SIGTERM)
          stopSignal = SIGTERM
          deadline = clock.now + ChildProcess.stopGrace
        case SIGTERM:
          kill(pid, SIGKILL)
          stopSignal = SIGKILL
          deadline = clock.now + Self.killWait
        default:
          // SIGKILL has not ended it: it is stuck in the kernel, and left to it.
          ending = .signal(SIGKILL)
          closeInput()
          drainDeadline = clock.now
        }
        continue
      }
      let wake = [deadline, drainDeadline].compactMap { $0 }.min()
      if output == nil && errors == nil && input == nil {
        // Nothing left to read or write: only the end to wait for.
        guard let wake else {
          ending = reap(blocking: true)
          continue
        }
        _ = poll(nil, 0, Int32(min(nap, Self.milliseconds(until: wake, from: clock.now))))
        nap = min(nap * 2, Self.lookInterval)
        continue
      }
      var descriptors: [pollfd] = []
      for end in [output, errors].compactMap({ $0 }) {
        descriptors.append(pollfd(fd: end, events: Int16(POLLIN), revents: 0))
      }
      if let input { descriptors.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
      let timeout = min(
        Self.lookInterval, wake.map { Self.milliseconds(until: $0, from: clock.now) } ?? .max)
      guard poll(&descriptors, nfds_t(descriptors.count), Int32(timeout)) > 0 else { continue }
      for descriptor in descriptors where descriptor.revents != 0 {
        switch descriptor.fd {
        case output:
          if !receive(
            from: descriptor.fd, into: &standardOutput, buffer: &buffer, onOutput: onOutput)
          {
            close(descriptor.fd)
            output = nil
          }
        case errors:
          if !receive(from: descriptor.fd, into: &standardError, buffer: &buffer, onOutput: nil) {
            close(descriptor.fd)
            errors = nil
          }
        default:
          if !send(pending, from: &written, to: descriptor.fd) { closeInput() }
        }
      }
    }
    for end in [output, errors, input].compactMap({ $0 }) { close(end) }
    (output, errors, input) = (nil, nil, nil)
    return RunResult(
      termination: ending ?? .exit(-1), timedOut: stopSignal != nil,
      standardOutput: standardOutput, standardError: standardError)
  }

  /// Reads what a pipe holds now into `data`; `false` once the pipe has ended or failed.
  private func receive(
    from descriptor: Int32, into data: inout Data, buffer: inout [UInt8],
    onOutput: ((Data) -> Void)?
  ) -> Bool {
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count > 0 {
        let piece = Data(buffer[..<count])
        onOutput?(piece)
        data.append(piece)
        return true
      }
      if count == 0 { return false }
      if errno == EINTR { continue }
      return errno == EAGAIN || errno == EWOULDBLOCK
    }
  }

  /// Writes the next part of `bytes` after `offset` to the input pipe; `false` once all is
  /// written, or the child has closed its end.
  private func send(_ bytes: Data, from offset: inout Int, to descriptor: Int32) -> Bool {
    let count = bytes.withUnsafeBytes { raw -> Int in
      guard let base = raw.baseAddress, offset < raw.count else { return 0 }
      return write(descriptor, base + offset, min(raw.count - offset, Self.chunk))
    }
    if count > 0 { offset += count }
    if count < 0 && errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK { return false }
    return offset < bytes.count
  }

  /// Closes the input pipe, so the child reads the end of its input.
  private mutating func closeInput() {
    guard let input else { return }
    close(input)
    self.input = nil
  }

  /// How the child ended, once it has; `nil` while it runs, when not `blocking`.
  ///
  /// A child that this process ignores SIGCHLD for is reaped by the system, which keeps no
  /// status; it reads as exit status -1.
  private func reap(blocking: Bool) -> RunResult.Termination? {
    var status: Int32 = 0
    while true {
      let found = waitpid(pid, &status, blocking ? 0 : WNOHANG)
      if found == pid {
        let signal = status & 0x7F
        return signal == 0 ? .exit((status >> 8) & 0xFF) : .signal(signal)
      }
      if found == 0 { return nil }
      if errno == EINTR { continue }
      return .exit(-1)
    }
  }

  /// The whole milliseconds from `now` until `instant`, rounded up; 0 once it has passed.
  private static func milliseconds(
    until instant: ContinuousClock.Instant, from now: ContinuousClock.Instant
  ) -> Int {
    let left = now.duration(to: instant)
    guard left > .zero else { return 0 }
    let (seconds, attoseconds) = left.components
    return Int(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
  }

  /// Blocks SIGPIPE on this thread, so writing to a child that has closed its input fails
  /// with EPIPE instead of ending this process; returns whether it was blocked already.
  private static func blockBrokenPipe() -> Bool {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGPIPE)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &signals, &previous)
    return sigismember(&previous, SIGPIPE) == 1
  }

  /// Takes the SIGPIPE a failed write left pending, then unblocks it as it was.
  private static func unblockBrokenPipe(wasBlocked: Bool) {
    guard !wasBlocked else { return }
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGPIPE)
    var pending = sigset_t()
    sigpending(&pending)
    if sigismember(&pending, SIGPIPE) == 1 {
      var number: Int32 = 0
      sigwait(&signals, &number)
    }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }
}
