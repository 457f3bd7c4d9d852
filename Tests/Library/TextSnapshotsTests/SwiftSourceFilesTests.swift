import Foundation
import TestSupport
import Testing

@testable import TextSnapshots

/// The one list of a target's or a package's Swift files that every source scan reads.
@Suite("Swift source files")
struct SwiftSourceFilesTests {
  let folder: TemporaryFolder

  /// A package whose test target reaches a folder elsewhere through a symbolic link, that
  /// folder linking back up to the package, plus hidden, tool and dangling entries.
  init() throws {
    folder = try TemporaryFolder.package(
      "swift-source-files",
      files: [
        "Tests/AppTests/A.swift": "", "Tests/AppTests/Sub/B.swift": "",
        "Tests/AppTests/notes.md": "", "Tests/AppTests/.hidden/H.swift": "",
        "Elsewhere/C.swift": "", ".build/checkouts/Dep/D.swift": "",
        ".tests/HiddenTests/E.swift": "",
      ])
    let links = [
      ("Tests/AppTests/Linked", "Elsewhere"), ("Elsewhere/Loop", "Tests"),
      ("Tests/AppTests/Again", "Elsewhere"), ("Tests/AppTests/Gone", "Nowhere"),
    ]
    for (link, target) in links {
      try FileManager.default.createSymbolicLink(
        atPath: folder.path(link), withDestinationPath: folder.path(target))
    }
  }

  @Test("A target's files: linked folders followed, each real folder once, hidden ones left out")
  func targetFiles() {
    let files = SwiftSourceFiles.below(folder.path("Tests/AppTests"), from: .target)
    // `Elsewhere` is read once, through the first of its two links in name order.
    #expect(files == ["A.swift", "Again/C.swift", "Sub/B.swift"])
  }

  @Test("A package's files: hidden target folders read, the tools' own folders not")
  func packageFiles() {
    let files = SwiftSourceFiles.below(folder.path, from: .package)
    #expect(files.contains(".tests/HiddenTests/E.swift"))
    #expect(files.contains("Tests/AppTests/.hidden/H.swift"))
    #expect(!files.contains { $0.hasPrefix(".build/") })
    // Each real folder once, by its nearest way: `Tests` not again through `Elsewhere/Loop`.
    #expect(
      files == [
        ".tests/HiddenTests/E.swift", "Elsewhere/C.swift", "Package.swift",
        "Tests/AppTests/.hidden/H.swift",
        "Tests/AppTests/A.swift", "Tests/AppTests/Sub/B.swift",
      ])
  }

  @Test("A folder that cannot be listed has no files")
  func missingFolder() {
    #expect(SwiftSourceFiles.below(folder.path("Nowhere"), from: .target).isEmpty)
  }
}
