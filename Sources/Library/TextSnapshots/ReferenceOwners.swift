import Foundation
import KitSupport

/// The test that made a snapshot file, named exactly as it was written: its declaration
/// and its `named:` value, before either was made safe for a file name.
package struct ReferenceOwner: Sendable {
  /// The test's declaration, such as `Parsing.parses()` or `parses() in Parsing.swift`.
  package var test: String
  /// The assertion's `named:` value, if any.
  package var named: String?

  /// Whether both name the same test and value in the same Unicode scalars.
  ///
  /// Swift's `==` holds for texts that differ only in normalisation (`café` with a
  /// composed `é` and with `e` and a combining accent), which file names merge: this
  /// does not.
  package func isExactly(_ other: ReferenceOwner) -> Bool {
    guard ReferenceOwners.isExactly(test, other.test) else { return false }
    switch (named, other.named) {
    case (nil, nil): return true
    case (let one?, let two?): return ReferenceOwners.isExactly(one, two)
    default: return false
    }
  }
}

/// Which test made each snapshot file, kept in a `.owners` file beside the files, so a
/// test whose name maps to another test's file is refused in any run, filtered or not.
///
/// File names keep letters and digits in NFC and make other characters `_`, so two
/// different names can map to one file: `café` written with a composed `é` and with `e`
/// and a combining accent, or `named: "a b"` and `named: "a_b"`. A test that writes a
/// reference or pending file records itself as the file's owner, as written; an
/// assertion whose test and name are not exactly the owner's is refused, whether its
/// value matches or not. A file without an owner line (made before owners were recorded)
/// is judged by the sources alone (``SourceTests``).
///
/// Each suite folder's lines are read once a test process, the first time an assertion
/// there asks; the lines are sorted by file name, one a line: the file's name, a tab, the
/// test's declaration, and a tab and the `named:` value when there is one, with `\`,
/// tab, line feed and carriage return written `\\`, `\t`, `\n` and `\r`, and every other
/// control character (NUL, U+007F, U+0080 to U+009F, …) as `\u{…}`, so the file stays
/// text that git diffs and merges. A file with a merge-conflict marker line (`<<<<<<<`,
/// `|||||||`, `=======`, `>>>>>>>`) is refused, naming it, rather than read with one side
/// winning: no snapshot of its folder is compared, recorded or deleted until the conflict
/// is resolved. A process
/// rewrites the file from what is on disk just before it writes, one assertion at a time,
/// so it keeps the lines its other tests and other processes added; of two processes
/// adding lines at the same instant, one line may be lost, and that file is then judged
/// as one without an owner.
package final class ReferenceOwners: Sendable {
  /// The owners of this test process's snapshot files.
  package static let shared = ReferenceOwners()

  /// The name of the file in each suite folder that lists its snapshot files' owners.
  package static let fileName = ".owners"

  /// The first line of every owners file.
  static let header =
    "# The test that made each snapshot file in this folder, exactly as written; kept by "
    + "TextSnapshots.\n"

  private struct State {
    /// The owner of each snapshot file asked about, by its path; `nil` for none.
    var byPath: [String: ReferenceOwner?] = [:]
    /// The owners read from each suite folder's file, by the folder and the file's name.
    var byFolder: [String: [String: ReferenceOwner]] = [:]
    /// The suite folders whose owners file holds a merge-conflict marker, and its line.
    var conflicted: [String: Int] = [:]
  }

  private let state = Locked(State())

  /// The owner recorded for the file at `path`, a reference or its pending file's
  /// reference; `nil` when none is.
  ///
  /// - Throws: ``SnapshotMessage/ownersConflict(path:line:)`` when the folder's owners
  ///   file holds a merge-conflict marker.
  package func owner(ofReference path: String) throws(SnapshotMessage) -> ReferenceOwner? {
    if let known = state.withLock({ $0.byPath[path] }) { return known }
    let (folder, name) = Self.split(path)
    let owners = folderOwners(folder)
    if let line = state.withLock({ $0.conflicted[folder] }) {
      throw .ownersConflict(path: "\(folder)/\(Self.fileName)", line: line)
    }
    let owner = owners[name]
    state.withLock { $0.byPath[path] = .some(owner) }
    return owner
  }

  /// Records `owner` as the owner of the reference at `path`, unless it is already.
  package func record(_ owner: ReferenceOwner, ofReference path: String) throws(SnapshotMessage) {
    if let known = try self.owner(ofReference: path), known.isExactly(owner) { return }
    let (folder, name) = Self.split(path)
    let ownersPath = "\(folder)/\(Self.fileName)"
    // Under the lock, so tests running in parallel in this process never write over each
    // other's lines; read again from disk, so lines another process wrote are kept.
    let written: Result<Void, SnapshotMessage> = state.withLock { state in
      let text = (try? AtomicFile.read(ownersPath)) ?? ""
      if let line = Self.conflictMarkerLine(in: text) {
        state.conflicted[folder] = line
        return .failure(.ownersConflict(path: ownersPath, line: line))
      }
      var owners = Self.parse(text)
      owners[name] = owner
      do throws(SnapshotMessage) {
        try AtomicFile.write(Self.text(of: owners), to: ownersPath)
      } catch {
        return .failure(error)
      }
      state.byFolder[folder] = owners
      state.byPath[path] = .some(owner)
      return .success(())
    }
    try written.get()
    PendingFileIndex.shared.wrote(ownersPath)
  }

  /// The owners of a suite folder's files, read from its owners file the first time; a
  /// file with a merge-conflict marker is noted as conflicted and lists none.
  private func folderOwners(_ folder: String) -> [String: ReferenceOwner] {
    if let read = state.withLock({ $0.byFolder[folder] }) { return read }
    let text = (try? AtomicFile.read("\(folder)/\(Self.fileName)")) ?? ""
    let conflict = Self.conflictMarkerLine(in: text)
    let read = conflict == nil ? Self.parse(text) : [:]
    state.withLock { state in
      state.byFolder[folder] = read
      if let conflict { state.conflicted[folder] = conflict }
    }
    return read
  }

  /// The 1-based number of the first line of `text` that is a merge-conflict marker,
  /// which no owners line can be (file names begin with a letter, digit, `-`, `_` or
  /// `.`); `nil` when there is none.
  static func conflictMarkerLine(in text: String) -> Int? {
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      for marker in ["<<<<<<<", "|||||||", "=======", ">>>>>>>"] where line.hasPrefix(marker) {
        let rest = line.dropFirst(marker.count)
        if rest.isEmpty || rest.first == " " || rest == "\r" { return index + 1 }
      }
    }
    return nil
  }

  /// The owners listed in the file at `path`, by file name; empty when there is none.
  static func read(_ path: String) -> [String: ReferenceOwner] {
    guard let text = try? AtomicFile.read(path) else { return [:] }
    return parse(text)
  }

  /// The owners an owners file's text lists, by file name; lines that are not two or
  /// three fields, and comments, are skipped.
  static func parse(_ text: String) -> [String: ReferenceOwner] {
    var owners: [String: ReferenceOwner] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map {
        unescaped($0)
      }
      guard fields.count == 2 || fields.count == 3, !fields[0].isEmpty else { continue }
      owners[fields[0]] = ReferenceOwner(
        test: fields[1], named: fields.count == 3 ? fields[2] : nil)
    }
    return owners
  }

  /// An owners file's text: the header, then a line per file, sorted by the file's
  /// name byte by byte.
  static func text(of owners: [String: ReferenceOwner]) -> String {
    let lines = owners.map { name, owner in
      ([name, owner.test] + (owner.named.map { [$0] } ?? [])).map(escaped)
        .joined(separator: "\t")
    }
    return header
      + lines.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { $0 + "\n" }.joined()
  }

  private static func escaped(_ field: String) -> String {
    var escaped = ""
    for scalar in field.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\t": escaped += "\\t"
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  private static func unescaped(_ field: Substring) -> String {
    var text = ""
    var isEscape = false
    var scalars = field.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      if isEscape {
        switch scalar {
        case "t": text += "\t"
        case "n": text += "\n"
        case "r": text += "\r"
        case "u" where scalars.first == "{":
          let digits = scalars.dropFirst().prefix { $0 != "}" }
          var hex = ""
          hex.unicodeScalars.append(contentsOf: digits)
          if let value = UInt32(hex, radix: 16),
            let decoded = Unicode.Scalar(value), scalars.dropFirst(digits.count + 1).first == "}"
          {
            text.unicodeScalars.append(decoded)
            scalars = scalars.dropFirst(digits.count + 2)
          } else {
            text.unicodeScalars.append(scalar)
          }
        default: text.unicodeScalars.append(scalar)
        }
        isEscape = false
      } else if scalar == "\\" {
        isEscape = true
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// A path's folder and its last component.
  private static func split(_ path: String) -> (folder: String, name: String) {
    let text = Substring(path)
    guard let slash = SnapshotLocation.lastIndex(of: "/", in: text) else { return (".", path) }
    return (String(text[..<slash]), String(text[text.utf8.index(after: slash)...]))
  }

  /// Whether two texts are the same Unicode scalars: one `memcmp` of their UTF-8.
  ///
  /// Asked by every assertion whose file has an owner; a debug build compares
  /// `utf8` views element by element through generic code.
  package static func isExactly(_ one: String, _ two: String) -> Bool {
    var one = one
    var two = two
    guard one.utf8.count == two.utf8.count else { return false }
    return one.withUTF8 { first in
      two.withUTF8 { second in
        guard let start = first.baseAddress, let other = second.baseAddress else {
          return first.count == second.count
        }
        return memcmp(start, other, first.count) == 0
      }
    }
  }
}
