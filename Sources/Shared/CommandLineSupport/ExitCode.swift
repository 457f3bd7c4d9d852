/// The exit statuses every tool of the kit uses, from BSD's `sysexits.h`.
public enum ExitCode {
  /// Success.
  public static let success: Int32 = 0
  /// The command ran and the answer is no: a check failed, two files differ,
  /// a refusal that changed nothing.
  public static let failure: Int32 = 1
  /// The command line was wrong: an unknown option, a missing value.
  public static let usage: Int32 = 64
  /// An input was read but its contents are wrong.
  public static let data: Int32 = 65
  /// An input could not be opened.
  public static let noInput: Int32 = 66
  /// An output file or folder could not be made.
  public static let cannotCreate: Int32 = 73
  /// Reading or writing failed part way: a full disk, a closed stream.
  public static let ioError: Int32 = 74

  /// The status of a command a signal ended, as a shell reports it: 128 plus its number.
  public static func signalled(_ number: Int32) -> Int32 { 128 + number }
}
