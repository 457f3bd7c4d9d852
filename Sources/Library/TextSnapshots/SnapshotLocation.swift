import Foundation
import Testing

/// Where one assertion's reference lives:
/// `<directory>/<test target>/<suite>/<test>[.<name>].<extension>`, the extension `txt`
/// unless the strategy names another.
///
/// The test target is the module that declares the running test, so two targets' suites
/// of the same name never share a file.
package struct SnapshotLocation: Equatable, Sendable {
  /// The absolute folder holding one folder per test target.
  package var directory: String
  /// How `directory` is shown in messages: `Snapshots` by default, else absolute.
  package var displayDirectory: String
  /// The target and suite folders and the file stem, such as
  /// `AppTests/ReceiptTests/showsTotal.empty`.
  package var name: String
  /// The target and suite folders and the test function, such as
  /// `AppTests/ReceiptTests/showsTotal`.
  package var test: String
  /// Whether a folder or file name was cut to ``componentLimit`` bytes.
  package var isShortened = false
  /// The reference file's extension, from the strategy: `txt`, `json`, ….
  package var pathExtension = defaultExtension

  /// The extension of a strategy that names none.
  package static let defaultExtension = "txt"

  /// The folder a printed `snapshots` command names with `SNAPSHOT_DIRECTORY`, absolute:
  /// `nil` for `Snapshots` beside `Package.swift`, which the tool finds itself.
  ///
  /// A relative `SNAPSHOT_DIRECTORY` is made absolute from this process's working
  /// folder, as the files were written, so the command acts on this folder wherever it is
  /// run from.
  package var commandDirectory: String? {
    guard displayDirectory != Self.defaultDisplayDirectory else { return nil }
    return URL(fileURLWithPath: directory).standardizedFileURL.path
  }

  /// How the default folder, `Snapshots` beside `Package.swift`, is shown.
  package static let defaultDisplayDirectory = "Snapshots"

  package var referencePath: String { "\(directory)/\(name).\(pathExtension)" }
  package var pendingPath: String { referencePath + ".new" }
  package var displayReference: String { "\(displayDirectory)/\(name).\(pathExtension)" }
  package var displayPending: String { displayReference + ".new" }

  /// The target and suite folders and the file stem the reference had before a raw
  /// identifier's backticks were left out of file names; `nil` for other tests.
  package var earlierName: String?

  /// The reference at ``earlierName``, as shown, when a file is there; else `nil`.
  package var earlierNameReference: String? {
    guard let earlierName,
      FileManager.default.fileExists(atPath: "\(directory)/\(earlierName).\(pathExtension)")
    else { return nil }
    return "\(displayDirectory)/\(earlierName).\(pathExtension)"
  }

  /// The reference's path in the layout before snapshots had a folder per test target
  /// (`<directory>/<suite>/<file>`), as shown, when a file is there; else `nil`.
  package var earlierLayoutReference: String? {
    let earlier = name.split(separator: "/", maxSplits: 1).dropFirst().first.map(String.init)
    guard let earlier,
      FileManager.default.fileExists(atPath: "\(directory)/\(earlier).\(pathExtension)")
    else { return nil }
    return "\(displayDirectory)/\(earlier).\(pathExtension)"
  }

  /// A file or folder on the way to the reference or its pending file whose name differs
  /// from the one this location needs only in case, as shown; `nil` when there is none.
  ///
  /// On a case-insensitive disk, such as macOS's default, the two names are one file, so
  /// writing the second would leave a checkout that holds both broken there.
  package var entryDifferingInCase: String? {
    var folder = directory
    var shown = displayDirectory
    let parts = "\(name).\(pathExtension)".split(separator: "/").map(String.init)
    for (index, part) in parts.enumerated() {
      let wanted = index == parts.count - 1 ? [part, part + ".new"] : [part]
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for entry in entries where !wanted.contains(entry) {
        if wanted.contains(where: { $0.lowercased() == entry.lowercased() }) {
          return "\(shown)/\(entry)"
        }
      }
      folder += "/" + part
      shown += "/" + part
    }
    return nil
  }

  /// The first folder on the way from ``directory`` to the reference, as shown, that is
  /// a symbolic link; `nil` when there is none.
  ///
  /// A file written through one lies elsewhere than its name says, where the `snapshots`
  /// tool, which follows no link out of the folder, would neither list nor accept it.
  package var linkOnTheWay: String? {
    Self.linkedFolder(in: directory, along: name).map { displayDirectory + "/" + $0 }
  }

  /// The first folder on the way from `directory` to the file at `file` (a path inside
  /// it), as a path inside it, that is a symbolic link; `nil` when there is none.
  package static func linkedFolder(in directory: String, along file: String) -> String? {
    var folder = directory
    var inside: [Substring] = []
    for part in file.split(separator: "/").dropLast() {
      folder += "/" + part
      inside.append(part)
      let type = try? FileManager.default.attributesOfItem(atPath: folder)[.type]
      if type as? FileAttributeType == .typeSymbolicLink { return inside.joined(separator: "/") }
    }
    return nil
  }

  /// The `.txt` file, as shown, where a reference with another extension was stored
  /// before strategies named their extension, when such a file exists; else `nil`.
  package var earlierReference: String? {
    let earlier = "\(name).\(Self.defaultExtension)"
    guard pathExtension != Self.defaultExtension,
      FileManager.default.fileExists(atPath: "\(directory)/\(earlier)")
    else { return nil }
    return "\(displayDirectory)/\(earlier)"
  }

  /// The name `snapshots status` prints and `accept` takes, which means this reference
  /// and no other: see ``reviewName(stem:pathExtension:)``.
  package var reviewName: String { Self.reviewName(stem: name, pathExtension: pathExtension) }

  /// The name `snapshots status` prints and `accept` takes for the reference file
  /// `<stem>.<pathExtension>`: the stem alone for a `txt` file whose stem does not end in
  /// what reads as an extension (`ReceiptTests/total`), else the file's whole name
  /// (`ReceiptTests/order.json`, and `ReceiptTests/order.json.txt` for `named: "json"`).
  ///
  /// ``referenceFile(reviewName:)`` reads the name back, so each name means exactly one
  /// file and each file has exactly one name: a name that ends in what reads as an
  /// extension is the file's whole name, and any other name is a `txt` file's stem, which
  /// never ends in one.
  package static func reviewName(stem: String, pathExtension: String) -> String {
    pathExtension == defaultExtension && !endsInExtension(stem)
      ? stem : stem + "." + pathExtension
  }

  /// The reference file a name from ``reviewName(stem:pathExtension:)`` means, as its
  /// stem and extension: the name split at its last `.` when it ends in what reads as an
  /// extension, else the name and `txt`.
  package static func referenceFile(reviewName name: String) -> (
    stem: String, pathExtension: String
  ) {
    guard endsInExtension(name), let dot = lastIndex(of: ".", in: name[...]) else {
      return (name, defaultExtension)
    }
    return (String(name[..<dot]), String(name[name.index(after: dot)...]))
  }

  /// Whether the last part of `name`, after its last `/`, ends in `.` and 1 to 16
  /// lowercase ASCII letters and digits after at least one other character: what a
  /// strategy's extension, or `new` or `tmp`, would look like there.
  package static func endsInExtension(_ name: String) -> Bool {
    // Every assertion asks (its pending name), so one pass over the bytes, from the end.
    var name = name
    return name.withUTF8 { bytes in
      var index = bytes.count
      var tail = 0
      while index > 0 {
        index -= 1
        let byte = bytes[index]
        if byte == UInt8(ascii: ".") {
          return tail >= 1 && index > 0 && bytes[index - 1] != UInt8(ascii: "/")
        }
        let isLetter = byte >= 0x61 && byte <= 0x7A
        let isDigit = byte >= 0x30 && byte <= 0x39
        guard isLetter || isDigit, tail < 16 else { return false }
        tail += 1
      }
      return false
    }
  }

  /// Whether a strategy's extension can name a snapshot file: 1 to 16 lowercase ASCII
  /// letters and digits, and not `new` or `tmp`, which pending and temporary files end in.
  package static func isValidExtension(_ text: String) -> Bool {
    // Nearly every strategy keeps the default, and every assertion asks.
    if text == defaultExtension { return true }
    return (1...16).contains(text.utf8.count) && !["new", "tmp"].contains(text)
      && text.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
  }

  /// Finds the snapshots folder: the explicit setting, then `SNAPSHOT_DIRECTORY`, then
  /// `Snapshots` in the package of the test file at `filePath` (``packageRoot(above:)``).
  package static func directory(
    setting: String?, environment: SnapshotEnvironment, filePath: String
  ) -> Result<(path: String, display: String), SnapshotMessage> {
    if let explicit = setting ?? environment.directory { return .success((explicit, explicit)) }
    guard let root = packageRoot(above: filePath) else {
      return .failure(.packageRootNotFound(searchedFrom: filePath))
    }
    return .success(
      // Joined as text: a URL would ask the file system whether each part is a folder.
      ((root.hasSuffix("/") ? root : root + "/") + "Snapshots", defaultDisplayDirectory))
  }

  /// The package folder of the test file at `filePath`, decided once per file in a test
  /// process.
  ///
  /// It is the package that built the running tests when the file lies inside it, else
  /// the nearest folder above the file that holds a `Package.swift` (``PackageRootCache``).
  /// Every snapshot folder, run record and inline snapshot of the file asks this.
  package static func packageRoot(above filePath: String) -> String? {
    PackageRootCache.shared.root(above: filePath)
  }

  /// The `<target>/<suite>/<test>[.<name>]` part and the `<target>/<suite>/<test>` it
  /// belongs to, from the running test's identity.
  package static func name(
    test: SnapshotTestIdentity?, isParameterised: Bool, named: String?
  ) -> Result<(name: String, test: String, isShortened: Bool), SnapshotMessage> {
    guard let test else { return .failure(.outsideTest) }
    if isParameterised && named == nil {
      return .failure(.parameterisedNeedsName(test: test.function))
    }
    var stem = test.function
    if let named { stem += "." + sanitised(named) }
    let folders = shortened(test.target) + "/" + shortened(test.suite)
    let isShortened =
      test.target.utf8.count > componentLimit || test.suite.utf8.count > componentLimit
      || stem.utf8.count > componentLimit
    return .success(
      (folders + "/" + shortened(stem), folders + "/" + shortened(test.function), isShortened))
  }

  /// The name ``name(test:isParameterised:named:)`` gave the reference before a raw
  /// identifier's backticks were left out of file names; `nil` for other tests.
  package static func earlierName(test: SnapshotTestIdentity?, named: String?) -> String? {
    guard let test, let earlier = test.earlierFunction else { return nil }
    let stem = named.map { "\(earlier).\(sanitised($0))" } ?? earlier
    return "\(shortened(test.target))/\(shortened(test.suite))/\(shortened(stem))"
  }

  /// A test's `Target/Suite/test`, as its references' names begin and run records name it.
  package static func testName(_ test: Test, fileID: String) -> String {
    let test = SnapshotTestIdentity(test, fileID: fileID)
    return "\(shortened(test.target))/\(shortened(test.suite))/\(shortened(test.function))"
  }

  /// The most bytes a suite folder or file stem may take before it is shortened.
  ///
  /// A file name may have 255 bytes; this leaves room for `.txt.new` and for the
  /// temporary file written beside it.
  package static let componentLimit = 200

  /// Keeps letters and digits of any script, `-`, `_` and `.`, in NFC; anything else,
  /// such as spaces, symbols and invisible format characters, becomes `_`.
  package static func sanitised(_ text: String) -> String {
    // Most names are ASCII letters, digits and `-_.` already, and every assertion asks.
    if isKeptASCII(text) { return text }
    // ASCII text is already in NFC.
    return String(
      (text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCanonicalMapping)
        .map { character in
          isKept(character) ? character : "_"
        })
  }

  /// Whether every byte of `text` is an ASCII letter or digit, `-`, `_` or `.`, which a
  /// name keeps as it is.
  ///
  /// Asked by every assertion, so it is one `strspn` over the text's C string rather than
  /// a walk over its bytes: a debug build, which `swift test` makes, runs a walk through
  /// generic code, a call or two a byte. A NUL byte ends the span early, and is not kept.
  private static func isKeptASCII(_ text: String) -> Bool {
    let span = keptASCII.withCString { kept in text.withCString { strspn($0, kept) } }
    return span == text.utf8.count
  }

  /// The bytes ``isKeptASCII(_:)`` keeps.
  private static let keptASCII = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_."

  /// Where the first `separator`, an ASCII character, is in `text`; `nil` when it is not.
  ///
  /// Every assertion names its file with this and ``sanitised(_:)``, so it is one
  /// `memchr` over the text's bytes where they are contiguous, as they nearly always are:
  /// a debug build runs `firstIndex(of:)` and any walk over a string's bytes through
  /// generic code, several times more slowly (the verify figures in Benchmarks.md).
  package static func firstIndex(of separator: Unicode.Scalar, in text: Substring) -> String.Index?
  {
    let bytes = text.utf8
    let wanted = UInt8(ascii: separator)
    let found = bytes.withContiguousStorageIfAvailable { buffer -> Int? in
      guard let start = buffer.baseAddress,
        let match = memchr(start, Int32(wanted), buffer.count)
      else { return nil }
      return UnsafeRawPointer(start).distance(to: UnsafeRawPointer(match))
    }
    if let found { return found.map { bytes.index(bytes.startIndex, offsetBy: $0) } }
    var index = bytes.startIndex
    while index != bytes.endIndex {
      if bytes[index] == wanted { return index }
      index = bytes.index(after: index)
    }
    return nil
  }

  /// Where the last `separator`, an ASCII character, is in `text`, searched from the
  /// end as ``firstIndex(of:in:)`` searches from the start; `nil` when it is not there.
  package static func lastIndex(of separator: Unicode.Scalar, in text: Substring) -> String.Index? {
    let bytes = text.utf8
    let wanted = UInt8(ascii: separator)
    let found = bytes.withContiguousStorageIfAvailable { buffer -> Int? in
      var offset = buffer.count
      while offset > 0 {
        offset -= 1
        if buffer[offset] == wanted { return offset }
      }
      return nil
    }
    if let found { return found.map { bytes.index(bytes.startIndex, offsetBy: $0) } }
    var index = bytes.endIndex
    while index != bytes.startIndex {
      index = bytes.index(before: index)
      if bytes[index] == wanted { return index }
    }
    return nil
  }

  /// Whether a character is a letter or digit in any script, with only marks attached.
  private static func isKept(_ character: Character) -> Bool {
    if character.isASCII {
      return character.isLetter || character.isNumber || "-_.".contains(character)
    }
    guard let first = character.unicodeScalars.first, isLetterOrDigit(first) else { return false }
    return character.unicodeScalars.dropFirst().allSatisfy { scalar in
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark: true
      default: false
      }
    }
  }

  private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber:
      true
    default: false
    }
  }

  /// Cuts a name longer than ``componentLimit`` bytes at a character boundary and appends
  /// `-` and 16 hex digits of a hash of the whole name, so the result is the same on
  /// every run and distinct names stay distinct.
  package static func shortened(_ name: String) -> String {
    guard name.utf8.count > componentLimit else { return name }
    let suffix = "-" + hash(name)
    var prefix = ""
    var bytes = 0
    for character in name {
      let size = character.utf8.count
      if bytes + size > componentLimit - suffix.utf8.count { break }
      prefix.append(character)
      bytes += size
    }
    return prefix + suffix
  }

  /// FNV-1a, 64 bits: stable across runs and platforms, unlike `Hasher`.
  package static func hash(_ text: String) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
