import Foundation
import KitSupport
import SwiftSource

/// The tests a test target's sources declare, by the reference each may make: so two
/// tests that map to one reference are found in any run, filtered or not.
///
/// A test outside a type keeps its references in a folder named after its file, and a
/// suite in one named after its type: the top-level `parses()` of `Parsing.swift` and
/// `Parsing.parses()` both make `Parsing/parses`. A full run sees both assertions; a run
/// filtered to one of them does not, so the sources are read instead, once a process.
///
/// Each `@Test` function's body is read for its `expectSnapshot(` calls: one without
/// `named:` makes the function's own stem, one with a string literal makes that stem
/// with the name, and one with any other `named:` expression may make any stem of the
/// function. A test with no such call in its body (it calls a helper) is not counted:
/// what it makes cannot be told, and it is never refused on a guess. A file the
/// scanner cannot read is left out the same way.
package struct SourceTests: Sendable {
  /// What one test declaration may make.
  struct Maker: Sendable {
    /// The declaration, as messages name it: `Parsing.parses()`, or `parses() in
    /// Parsing.swift` for a test outside a type.
    var declaration: String
    /// The stems it makes, `function` or `function.named`, as file names keep them.
    var stems: Set<String>
    /// Whether a call with a `named:` that is no literal may make any stem of `function`.
    var anyName: Bool
    var function: String
    /// The file that declares it, relative to the target's folder: two `private` suites
    /// of one name in two files are two declarations of one path.
    var file: String
  }

  /// The target's folder.
  private var folder = ""

  /// The makers of each suite folder's references, by the folder's name.
  private var makers: [String: [Maker]] = [:]
  /// Every test declared in each suite folder, snapshot assertions or not, as
  /// ``Maker/declaration`` names it.
  private var declared: [String: [String]] = [:]

  /// Reads every `.swift` file the target whose folder is `folder` compiles
  /// (``SwiftSourceFiles``): folders reached through symbolic links too, hidden ones not.
  package init(folder: String) {
    self.folder = folder
    for file in SwiftSourceFiles.below(folder, from: .target) {
      guard let data = FileManager.default.contents(atPath: "\(folder)/\(file)") else { continue }
      read(Array(data), name: String(file.split(separator: "/").last ?? ""), file: file)
    }
  }

  /// The declarations other than `declaration` in the file at `path` that may make the
  /// reference `stem` of `function` in the suite folder `suite`, sorted; one of the same
  /// path in another file is named with its file.
  package func others(
    than declaration: String, in path: String, suite: String, function: String, stem: String
  ) -> [String] {
    let own = relative(path)
    let found = (makers[suite] ?? []).filter { maker in
      // Exactly: `==` holds for `café()` with a composed `é` and with `e` and a
      // combining accent, two tests that make one file.
      (!ReferenceOwners.isExactly(maker.declaration, declaration) || maker.file != own)
        && (maker.stems.contains(stem) || (maker.anyName && maker.function == function))
    }
    return Self.shown(found, beside: declaration)
  }

  /// Whether `declaration` is gone: the sources declare tests in the suite folder
  /// `suite`, and none is exactly it.
  ///
  /// Its test was renamed, relabelled or deleted. `false` when no test of the suite
  /// was read.
  package func isGone(_ declaration: String, suite: String) -> Bool {
    guard let names = declared[suite], !names.isEmpty else { return false }
    return !names.contains { ReferenceOwners.isExactly($0, declaration) }
  }

  /// The declarations without repeats, sorted; two that differ only in normalisation
  /// are both kept, which a `Set` of strings would merge.
  private static func distinct(_ declarations: [String]) -> [String] {
    var kept: [String] = []
    for declaration in declarations.sorted()
    where !kept.contains(where: { ReferenceOwners.isExactly($0, declaration) }) {
      kept.append(declaration)
    }
    return kept
  }

  /// How a declaration in the file at `path` is named beside `others`: with its file when
  /// one of them has its path.
  package func shown(_ declaration: String, in path: String, beside others: [String]) -> String {
    others.contains { $0.hasPrefix(declaration + " in ") }
      ? "\(declaration) in \(relative(path))" : declaration
  }

  /// `path` relative to the target's folder.
  private func relative(_ path: String) -> String {
    path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
  }

  /// The makers' declarations, sorted, each with its file when another of the same path
  /// (or `declaration`) is in another file.
  private static func shown(_ found: [Maker], beside declaration: String? = nil) -> [String] {
    let names = found.map { maker in
      let twins = found.contains {
        ReferenceOwners.isExactly($0.declaration, maker.declaration) && $0.file != maker.file
      }
      return twins || declaration.map { ReferenceOwners.isExactly(maker.declaration, $0) } == true
        ? "\(maker.declaration) in \(maker.file)" : maker.declaration
    }
    return Self.distinct(names)
  }

  /// Every declaration that may make the reference `stem` in the suite folder `suite`,
  /// sorted: more than one, and they share it.
  package func makers(suite: String, stem: String) -> [String] {
    let found = (makers[suite] ?? []).filter { maker in
      maker.stems.contains(stem)
        || (maker.anyName && (stem == maker.function || stem.hasPrefix(maker.function + ".")))
    }
    return Self.shown(found)
  }

  private mutating func read(_ bytes: [UInt8], name: String, file: String) {
    let scanner = SwiftSourceScanner(bytes)
    guard let declarations = try? SwiftDeclarations(scanner),
      let tokens = try? scanner.tokens().filter({ !$0.isTrivia })
    else { return }
    func text(_ token: SwiftSourceScanner.Token) -> String {
      String(decoding: bytes[token.range], as: UTF8.self)
    }
    for declaration in declarations.all where declaration.isFunction {
      let head = String(
        decoding: bytes[declaration.range.lowerBound..<declaration.body.lowerBound], as: UTF8.self)
      guard head.contains("@Test") else { continue }
      // Named as a running test's identity names it, raw identifiers included: the
      // function and its suite types each as the run names them (`` `class`() `` is
      // `class()`, `` `self`() `` stays, `` `Plain` `` is `Plain`), so the two agree.
      let written = SnapshotTestIdentity.runtimeName(declaration.name)
      let function = SnapshotTestIdentity(target: "", suite: "", testName: written).function
      let typePath = SnapshotTestIdentity.runtimeName(
        String(declaration.path.dropLast(declaration.name.count)), isType: true)
      let isTopLevel = typePath.isEmpty
      let suite =
        isTopLevel ? SnapshotTestIdentity.fileStem(name) : String(typePath.dropLast())
      var maker = Maker(
        declaration: isTopLevel ? "\(written) in \(name)" : typePath + written,
        stems: [], anyName: false, function: function, file: file)
      declared[SnapshotLocation.sanitised(suite), default: []].append(maker.declaration)
      let body = tokens.filter { declaration.body.contains($0.range.lowerBound) }
      for index in body.indices.dropLast()
      where body[index].kind == .identifier && text(body[index]) == "expectSnapshot"
        && text(body[index + 1]) == "("
      {
        switch Self.named(in: body, from: index + 1, text: text, bytes: bytes) {
        case .none: maker.stems.insert(function)
        case .literal(let named):
          maker.stems.insert(function + "." + SnapshotLocation.sanitised(named))
        case .expression: maker.anyName = true
        }
      }
      guard !maker.stems.isEmpty || maker.anyName else { continue }
      makers[SnapshotLocation.sanitised(suite), default: []].append(maker)
    }
  }

  /// What a call's `named:` argument is.
  private enum Named {
    case none
    case literal(String)
    case expression
  }

  /// The `named:` argument of the call whose `(` is `body[open]`.
  private static func named(
    in body: [SwiftSourceScanner.Token], from open: Int,
    text: (SwiftSourceScanner.Token) -> String, bytes: [UInt8]
  ) -> Named {
    var depth = 0
    var index = open
    while index < body.count {
      let word = text(body[index])
      if ["(", "[", "{"].contains(word) { depth += 1 }
      if [")", "]", "}"].contains(word) {
        depth -= 1
        if depth == 0 { return .none }
      }
      if depth == 1, word == "named", index + 2 < body.count, text(body[index + 1]) == ":" {
        let argument = body[index + 2]
        let next = index + 3 < body.count ? text(body[index + 3]) : ")"
        guard argument.kind == .string, [",", ")"].contains(next),
          let value = try? SwiftStringLiteral.value(in: bytes, range: argument.range),
          !text(argument).contains("\\(")
        else { return .expression }
        return .literal(value)
      }
      index += 1
    }
    return .none
  }

  /// The tests of the target whose sources are in `folder`, read once a process.
  package static func of(folder: String) -> SourceTests {
    if let read = cache.withLock({ $0[folder] }) { return read }
    let read = SourceTests(folder: folder)
    cache.withLock { $0[folder] = read }
    return read
  }

  private static let cache = Locked<[String: SourceTests]>([:])

  /// The folder of a test target's sources: the folder above `file` named after the
  /// module, as SwiftPM lays targets out (`Tests/AppTests`), else the file's own folder.
  package static func targetFolder(of file: String, module: String) -> String {
    var url = URL(fileURLWithPath: file).deletingLastPathComponent()
    let own = url.path
    while url.path != "/" && !url.path.isEmpty {
      if url.lastPathComponent == module { return url.path }
      url = url.deletingLastPathComponent()
    }
    return own
  }
}
