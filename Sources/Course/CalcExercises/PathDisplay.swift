import Foundation

/// Writes a path the way the learner can open it from the folder where they ran the command.
///
/// `swift run calc-render check` runs from the kit's folder or any folder in it,
/// while the compiler and the check speak of absolute paths or of paths in the
/// exercises package. Both become relative to the working directory when they
/// share a folder with it, and stay absolute when they do not.
///
/// ```swift
/// let paths = PathDisplay(
///   package: URL(fileURLWithPath: "/kit/Lessons/Exercises"),
///   workingDirectory: URL(fileURLWithPath: "/kit"))
/// let edit = paths.path(inPackage: "Sources/Exercise03/Sum.swift")
/// // edit is "Lessons/Exercises/Sources/Exercise03/Sum.swift"
/// ```
struct PathDisplay: Sendable {
  /// The exercises package's folder.
  let package: URL
  /// The folder the command was run from.
  let workingDirectory: URL

  /// A path inside the exercises package, such as `Sources/Exercise03/Sum.swift`.
  func path(inPackage path: String) -> String {
    self.path(absolute: package.appendingPathComponent(path).path)
  }

  /// An absolute path, relative to the working directory when they share a folder.
  func path(absolute path: String) -> String {
    let target = Self.components(of: URL(fileURLWithPath: path))
    let here = Self.components(of: workingDirectory)
    let shared = zip(target, here).prefix { $0 == $1 }.count
    // Only the root in common: a relative path would climb to `/` and be no easier to read.
    guard shared > 1 else { return path }
    let up = Array(repeating: "..", count: here.count - shared)
    let relative = (up + target.dropFirst(shared)).joined(separator: "/")
    return relative.isEmpty ? "." : relative
  }

  private static func components(of url: URL) -> [String] {
    url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
  }
}
