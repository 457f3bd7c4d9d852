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
  /// left out of them (`` `adds two` `` was `_adds_two_`, and is `adds_two`); `nil` for
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
    let (function, isRaw) = Self.function(named: test.name)
    self.init(target: id.moduleName, suite: suite, function: function)
    if isRaw { earlierFunction = SnapshotLocation.sanitised("`\(function)`") }
    let file = test.sourceLocation.fileID.split(separator: "/").last.map(String.init) ?? ""
    declaration =
      components.count < 2
      ? "\(test.name) in \(file)" : components.joined(separator: ".")
    module = id.moduleName
    filePath = test.sourceLocation.filePath
  }

  /// A test function's name without its parameter list, and whether it is a raw
  /// identifier, whose backticks Swift Testing keeps in the name and this leaves out:
  /// `` `adds two`(x:) `` is `adds two`, and `adds(x:)` is `adds`.
  package static func function(named name: String) -> (name: String, isRaw: Bool) {
    let text = Substring(name)
    let rest = text.dropFirst()
    guard text.hasPrefix("`"), let close = SnapshotLocation.firstIndex(of: "`", in: rest) else {
      return (String(before("(", in: text)), false)
    }
    return (String(rest[..<close]), true)
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
