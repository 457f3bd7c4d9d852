import Foundation
import SwiftSource
import TextSnapshots

/// What a package's Swift sources say about the tests that could use a snapshot.
///
/// Each file is read with the snapshot library's own scanner, so a name inside a comment
/// or a string does not count. Names are kept in the form the library gives files:
/// a test function `` `shows the total` `` is `shows-the-total`, and `_shows_the_total_`
/// and `shows_the_total` as file names had it before. A file the scanner cannot read is
/// kept as doubt about the names its text holds, and only those: each run of its text, as
/// written, as file names keep it, and each run between two backticks on a line read as
/// a raw identifier's file names, so `` `adds: three` `` holds `adds_-three-<hash>`.
struct SourceText {
  /// Function names, as reference files name them.
  private(set) var functions: Set<String> = []
  /// Files the scanner could not read, relative to the folder.
  private(set) var unreadable: [String] = []
  /// The text of each file the scanner could not read, as written and as file names keep
  /// it, and the file names of every raw identifier it could declare, in the order of
  /// ``unreadable``.
  private var unreadableTexts: [(written: String, kept: String, raw: Set<String>)] = []

  /// Reads every `.swift` file below `folder` (``SwiftSourceFiles``), hidden folders
  /// included, since SwiftPM builds a target from any `path:` (`.tests/AppTests`), but not
  /// the tools' own folders (`.build`, `.swiftpm`, `.git`), whose Swift files are build
  /// products and checkouts; folders reached through symbolic links too, each real folder
  /// once, as SwiftPM compiles the files in them.
  init(folder: String) {
    for file in SwiftSourceFiles.below(folder, from: .package) {
      guard let data = FileManager.default.contents(atPath: "\(folder)/\(file)") else {
        continue
      }
      if !read(Array(data)) {
        unreadable.append(String(file.split(separator: "/").last ?? ""))
        let text = String(decoding: data, as: UTF8.self)
        unreadableTexts.append(
          (text, SnapshotLocation.sanitised(text), Self.rawReferenceForms(in: text)))
      }
    }
  }

  /// The first file the scanner could not read whose text holds `function` anywhere, as
  /// written, as file names keep it or as a raw identifier's file name: only such a file
  /// may declare it; `nil` when none.
  func unreadable(mentioning function: String) -> String? {
    unreadableTexts.indices.first { index in
      unreadableTexts[index].raw.contains(function)
        || unreadableTexts[index].written.contains(function)
        || unreadableTexts[index].kept.contains(function)
    }.map { unreadable[$0] }
  }

  /// The reference names of every raw identifier `text` could declare, read without the
  /// scanner: a raw identifier holds no backtick and no line break, so its name is the
  /// text between two backticks next to each other on one line, whichever backticks a
  /// comment or a string leaves unpaired.
  static func rawReferenceForms(in text: String) -> Set<String> {
    var forms: Set<String> = []
    for line in text.split(whereSeparator: \.isNewline) {
      for name in line.split(separator: "`", omittingEmptySubsequences: false).dropFirst()
        .dropLast() where !name.isEmpty
      {
        forms.formUnion(referenceForms(of: "`\(name)`"))
      }
    }
    return forms
  }

  /// Reads one file; `false` when the scanner cannot.
  private mutating func read(_ bytes: [UInt8]) -> Bool {
    let scanner = SwiftSourceScanner(bytes)
    guard let tokens = try? scanner.tokens().filter({ !$0.isTrivia }) else { return false }
    func text(_ index: Int) -> String {
      String(decoding: bytes[tokens[index].range], as: UTF8.self)
    }
    for index in tokens.indices.dropLast() {
      guard tokens[index].kind == .identifier, text(index) == "func",
        tokens[index + 1].kind == .identifier
      else { continue }
      functions.formUnion(Self.referenceForms(of: text(index + 1)))
    }
    return true
  }

  /// The names a reference file may have for a function declared as `name`: a raw
  /// identifier's name now (``SnapshotTestIdentity/rawFileName(_:)``), and the names
  /// it had before, with its backticks as `_` and with them left out.
  static func referenceForms(of name: String) -> Set<String> {
    let (function, isRaw) = SnapshotTestIdentity.function(named: name)
    guard isRaw else { return [SnapshotLocation.sanitised(function)] }
    return [
      SnapshotTestIdentity.rawFileName(function), SnapshotLocation.sanitised("`\(function)`"),
      SnapshotLocation.sanitised(function),
    ]
  }
}
