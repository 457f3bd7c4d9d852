import Foundation

/// A fresh folder under the system's temporary directory, for one test: the one way the
/// suite makes a folder of its own.
///
/// The folder goes, with everything in it, when the last reference to the fixture does,
/// whether the test passed or failed, or earlier at ``remove()``. Files are named by
/// paths relative to it, and their folders are made as they are written:
///
/// ```swift
/// let folder = try TemporaryFolder()
/// try folder.write("a\n", to: "App/Suite/test.txt")
/// #expect(folder.read("App/Suite/test.txt") == "a\n")
/// ```
///
/// The suite leaves the temporary directory as it found it: CI runs it with `TMPDIR`
/// pointing at an empty folder and fails if anything is left there.
package final class TemporaryFolder: Sendable {
  /// The folder.
  package let url: URL

  /// Makes an empty folder named `<prefix>-<UUID>`.
  ///
  /// - Parameter prefix: The start of the folder's name, which says whose it is when one
  ///   is left behind.
  /// - Throws: When the folder cannot be made.
  package init(_ prefix: String = "calc-kit") throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Makes a folder that is the root of a package: it holds a `Package.swift`, and `files`
  /// by paths relative to it.
  ///
  /// - Parameters:
  ///   - prefix: The start of the folder's name.
  ///   - files: Texts by relative path.
  /// - Returns: The folder.
  /// - Throws: When the folder or a file cannot be made.
  package static func package(_ prefix: String = "calc-kit-package", files: [String: String] = [:])
    throws -> TemporaryFolder
  {
    let folder = try TemporaryFolder(prefix)
    try folder.write("// swift-tools-version: 6.0\n", to: "Package.swift")
    for (path, text) in files { try folder.write(text, to: path) }
    return folder
  }

  deinit {
    remove()
  }

  /// The folder's path.
  package var path: String { url.path }

  /// The URL of a file or folder inside this one.
  ///
  /// - Parameter relative: A path relative to the folder, such as `Tests/A.swift`.
  /// - Returns: Its URL.
  package func url(_ relative: String) -> URL {
    url.appendingPathComponent(relative)
  }

  /// The path of a file or folder inside this one.
  ///
  /// - Parameter relative: A path relative to the folder.
  /// - Returns: Its path.
  package func path(_ relative: String) -> String {
    url(relative).path
  }

  /// Writes a text file, making its folders first.
  ///
  /// - Parameters:
  ///   - text: What the file holds.
  ///   - relative: Its path relative to the folder.
  /// - Throws: When the file cannot be written.
  package func write(_ text: String, to relative: String) throws {
    try ScratchFile.write(text, to: url(relative))
  }

  /// Reads a text file.
  ///
  /// - Parameter relative: Its path relative to the folder.
  /// - Returns: Its text, or `nil` when it is missing or not UTF-8.
  package func read(_ relative: String) -> String? {
    try? String(contentsOf: url(relative), encoding: .utf8)
  }

  /// Whether a file or folder is there.
  ///
  /// - Parameter relative: Its path relative to the folder.
  /// - Returns: `true` when something is at that path.
  package func exists(_ relative: String) -> Bool {
    FileManager.default.fileExists(atPath: path(relative))
  }

  /// Makes a folder inside this one, and the folders above it.
  ///
  /// - Parameter relative: Its path relative to the folder.
  /// - Returns: Its URL.
  /// - Throws: When it cannot be made.
  @discardableResult
  package func makeFolder(_ relative: String) throws -> URL {
    let folder = url(relative)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Every file below the folder, hidden ones too, by path relative to it, sorted.
  package func files() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: path)
    var files: [String] = []
    while let name = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path(name), isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files.append(name)
      }
    }
    return files.sorted()
  }

  /// Removes the folder and everything in it now; nothing is left to remove later.
  package func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
