/// What a command stops with when it fails: one sentence and an exit status.
///
/// Each tool has one error enumeration that conforms, with every message it
/// prints built in one place from ``CommandText``'s grammar. The run skeleton
/// in ``Command/main(_:console:)`` prints the message after `Error: `, then,
/// when the status is ``ExitCode/usage``, the usage line of the command.
package protocol CommandFailure: Error {
  /// The sentence that says what went wrong, naming the input; no `Error: `.
  var message: String { get }
  /// The status the tool exits with.
  var exitCode: ExitCode { get }
}
