import Foundation

/// Finds the folder of a Swift package by walking up from a folder inside it.
///
/// A tool run from anywhere in the kit, or a test that reads files beside its
/// sources, walks up to the first folder that holds `Package.swift`:
///
/// ```swift
/// let here = URL(fileURLWithPath: #filePath)
/// if let root = PackageRoot.find(from: [here], holding: ["Lessons/"]) {
///   print(root.appendingPathComponent("Lessons").path)
/// }
/// ```
package enum PackageRoot {
  /// The first folder at or above one of `starts`, tried in turn, that holds
  /// `Package.swift` and every one of `entries`.
  ///
  /// Walking up goes past a folder that holds `Package.swift` but not all of
  /// `entries`, such as a nested package.
  ///
  /// - Parameters:
  ///   - starts: Folders or files to walk up from; a file's own folder is the first tried.
  ///   - entries: Paths relative to the folder that must exist too, such as
  ///     `"Lessons/Exercises/exercises.json"`; a path ending in `/` must be a folder.
  /// - Returns: The folder, or `nil` when no folder above any start holds them all.
  package static func find(from starts: [URL], holding entries: [String] = []) -> URL? {
    for start in starts {
      var folder = start.standardizedFileURL
      while true {
        if holds(folder, ["Package.swift"] + entries) { return folder }
        let parent = folder.deletingLastPathComponent()
        guard parent.path != folder.path else { break }
        folder = parent
      }
    }
    return nil
  }

  /// Whether `folder` holds every one of `entries`.
  static func holds(_ folder: URL, _ entries: [String]) -> Bool {
    entries.allSatisfy { entry in
      var isFolder: ObjCBool = false
      let path = folder.appendingPathComponent(entry).path
      return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        && (isFolder.boolValue || !entry.hasSuffix("/"))
    }
  }
}
