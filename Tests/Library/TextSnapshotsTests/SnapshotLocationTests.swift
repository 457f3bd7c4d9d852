import Foundation
import TestSupport
import Testing

@testable import TextSnapshots

@Suite("Snapshot file names")
struct SnapshotLocationTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder("text-snapshots")
  }

  /// Records one snapshot per name and returns the files written, without run records.
  private func files(named names: [String]) -> [String] {
    _ = snapshotIssues(folder.settings(record: .missing)) {
      for name in names { expectSnapshot(of: "x\n", as: .lines, named: name) }
    }
    return folder.snapshotFiles()
  }

  @Test("ASCII names keep every letter, digit, '-', '_' and '.', so committed files keep theirs")
  func asciiNamesAreUnchanged() {
    let ascii = "abcXYZ019-_.showsTotal.empty"
    #expect(SnapshotLocation.sanitised(ascii) == ascii)
    #expect(SnapshotLocation.sanitised("a b/c*d") == "a_b_c_d")
  }

  @Test("Letters of any script are kept, so two Cyrillic names are two files")
  func lettersOfAnyScript() {
    let stem = "TextSnapshotsTests/SnapshotLocationTests/lettersOfAnyScript"
    #expect(
      Set(files(named: ["Сумма", "Сброс", "合計", "ア١٢"]))
        == ["\(stem).Сумма.txt", "\(stem).Сброс.txt", "\(stem).合計.txt", "\(stem).ア١٢.txt"])
  }

  @Test("Names are normalised to NFC, so a decomposed é names the same file as a composed one")
  func normalisedToNFC() {
    #expect(
      files(named: ["e\u{301}t\u{E9}"])
        == ["TextSnapshotsTests/SnapshotLocationTests/normalisedToNFC.\u{E9}t\u{E9}.txt"])
  }

  @Test(
    "Invisible and symbol characters become '_'",
    arguments: ["a\u{200B}b", "a\u{202E}b", "a\u{FEFF}b", "a\u{E0041}b", "a\u{1F600}b", "a b"])
  func invisibleCharacters(name: String) {
    let sanitised = SnapshotLocation.sanitised(name)
    #expect(sanitised.contains("_") && sanitised.hasSuffix("b"))
    #expect(sanitised.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test("Names that differ only in case are an issue naming both files")
  func caseClash() {
    let issues = snapshotIssues(folder.settings(record: .missing)) {
      expectSnapshot(
        of: "a\n", as: .lines, named: "Total", sourceLocation: here(line: 10, column: 5))
      expectSnapshot(
        of: "b\n", as: .lines, named: "total", sourceLocation: here(line: 11, column: 5))
    }
    let file = "TextSnapshotsTests/SnapshotLocationTests.swift"
    let path = "\(folder.path)/TextSnapshotsTests/SnapshotLocationTests/caseClash"
    #expect(
      issues.last
        == "Snapshot names differ only in case: \(path).Total.txt (\(file):10:5) and "
        + "\(path).total.txt (\(file):11:5); they are one file on a case-insensitive disk "
        + "such as macOS's default. Give one of them a distinct 'named:'.")
    #expect(
      folder.snapshotFiles() == ["TextSnapshotsTests/SnapshotLocationTests/caseClash.Total.txt"])
  }

  @Test(
    "A long name is shortened to 200 bytes with a hash suffix, and still records",
    arguments: [String(repeating: "x", count: 240), String(repeating: "Я", count: 120)])
  func longNames(name: String) throws {
    let written = files(named: [name, name + "2"])
    #expect(written.count == 2)
    for file in written {
      let stem = try #require(file.split(separator: "/").last).dropLast(".txt".count)
      #expect(stem.utf8.count <= 200)
      #expect(stem.dropFirst(stem.count - 17).first == "-")
      #expect(stem.suffix(16).allSatisfy { $0.isHexDigit })
    }
  }

  @Test("A failure of a shortened name says the name was shortened")
  func shortenedNameIsSaid() {
    let name = String(repeating: "y", count: 240)
    let issues = snapshotIssues(folder.settings()) {
      expectSnapshot(of: "x\n", as: .lines, named: name)
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.hasSuffix(
        "\nThe snapshot's name is longer than 200 bytes, so its file name was cut and ends in "
          + "'-' and a hash of the whole name.") == true)
    let short = snapshotIssues(folder.settings()) {
      expectSnapshot(of: "x\n", as: .lines, named: "short")
    }
    #expect(short.first?.contains("longer than") == false)
  }

  @Test("Shortening is predictable: the same name always gives the same file")
  func shorteningIsStable() {
    let name = String(repeating: "ab", count: 150)
    let shortened = SnapshotLocation.shortened(name)
    #expect(shortened == SnapshotLocation.shortened(name))
    #expect(shortened.hasPrefix(String(repeating: "ab", count: 91) + "a-"))
    #expect(shortened.utf8.count == 200)
    #expect(SnapshotLocation.shortened(String(repeating: "a", count: 200)).utf8.count == 200)
  }

  @Test(
    "A test outside a type is named after its file, up to the file name's first '.'",
    arguments: [
      ("AppTests/Sums.swift", "Sums"), ("AppTests/Sums.test.swift", "Sums"),
      ("Sums.swift", "Sums"), ("AppTests/Сумма.swift", "Сумма"),
    ])
  func fileStem(fileID: String, stem: String) {
    #expect(SnapshotTestIdentity.fileStem(fileID) == stem)
  }

  @Test(
    "Separators in names are found from the start and from the end, among letters of any script",
    arguments: [
      ("a/b/c", 1, 3), ("abc", nil, nil), ("/", 0, 0), ("", nil, nil), ("é/ж/", 2, 5),
    ] as [(String, Int?, Int?)])
  func separators(text: String, first: Int?, last: Int?) {
    let offset = { (index: String.Index?) in
      index.map { text.utf8.distance(from: text.startIndex, to: $0) }
    }
    #expect(offset(SnapshotLocation.firstIndex(of: "/", in: Substring(text))) == first)
    #expect(offset(SnapshotLocation.lastIndex(of: "/", in: Substring(text))) == last)
  }

  /// Every extension a strategy may name, and ones that only look like it.
  static let extensions = ["txt", "json", "md", "html", "1", "new0", "abcdefghijklmnop"]
  /// `named:` values whose file stems end in what reads as an extension, and ones that do not.
  static let namedValues: [String?] = [
    nil, "json", "txt", "new", "tmp", "md", "Empty", "", "a.b", "x.json.txt", "1", "1+2",
    ".", "..", "a/b", "json.", "ж", "abcdefghijklmnopq",
  ]

  @Test(
    "Each review name means one reference file and each file has one name, for every extension × named: value"
  )
  func reviewNamesAreInjective() throws {
    var files: [String: String] = [:]
    for pathExtension in Self.extensions {
      for named in Self.namedValues {
        let stem = "Tests/Suite/test" + (named.map { "." + SnapshotLocation.sanitised($0) } ?? "")
        let name = SnapshotLocation.reviewName(stem: stem, pathExtension: pathExtension)
        let back = SnapshotLocation.referenceFile(reviewName: name)
        #expect(back.stem == stem && back.pathExtension == pathExtension, "\(name)")
        let file = "\(stem).\(pathExtension)"
        if let other = files[name] { #expect(other == file, "\(name) names \(other) and \(file)") }
        files[name] = file
      }
    }
    #expect(Set(files.values).count == files.count)
  }

  @Test(
    "A text file's name leaves out .txt only when its stem does not end in what reads as an extension",
    arguments: [
      ("A/S/t", "txt", "A/S/t"), ("A/S/t", "json", "A/S/t.json"),
      ("A/S/t.json", "txt", "A/S/t.json.txt"), ("A/S/t.Empty", "txt", "A/S/t.Empty"),
      ("A/S/t.", "txt", "A/S/t."), ("A/S/t.new", "txt", "A/S/t.new.txt"),
    ])
  func reviewName(stem: String, pathExtension: String, name: String) {
    #expect(SnapshotLocation.reviewName(stem: stem, pathExtension: pathExtension) == name)
  }

  @Test(
    "The accept command names a folder other than Snapshots, absolute and quoted, so it acts on the run's folder",
    arguments: [
      ("/tmp/alt", "/tmp/alt", "SNAPSHOT_DIRECTORY=/tmp/alt "),
      ("/tmp/a b", "/tmp/a b", "SNAPSHOT_DIRECTORY='/tmp/a b' "),
      (
        "snapdir", "snapdir",
        "SNAPSHOT_DIRECTORY=\(FileManager.default.currentDirectoryPath)/snapdir "
      ),
      ("/work/app/Snapshots", SnapshotLocation.defaultDisplayDirectory, ""),
    ])
  func acceptCommandNamesTheFolder(directory: String, display: String, variable: String) {
    let location = SnapshotLocation(
      directory: directory, displayDirectory: display, name: "A/S/t", test: "A/S/t")
    let command = SnapshotMessage.accept(
      name: location.reviewName, directory: location.commandDirectory
    ).text
    #expect(command == "Accept with: \(variable)swift run snapshots accept A/S/t")
  }

  @Test(
    "A case clash in a suite or target folder advises renaming one, not a distinct named:",
    arguments: [
      ("/s/App/Casey/t.txt", "/s/App/casey/t.txt", true),
      ("/s/App/S/t.A.txt", "/s/App/S/t.a.txt", false),
      ("/s/App/casey", "/s/App/Casey/t.txt", true), ("/s/app/S/t.txt", "/s/App/S/t.txt", true),
    ])
  func caseClashAdvice(first: String, second: String, inFolder: Bool) {
    #expect(SnapshotMessage.differInFolder(first, second) == inFolder)
    let text = SnapshotMessage.caseClash(
      first: first, firstLocation: here(line: 1, column: 1), second: second,
      secondLocation: here(line: 2, column: 1)
    ).text
    #expect(text.hasSuffix("Give one of them a distinct 'named:'.") == !inFolder)
  }
}
