import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns a file that cannot be read into a few plain words.
enum FileFailure {
  /// Why a path could not be read, in a few words such as `no such file`.
  static func reason(for error: any Error, path: String) -> String {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      return "no such file"
    }
    if isDirectory.boolValue { return "it is a folder, expected a file" }
    if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
    return (error as NSError).localizedDescription
  }

  /// Why `open(2)` failed, in a few words.
  static func reason(errno code: Int32) -> String {
    switch code {
    case ENOENT: "no such file"
    case EACCES: "permission denied"
    case ENOTDIR: "a folder on its path is a file"
    default: String(cString: strerror(code)).lowercased()
    }
  }

  /// What an opened path is when it is not a regular file, or `nil` when it is one.
  static func notAFile(mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "it is a folder, expected a file"
    case S_IFIFO:
      "it is a pipe (FIFO), expected a file; to read a pipe, use '--state -' with it "
        + "on standard input"
    case S_IFCHR, S_IFBLK: "it is a device, expected a file"
    case S_IFSOCK: "it is a socket, expected a file"
    default: "it is not a regular file"
    }
  }
}
