import KitSupport
import SwiftSource
import TextSnapshots

/// Where a call is, told by the declaration that holds it rather than by a line number:
/// the test a pending change belongs to, and the call's place in it.
///
/// The owner is the innermost function, initializer or type whose body holds the call
/// (SwiftSource's `SwiftDeclarations`), named by its path, such as `CaseTests.c()`; the top level
/// has the empty path. Its fingerprint covers the declaration's whole text, from the
/// code before it to its closing brace: attributes such as `@Test(arguments:)`, the
/// signature and the body; and the text of each suite around it, so a change is not
/// taken for another suite's once their names are swapped. The ordinal counts the calls of the same function in that
/// body before this one.
///
/// So a change finds its call again only in the same declaration, unchanged, whatever
/// moved around it. When the declaration is gone or renamed, was edited, or is written
/// twice (under `#if`), the change is refused and the refusal names the test.
struct InlineSnapshotAnchor: Equatable, Sendable {
  /// The owner's path; empty at the top level.
  var owner: String
  /// How many calls of the same function come before this one in the owner's body.
  var ordinal: Int
  /// The fingerprint of the owner's text (of the whole file at the top level).
  var fingerprint: String

  /// A source file read once to find anchors in: its scanner, its declarations, and the
  /// calls of each function, found on first use.
  final class Index: Sendable {
    let bytes: [UInt8]
    let scanner: SwiftSourceScanner
    /// The declarations, or `nil` when the scanner cannot read the file.
    let declarations: SwiftDeclarations?
    private let calls = Locked<[String: Result<[Int], SwiftSourceScanner.Failure>]>([:])

    /// The index of a file's bytes.
    init(_ bytes: [UInt8]) {
      self.bytes = bytes
      scanner = SwiftSourceScanner(bytes)
      declarations = try? SwiftDeclarations(scanner)
    }

    /// The `(` of every call of `function` in the file.
    func calls(of function: String) throws(SwiftSourceScanner.Failure) -> [Int] {
      if let found = calls.withLock({ $0[function] }) { return try found.get() }
      let found = Result { () throws(SwiftSourceScanner.Failure) in
        try scanner.calls(named: function)
      }
      calls.withLock { $0[function] = found }
      return try found.get()
    }
  }

  /// How the declarations that share one path differ, for a refusal that names each.
  static func twins(_ found: [SwiftDeclarations.Declaration], in index: Index)
    -> [InlineSnapshotError.Twin]
  {
    let tokens = ((try? index.scanner.tokens()) ?? []).filter { !$0.isTrivia }
    let blocks = InlineSnapshotEditor.HelperDeclaration.conditionalBlocks(tokens, in: index.bytes)
    return found.map { declaration in
      let head = tokens.filter {
        declaration.range.lowerBound <= $0.range.lowerBound
          && $0.range.upperBound <= declaration.body.lowerBound && $0.kind == .identifier
      }
      let words = head.map { String(decoding: index.bytes[$0.range], as: UTF8.self) }
      let start = declaration.range.lowerBound
      return InlineSnapshotError.Twin(
        line: InlineSnapshotFile.position(of: start, in: index.bytes).line,
        isStatic: words.contains("static") || words.contains("class"),
        isInsideIf: blocks.contains { $0.contains(start) })
    }
  }

  /// The anchor of `call` in an indexed file, for a change of `test`.
  static func of(_ call: InlineSnapshotCall, in index: Index, test: String, line: Int)
    throws(InlineSnapshotError) -> InlineSnapshotAnchor
  {
    guard let declarations = index.declarations else { throw .unreadableSource(line: line) }
    let owner = declarations.owner(of: call.open)
    if let owner {
      let found = declarations.declarations(at: owner.path)
      guard found.count == 1 else {
        throw .ambiguousOwner(test: test, owner: owner.path, twins: twins(found, in: index))
      }
    }
    let opens = try calls(of: call.function, in: owner, index: index, line: line)
    guard let ordinal = opens.firstIndex(of: call.open) else {
      throw .callNotFound(function: call.function, line: line)
    }
    return InlineSnapshotAnchor(
      owner: owner?.path ?? "", ordinal: ordinal,
      fingerprint: fingerprint(of: owner, in: index.bytes, declarations: declarations))
  }

  /// The call this anchor names in a file, which must hold the owner as the run saw it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor of the call.
  ///   - function: The function the call names.
  ///   - test: The test that recorded the change, for messages.
  ///   - index: The source file as it is now.
  ///   - line: The line the call was on, for messages.
  /// - Returns: The call, as it is now.
  /// - Throws: ``InlineSnapshotError`` naming the test when the owner is gone, written
  ///   twice, or edited.
  static func call(
    _ anchor: InlineSnapshotAnchor, function: String, test: String, in index: Index, line: Int
  ) throws(InlineSnapshotError) -> InlineSnapshotCall {
    let open = try open(anchor, function: function, test: test, in: index, line: line)
    let callLine = InlineSnapshotFile.position(of: open, in: index.bytes).line
    return try InlineSnapshotCall.find(
      at: open, function: function, in: index.scanner, line: callLine)
  }

  /// The offset of the `(` of the call this anchor names, checked as ``call(_:function:test:in:line:)``
  /// checks it, without reading the call.
  static func open(
    _ anchor: InlineSnapshotAnchor, function: String, test: String, in index: Index, line: Int
  ) throws(InlineSnapshotError) -> Int {
    guard let declarations = index.declarations else { throw .unreadableSource(line: line) }
    var owner: SwiftDeclarations.Declaration?
    if !anchor.owner.isEmpty {
      let found = declarations.declarations(at: anchor.owner)
      guard let first = found.first else { throw .testGone(test: test, owner: anchor.owner) }
      guard found.count == 1 else {
        throw .ambiguousOwner(test: test, owner: anchor.owner, twins: twins(found, in: index))
      }
      owner = first
    }
    guard fingerprint(of: owner, in: index.bytes, declarations: declarations) == anchor.fingerprint
    else {
      throw .testEdited(test: test, owner: anchor.owner)
    }
    let opens = try calls(of: function, in: owner, index: index, line: line)
    guard anchor.ordinal < opens.count else { throw .testEdited(test: test, owner: anchor.owner) }
    return opens[anchor.ordinal]
  }

  /// The `(` of each call of `function` in the owner's body, or in the file.
  private static func calls(
    of function: String, in owner: SwiftDeclarations.Declaration?, index: Index, line: Int
  ) throws(InlineSnapshotError) -> [Int] {
    do {
      let all = try index.calls(of: function)
      guard let owner else { return all }
      return all.filter { owner.body.contains($0) }
    } catch {
      throw .unreadableSource(line: line)
    }
  }

  /// The fingerprint of a declaration's text with the text of every declaration around
  /// it, or of the whole file.
  ///
  /// The declarations around it are each type (and each extension of it in the file)
  /// whose body holds the owner: two suites whose tests are written alike differ only
  /// there, in a stored property, say, so a test's own text cannot tell which suite a
  /// change is for once their names are swapped. The library's own rewrites give the
  /// other pending changes of the file the new fingerprint (``PendingSiblings``), so
  /// accepting one change does not refuse the next in the same suite.
  static func fingerprint(
    of owner: SwiftDeclarations.Declaration?, in bytes: [UInt8], declarations: SwiftDeclarations
  ) -> String {
    guard let owner else { return InlinePending.fingerprint(of: bytes) }
    let around = Set(
      declarations.all.filter {
        $0.range != owner.range && $0.range.lowerBound <= owner.range.lowerBound
          && owner.range.upperBound <= $0.range.upperBound
      }.map(\.path))
    var text = Array(bytes[owner.range])
    for declaration in declarations.all where around.contains(declaration.path) {
      text += [0] + bytes[declaration.range]
    }
    return InlinePending.fingerprint(of: text)
  }
}
