import Foundation
import SwiftSource
import TextSnapshots

/// What a package's Swift sources say about the snapshot names its tests could use.
///
/// Each file is read with the snapshot library's own scanner, so a name inside a comment
/// or a string does not count. Names are kept in the form the library gives files:
/// a test function `` `shows the total` `` is `_shows_the_total_`, `named: "dark mode"`
/// is `dark_mode`. What the sources cannot say for sure is kept as doubt: a `named:`
/// that is not a plain literal, a file with conditional compilation (`#if`), a file
/// the scanner cannot read.
struct SourceText {
  /// Test function names, as reference files name them.
  private(set) var functions: Set<String> = []
  /// Function names declared in a file that holds `#if`, which may hide or change them.
  private(set) var conditional: Set<String> = []
  /// The `named:` arguments written as plain string literals, as files name them.
  private(set) var names: Set<String> = []
  /// Whether some `named:` argument is built at run time (interpolation, a variable).
  private(set) var hasBuiltNames = false
  /// Files the scanner could not read, relative to the folder.
  private(set) var unreadable: [String] = []

  /// Reads every `.swift` file below `folder`, skipping hidden folders such as `.build`.
  init(folder: String) {
    let enumerator = FileManager.default.enumerator(
      at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil,
      options: [.skipsHiddenFiles])
    while let file = enumerator?.nextObject() as? URL {
      guard file.pathExtension == "swift",
        let data = FileManager.default.contents(atPath: file.path)
      else { continue }
      if !read(Array(data)) { unreadable.append(file.lastPathComponent) }
    }
  }

  /// Reads one file; `false` when the scanner cannot.
  private mutating func read(_ bytes: [UInt8]) -> Bool {
    let scanner = SwiftSourceScanner(bytes)
    guard let tokens = try? scanner.tokens().filter({ !$0.isTrivia }) else { return false }
    func text(_ index: Int) -> String {
      String(decoding: bytes[tokens[index].range], as: UTF8.self)
    }
    var declared: Set<String> = []
    var isConditional = false
    for index in tokens.indices {
      let token = tokens[index]
      if token.kind == .poundKeyword, text(index) == "#if" { isConditional = true }
      guard token.kind == .identifier, index + 1 < tokens.count else { continue }
      if text(index) == "func", tokens[index + 1].kind == .identifier {
        declared.formUnion(Self.referenceForms(of: text(index + 1)))
      }
      if text(index) == "named", text(index + 1) == ":", index + 2 < tokens.count {
        readName(tokens[index + 2], in: bytes, text: text(index + 2))
      }
    }
    functions.formUnion(declared)
    if isConditional { conditional.formUnion(declared) }
    return true
  }

  /// Notes the value of a `named:` argument.
  private mutating func readName(_ token: SwiftSourceScanner.Token, in bytes: [UInt8], text: String)
  {
    guard token.kind == .string else {
      // `named: nil` names nothing; a variable or a call names something unknown.
      if text != "nil" { hasBuiltNames = true }
      return
    }
    guard let value = try? SwiftStringLiteral.value(in: bytes, range: token.range) else {
      hasBuiltNames = true
      return
    }
    names.insert(SnapshotLocation.sanitised(value))
  }

  /// The names a reference file may have for a function declared as `name`: Swift
  /// Testing keeps a raw identifier's backticks, and the file name turns them into `_`.
  private static func referenceForms(of name: String) -> Set<String> {
    let bare =
      name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    return [name, bare].map { SnapshotLocation.sanitised(String($0.prefix { $0 != "(" })) }
      .reduce(into: []) { $0.insert($1) }
  }
}
