/// The status a tool exits with, named by what it means, from BSD's `sysexits.h`.
///
/// Every command returns one from ``Command/run(_:)`` and every failure names
/// one, so a status is never a bare number in the kit's code or its tests:
///
/// ```swift
/// let status = ExitCode(rawValue: 64)
/// print(status == .usage ? "usage: \(status)" : "other")
/// // Prints "usage: 64"
/// ```
package struct ExitCode: Hashable, Sendable, CustomStringConvertible {
  /// The number the process exits with.
  package let rawValue: Int32

  /// The status with this number, such as one a finished process returned.
  package init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// Success.
  package static let success = ExitCode(rawValue: 0)
  /// The command ran and the answer is no: a check failed, two files differ,
  /// a refusal that changed nothing.
  package static let failure = ExitCode(rawValue: 1)
  /// The command line was wrong: an unknown option, a missing value.
  package static let usage = ExitCode(rawValue: 64)
  /// An input was read but its contents are wrong.
  package static let data = ExitCode(rawValue: 65)
  /// An input could not be opened.
  package static let noInput = ExitCode(rawValue: 66)
  /// An output file or folder could not be made.
  package static let cannotCreate = ExitCode(rawValue: 73)
  /// Reading or writing failed part way: a full disk, a closed stream.
  package static let ioError = ExitCode(rawValue: 74)

  /// The status of a command a signal ended, as a shell reports it: 128 plus its number.
  package static func signalled(_ number: Int32) -> ExitCode {
    ExitCode(rawValue: 128 + number)
  }

  /// The number, as a shell prints it: `64`.
  package var description: String { "\(rawValue)" }
}
