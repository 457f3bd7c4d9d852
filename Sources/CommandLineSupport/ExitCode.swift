/// The exit statuses both tools use, from BSD's `sysexits.h`.
public enum ExitCode {
  /// Success.
  public static let success: Int32 = 0
  /// The command line was wrong: an unknown option, a missing value.
  public static let usage: Int32 = 64
  /// An input was read but its contents are wrong.
  public static let data: Int32 = 65
  /// An input could not be opened.
  public static let noInput: Int32 = 66
  /// Reading or writing failed part way: a full disk, a closed stream.
  public static let ioError: Int32 = 74
}
