import Foundation

/// Turns a failed file read into a few plain words.
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
}
