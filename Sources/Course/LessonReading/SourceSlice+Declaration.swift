import KitSupport
import SwiftSource

extension SourceSlice {
  /// The declaration a name picks out of a Swift source: the `///` doc comment
  /// right above it, its attributes, modifiers, signature and body, without
  /// `// lesson:` marker lines and without the indentation its lines share.
  ///
  /// A name is the declaration's own name, after the names of the types around
  /// it as far out as needed, joined by `.`: `onSubmit()`,
  /// `CalculatorViewModel.onSubmit()`, `Outer.Inner`. A function's name is
  /// written with its argument labels, as in `onAddNumber(_:)`, `init(clock:)`
  /// or `+(_:_:)`, or without them, as in `onAddNumber`, to fit every overload.
  /// An extension's name is the type it extends; when the type is declared in the
  /// same file, the name is the type's. Types, extensions, protocols, functions,
  /// initializers, subscripts and `deinit` have names here (SwiftSource's `SwiftDeclarations`);
  /// properties and cases do not, so a lesson quotes them with markers.
  ///
  /// - Returns: The lines, or why there are none: no declaration fits the name
  ///   (``Failure/unknownName(markers:suggestion:)``), more than one does
  ///   (``Failure/ambiguous(candidates:)``), or the source cannot be read.
  package static func declaration(_ name: String, in text: String) -> Result<[String], Failure> {
    let bytes = Array(text.utf8)
    let all: [SwiftDeclarations.Declaration]
    do throws(SwiftSourceScanner.Failure) {
      all = try SwiftDeclarations(SwiftSourceScanner(bytes)).all
    } catch {
      switch error {
      case .unterminated(let offset), .unbalanced(let offset):
        return .failure(.unreadableSwift(line: line(at: offset, in: bytes) + 1))
      }
    }
    var found = all.filter { fits($0, name) }
    let types = Set(found.filter { !$0.isExtension }.map(\.path))
    found.removeAll { $0.isExtension && types.contains($0.path) }
    found.sort { $0.range.lowerBound < $1.range.lowerBound }
    let lines = MarkdownDocument.lines(of: text)
    switch found.count {
    case 0:
      let markers = markers(in: lines)
      let names = all.flatMap { [$0.path, $0.name, baseName($0.name)] }
      let suggestion = Suggestion.closest(to: name, in: markers + names)
      return .failure(.unknownName(markers: markers, suggestion: suggestion))
    case 1:
      var first = line(at: found[0].range.lowerBound, in: bytes)
      let last = line(at: found[0].range.upperBound - 1, in: bytes)
      while first > 0, lines[first - 1].trimmedLine.hasPrefix("///") || isMarker(lines[first - 1]) {
        first -= 1
      }
      return .success(dedented(lines[first...last].filter { !isMarker($0) }))
    default:
      return .failure(
        .ambiguous(
          candidates: found.map {
            Candidate(path: $0.path, line: line(at: $0.range.lowerBound, in: bytes) + 1)
          }))
    }
  }

  /// Whether `name` names a declaration: it is the declaration's path, or its end
  /// after a `.`, with or without a function's argument labels.
  private static func fits(_ declaration: SwiftDeclarations.Declaration, _ name: String) -> Bool {
    var paths = [declaration.path]
    if declaration.isFunction {
      paths.append(declaration.path.dropLast(declaration.name.count) + baseName(declaration.name))
    }
    return paths.contains { $0 == name || $0.hasSuffix("." + name) }
  }

  /// A function's name without its argument labels: `f` for `f(_:x:)`.
  private static func baseName(_ name: String) -> String {
    String(name.prefix { $0 != "(" })
  }

  /// The 0-based line of a UTF-8 offset.
  private static func line(at offset: Int, in bytes: [UInt8]) -> Int {
    bytes[..<offset].count(where: { $0 == UInt8(ascii: "\n") })
  }
}
