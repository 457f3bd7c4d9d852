import Foundation
import KitSupport

/// The package folder that holds `Lessons/`, and the lessons in it.
package struct LessonFolder: Sendable {
  /// One lesson file: `Lessons/NN-name.md`.
  package struct Entry: Equatable, Sendable {
    /// The number in its file name.
    package let number: Int
    /// The path relative to the package folder.
    package let path: String
    /// The title after `# N. `.
    package let title: String
    /// The first paragraph line after the title.
    package let summary: String

    /// The name in its file name, after the number: `task` for `Lessons/07-task.md`.
    package var name: String {
      let file = path.split(separator: "/").last ?? ""
      return String(file.drop { $0.isNumber }.dropFirst().dropLast(".md".count))
    }

    /// Whether a word names this lesson: its number, as `5` or `05`, or its name in any case.
    package func matches(_ word: String) -> Bool {
      Int(word) == number || word.lowercased() == name.lowercased()
    }
  }

  /// The package folder: it holds `Package.swift` and `Lessons/`.
  package let root: URL

  /// The package folder at `root`.
  package init(root: URL) {
    self.root = root
  }

  /// Walks up from each folder in turn to the first one holding `Lessons/` and
  /// `Package.swift`; `nil` when there is none.
  package static func find(from starts: [URL]) -> LessonFolder? {
    PackageRoot.find(from: starts, holding: ["Lessons/"]).map(LessonFolder.init(root:))
  }

  /// Walks up from each folder in turn to the first one holding `Lessons/` and `Package.swift`.
  ///
  /// - Throws: ``LessonFolderError/notFound(searched:)`` naming the folders it started from.
  package static func locate(from starts: [URL]) throws(LessonFolderError) -> LessonFolder {
    guard let folder = find(from: starts) else {
      throw .notFound(searched: starts.map(\.path))
    }
    return folder
  }

  /// The folders a tool of the kit looks for its lessons and exercises from: where it
  /// runs, then the folder of this source file, so a tool run from elsewhere with
  /// `swift run --package-path` finds them too.
  package static func searchStarts(from workingDirectory: URL) -> [URL] {
    [workingDirectory, URL(fileURLWithPath: #filePath).deletingLastPathComponent()]
  }

  /// The lessons, by number: files named `NN-name.md` in `Lessons/`.
  package func entries() -> [Entry] {
    let folder = root.appendingPathComponent("Lessons")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().compactMap { name in
      guard name.hasSuffix(".md"), let number = Int(name.prefix { $0.isNumber }),
        let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      else { return nil }
      let lines = MarkdownDocument.lines(of: text)
      let heading = lines.first { $0.hasPrefix("# ") } ?? name
      let title = heading.drop { $0 == "#" || $0 == " " }.drop { $0.isNumber }
      let summary = lines.dropFirst().first { !$0.isEmpty && !$0.hasPrefix("#") } ?? ""
      return Entry(
        number: number, path: "Lessons/" + name,
        title: title.hasPrefix(". ") ? String(title.dropFirst(2)) : String(title),
        summary: summary)
    }
  }

  /// Reads a file relative to the package folder.
  package func read(_ path: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }
}
