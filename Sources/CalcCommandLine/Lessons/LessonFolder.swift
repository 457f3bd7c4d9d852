import Foundation

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
    let files = FileManager.default
    for start in starts {
      var folder = start.standardizedFileURL
      while true {
        var isFolder: ObjCBool = false
        let lessons = folder.appendingPathComponent("Lessons").path
        if files.fileExists(atPath: lessons, isDirectory: &isFolder), isFolder.boolValue,
          files.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
        {
          return LessonFolder(root: folder)
        }
        let parent = folder.deletingLastPathComponent()
        guard parent.path != folder.path else { break }
        folder = parent
      }
    }
    throw .lessonsNotFound(searched: starts.map(\.path))
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
