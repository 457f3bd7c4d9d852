/// Why an input could not be read, as facts a tool turns into its own words.
package enum ReadFailure: Error, Equatable, Sendable {
  /// Nothing is at the path.
  case noSuchFile
  /// The path may not be read.
  case permissionDenied
  /// A folder on the path is a file.
  case notAFolderOnPath
  /// The path, or standard input, is not a regular file.
  case notAFile(FileKind)
  /// Opening failed for another reason, in the system's words.
  case cannotOpen(reason: String)
  /// Reading failed part way, in the system's words.
  case failed(reason: String)

  /// What a path that is not a regular file is instead.
  package enum FileKind: Equatable, Sendable {
    /// A folder.
    case folder
    /// A named pipe (FIFO), which would wait for a writer.
    case pipe
    /// A device, such as `/dev/null`.
    case device
    /// A socket.
    case socket
    /// Something else.
    case other
  }
}
