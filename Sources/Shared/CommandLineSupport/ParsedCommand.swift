/// What a command line asks for, once the reader has read it.
package enum ParsedCommand: Sendable {
  /// `-h` or `--help`: print this help and do nothing else.
  case help(String)
  /// Run this command; `usage` is its usage line, for a usage error it throws.
  case command(any Command, usage: String)
}
