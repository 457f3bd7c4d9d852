import Foundation

/// The Swift files below a folder that SwiftPM compiles: the one list every scan of a
/// test target's or a package's sources reads.
///
/// A folder reached through a symbolic link is read, as SwiftPM compiles the files in
/// it; each real folder is read once, so a link that points back up, or a second link to
/// a folder already read, ends that part of the walk. A file keeps the path it was
/// reached by, through the link, as `#filePath` names it.
package enum SwiftSourceFiles {
  /// What a walk starts from.
  package enum Root: Sendable {
    /// A target's folder: hidden files and folders are left out, as SwiftPM leaves them
    /// out of a target.
    case target
    /// A package's folder: hidden folders are read, since a target's `path:` may be one
    /// (`.tests/AppTests`), but not the tools' own folders (``toolFolders``), whose Swift
    /// files are build products and checkouts.
    case package
  }

  /// The folders SwiftPM and git keep their own files in, never a target's sources.
  package static let toolFolders: Set<String> = [".build", ".swiftpm", ".git"]

  /// The `.swift` files below `folder`, relative to it, sorted; none when it cannot be
  /// listed.
  ///
  /// Folders are read nearest first, in name order, so a file reached by two ways keeps
  /// the shorter: `Tests/AppTests/A.swift`, not `Elsewhere/Loop/AppTests/A.swift`.
  package static func below(_ folder: String, from root: Root) -> [String] {
    var visited: Set<String> = []
    var found: [String] = []
    var folders = [""]
    var next = 0
    while next < folders.count {
      let relative = folders[next]
      next += 1
      let path = relative.isEmpty ? folder : "\(folder)/\(relative)"
      // Listed by its real path: Foundation lists a link to a folder as empty on Linux.
      guard let real = realPath(path), visited.insert(real).inserted else { continue }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: real)) ?? []
      for name in names.sorted() where !isSkipped(name, from: root) {
        let entry = relative.isEmpty ? name : "\(relative)/\(name)"
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: "\(folder)/\(entry)", isDirectory: &isFolder)
        else { continue }
        if isFolder.boolValue {
          folders.append(entry)
        } else if name.hasSuffix(".swift") {
          found.append(entry)
        }
      }
    }
    return found.sorted()
  }

  /// Whether a walk from `root` leaves out the entry `name` and all below it.
  private static func isSkipped(_ name: String, from root: Root) -> Bool {
    switch root {
    case .target: name.hasPrefix(".")
    case .package: toolFolders.contains(name)
    }
  }

  /// The path with every symbolic link on it followed; `nil` when it leads nowhere.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
