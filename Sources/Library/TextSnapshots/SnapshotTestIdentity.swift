import KitSupport
import Testing

/// The test an assertion runs in, as a snapshot's file name needs it: the test target,
/// the suite and the function, each as file names keep it.
///
/// The assertions read it from Swift Testing's `Test.current`; the target is the module
/// that declares the test (`Test.ID.moduleName`), so it is the test target even when a
/// helper in another module makes the assertion.
package struct SnapshotTestIdentity: Equatable, Sendable {
  /// The test target's folder name, such as `AppTests`.
  package var target: String
  /// The suite's folder name: its type's name (nested types joined by `.`), or the
  /// file's name for a test outside a suite type.
  package var suite: String
  /// The test function's name, without its parameter list.
  package var function: String
  /// The test function's name as Swift Testing gives it, before it was made safe for a
  /// file name: two names that become one ``function`` are told apart by it.
  package var functionAsWritten: String

  /// The name ``function`` had in file names before a raw identifier's backticks were
  /// left out of them (`` `adds two` `` was `_adds_two_`, and is `adds-two`); `nil` for
  /// any other function.
  package var earlierFunction: String?

  /// The test's declaration, as ``SourceTests`` names it: `Parsing.parses()`, or
  /// `parses() in Parsing.swift` outside a type; `nil` when not known.
  package var declaration: String?
  /// The module and the file that declare the test, when known.
  package var module: String?
  package var filePath: String?

  /// An identity from its three parts, each made safe for a file name.
  package init(target: String, suite: String, function: String) {
    self.target = SnapshotLocation.sanitised(target)
    self.suite = SnapshotLocation.sanitised(suite)
    self.function = SnapshotLocation.sanitised(function)
    functionAsWritten = function
  }

  /// The identity of a running test; `fileID` names the suite of a test outside a type.
  package init(_ test: Test, fileID: String) {
    // `Test.id` is built on each read, so it is read once.
    let id = test.id
    let components = id.nameComponents
    let suite =
      components.count < 2
      ? Self.fileStem(fileID) : components[0..<components.count - 1].joined(separator: ".")
    self.init(target: id.moduleName, suite: suite, testName: test.name)
    let file = test.sourceLocation.fileID.split(separator: "/").last.map(String.init) ?? ""
    declaration =
      components.count < 2
      ? "\(test.name) in \(file)" : components.joined(separator: ".")
    module = id.moduleName
    filePath = test.sourceLocation.filePath
  }

  /// The identity of a running test, as ``init(_:fileID:)`` gives it, made once per test
  /// and assertion file in a test process.
  ///
  /// Every assertion asks, and in a debug build making it costs more than reading a
  /// small reference. The test's name and the place of its declaration (whose file ID
  /// names its module, whose file path its suites) decide every part of it, and neither
  /// changes while the process runs, so a kept identity is the one that would be made.
  package static func of(_ test: Test, fileID: String) -> SnapshotTestIdentity {
    let key = Key(name: test.name, declaration: test.sourceLocation, fileID: fileID)
    if let known = made.withLock({ $0[key] }) { return known }
    let identity = SnapshotTestIdentity(test, fileID: fileID)
    made.withLock { $0[key] = identity }
    return identity
  }

  /// What decides a running test's identity.
  private struct Key: Hashable {
    var name: String
    var declaration: SourceLocation
    var fileID: String
  }

  /// The identities made in this process.
  private static let made = Locked<[Key: SnapshotTestIdentity]>([:])

  /// An identity from the test target, the suite, and the test function's name as Swift
  /// Testing gives it, such as `adds(x:)` or `` `adds two`() ``.
  package init(target: String, suite: String, testName: String) {
    let (function, isRaw) = Self.function(named: testName)
    self.init(target: target, suite: suite, function: function)
    if isRaw {
      self.function = Self.rawFileName(function)
      earlierFunction = SnapshotLocation.sanitised("`\(function)`")
    }
  }

  /// The file name of a test function named by a raw identifier, which no other test
  /// function's file name can be.
  ///
  /// The name is first normalised to NFC, as every other name in a file name is, so it
  /// reads as written: `` `café` `` is `café` however its `é` was typed. Spaces become
  /// `-`, which no plain identifier holds: `` `adds two` `` is `adds-two`. A name with
  /// `-`, or with any character file names do not keep (letters and digits of any
  /// script and `_`; not `.`, which begins a `named:` part), has those characters as `_`
  /// and ends in `-` and 16 hex digits of a hash of the name in NFC: `` `adds: two` ``
  /// and `` `adds? two` `` both read `adds_-two`, and the hash tells them apart, the same
  /// on every run whichever runs first. Two names that differ only in normalisation make
  /// one file name, and the file's recorded owner tells them apart (``ReferenceOwners``).
  package static func rawFileName(_ written: String) -> String {
    // ASCII text is already in NFC.
    let name =
      written.utf8.allSatisfy { $0 < 0x80 }
      ? written : written.precomposedStringWithCanonicalMapping
    var readable = ""
    var isExact = true
    for character in name {
      if character == " " {
        readable.append("-")
      } else if character == "_"
        || (character != "-" && character != "."
          && SnapshotLocation.sanitised(String(character)) == String(character))
      {
        readable.append(character)
      } else {
        readable.append("_")
        isExact = false
      }
    }
    guard isExact else { return readable + "-" + SnapshotLocation.hash(name) }
    return readable
  }

  /// A test function's name without its parameter list, and whether it is a raw
  /// identifier.
  ///
  /// Swift Testing keeps a raw identifier's backticks in the name, and this leaves them
  /// out: `` `adds two`(x:) `` is `adds two`, and `adds(x:)` is `adds`. A name in
  /// backticks that Swift Testing names without them is that plain name
  /// (``runtimeName(_:isType:)``).
  package static func function(named name: String) -> (name: String, isRaw: Bool) {
    let text = Substring(name)
    // Asked by every assertion: the first byte tells a raw identifier without a generic
    // `hasPrefix`, which a debug build runs unspecialised.
    guard name.utf8.first == UInt8(ascii: "`") else {
      return (String(before("(", in: text)), false)
    }
    let rest = text.dropFirst()
    guard let close = SnapshotLocation.firstIndex(of: "`", in: rest) else {
      return (String(before("(", in: text)), false)
    }
    let inner = String(rest[..<close])
    return (inner, !isPlain(inner, isType: false))
  }

  /// A declared name or path, as the source spells it, as Swift Testing names it at run
  /// time: the one function every scan of the sources names a declaration with.
  ///
  /// Swift Testing names a test function, and each argument label, without backticks
  /// when the name could follow a `.` without them (it keeps them only for a raw
  /// identifier and for `self`, `Self` and `init`), and a suite type as the runtime names
  /// it, without backticks around any identifier or keyword. So, measured with this
  /// toolchain's `swift test list`: `` `plain` `` is `plain`, `` `class`() `` is
  /// `class()`, `` `default`(`in`:) `` is `default(in:)`, `` `self`() `` stays, and the
  /// types (`isType`) `` `Plain` `` and `` `Self` `` are `Plain` and `Self`. A raw
  /// identifier keeps its backticks: `` `adds two`() `` and `` `raw suite` `` stay.
  package static func runtimeName(_ declared: String, isType: Bool = false) -> String {
    guard declared.utf8.contains(UInt8(ascii: "`")) else { return declared }
    var result = ""
    var rest = Substring(declared)
    while let open = SnapshotLocation.firstIndex(of: "`", in: rest) {
      result += rest[..<open]
      let inside = rest[rest.index(after: open)...]
      guard let close = SnapshotLocation.firstIndex(of: "`", in: inside) else {
        rest = rest[open...]
        break
      }
      let name = String(inside[..<close])
      result += isPlain(name, isType: isType) ? name : "`\(name)`"
      rest = inside[inside.index(after: close)...]
    }
    return result + rest
  }

  /// Whether a name between backticks is named without them at run time: an identifier
  /// or a keyword (a letter or `_`, then letters, digits and `_`; not `_` alone), and for
  /// a function or label not `self`, `Self` or `init`, which cannot follow a `.` as a
  /// member's name.
  static func isPlain(_ name: String, isType: Bool) -> Bool {
    guard let first = name.first, first.isLetter || first == "_", name != "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return false }
    return isType || !["self", "Self", "init"].contains(name)
  }

  /// The file's name up to its first `.`, from a file ID such as `AppTests/Sums.swift`;
  /// `Tests` when that is empty.
  package static func fileStem(_ fileID: String) -> String {
    var name = Substring(fileID)
    if let slash = SnapshotLocation.lastIndex(of: "/", in: name) {
      name = fileID[fileID.utf8.index(after: slash)..<fileID.endIndex]
    }
    let stem = before(".", in: name)
    return stem.isEmpty ? "Tests" : String(stem)
  }

  /// The text before the first `separator`, or all of it.
  package static func before(_ separator: Unicode.Scalar, in text: Substring) -> Substring {
    text[text.startIndex..<(SnapshotLocation.firstIndex(of: separator, in: text) ?? text.endIndex)]
  }
}
