import Foundation
import KitSupport

/// The package folder that holds `Lessons/`, and the lessons in it.
struct LessonFolder {
  /// One lesson file: `Lessons/NN-name.md`.
  struct Entry: Equatable {
    /// The number in its file name.
    let number: Int
    /// The path relative to the package folder.
    let path: String
    /// The title after `# N. `.
    let title: String
    /// The first paragraph line after the title.
    let summary: String
  }

  /// The package folder: it holds `Package.swift` and `Lessons/`.
  let root: URL

  /// Walks up from each folder in turn to the first one holding `Lessons/` and `Package.swift`.
  ///
  /// - Throws: `CommandLineError.lessonsNotFound` naming the folders it started from.
  static func locate(from starts: [URL]) throws(CommandLineError) -> LessonFolder {
    guard let root = PackageRoot.find(from: starts, holding: ["Lessons/"]) else {
      throw .lessonsNotFound(searched: starts.map(\.path))
    }
    return LessonFolder(root: root)
  }

  /// The lessons, by number: files named `NN-name.md` in `Lessons/`.
  func entries() -> [Entry] {
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
  func read(_ path: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }
}
