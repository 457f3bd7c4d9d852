/// Why a program could not be run to its end.
///
/// ``ChildProcess`` throws every case but ``timedOut(command:limit:)``, which a caller
/// throws when a ``RunResult`` says the program ran out of time and that is a failure.
package enum ChildProcessError: Error, Equatable, CustomStringConvertible {
  /// No file is at the program's path.
  case noSuchProgram(String)
  /// The system would not start the program, for a reason such as "Permission denied".
  case cannotStart(String, reason: String)
  /// The folder the program was to run in does not exist.
  case noSuchFolder(String)
  /// An argument, an environment variable or a path holds a zero byte, which ends a string
  /// where a program reads it.
  case zeroByte(String)
  /// An environment variable's name is empty or holds `=`.
  case badVariableName(String)
  /// The pipes to the program could not be made, for a reason such as "Too many open files".
  case noPipes(reason: String)
  /// The program was still running when its time was up, and was stopped.
  case timedOut(command: String, limit: Duration)

  /// What went wrong, naming the program or the text at fault.
  package var description: String {
    switch self {
    case .noSuchProgram(let path): "cannot run \(path): there is no such file"
    case .cannotStart(let path, let reason): "cannot run \(path): \(reason)"
    case .noSuchFolder(let path): "cannot run a program in \(path): there is no such folder"
    case .zeroByte(let text):
      "cannot give a program '\(text.replacingOccurrences(of: "\0", with: "\\0"))': "
        + "it holds a zero byte"
    case .badVariableName(let name):
      "cannot give a program the environment variable '\(name)': a name must be "
        + "non-empty and without '='"
    case .noPipes(let reason): "cannot make pipes to a program: \(reason)"
    case .timedOut(let command, let limit): "'\(command)' did not finish within \(limit)"
    }
  }
}
