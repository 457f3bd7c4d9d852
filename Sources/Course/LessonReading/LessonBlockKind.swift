/// What a fenced block in a lesson is, read from its fence's info string.
///
/// ```` ```swift source=Sources/App/CalcCore/CalculatorViewModel.swift#onSubmit() ````
/// is a declaration of a source file, by its name, and
/// ```` ```swift source=Sources/App/CalcCore/CalculatorViewModel.swift#reduce ````
/// the part of a body between `// lesson:reduce begin` and `// lesson:reduce end`
/// (``SourceSlice/quoted(_:in:)``); ```` ```swift seed=ContentView.swift:144-172 ````
/// lines of the seed's original file in `Lessons/Seed`; ```` ```swift illustrative ````
/// a fragment checked against nothing; ```` ```console ```` a transcript whose
/// `$ swift run calc-render …` commands are run; ```` ```screen args="--numbers 1,2" ````
/// a screen the renderer draws; ```` ```failure reference="…" actual="…" name="…" ````
/// the message a snapshot test prints when the screen drawn with `actual`
/// arguments meets a reference drawn with `reference`. Any block with
/// `unchecked="reason"` is skipped.
package enum LessonBlockKind: Equatable, Sendable {
  /// A marked slice or a declaration of a source file, relative to the package, by the
  /// marker's or declaration's name.
  case source(path: String, name: String)
  /// Lines of a file in `Lessons/Seed`.
  case seed(file: String, lines: ClosedRange<Int>)
  /// A fragment that quotes no file.
  case illustrative
  /// A console transcript.
  case console
  /// A screen drawn by `calc-render` with these arguments.
  case screen(arguments: [String])
  /// A snapshot failure: two screens' arguments and the snapshot's name.
  case failure(reference: [String], actual: [String], name: String)
  /// A block left unchecked on purpose, with the reason.
  case unchecked(reason: String)
  /// Any other block, such as `sh` or `text`: not checked.
  case other

  /// The kind of a block.
  package init(_ block: MarkdownDocument.Block, file: String) throws(LessonError) {
    guard let words = ShellWords.split(block.info) else {
      throw .unclosedQuote(file: file, line: block.line, text: block.info)
    }
    var attributes: [String: String] = [:]
    for word in words.dropFirst() {
      guard let equals = word.firstIndex(of: "=") else { continue }
      attributes[String(word[..<equals])] = String(word[word.index(after: equals)...])
    }
    if let reason = attributes["unchecked"] {
      self = .unchecked(reason: reason)
      return
    }
    switch words.first {
    case "swift":
      self = try Self.swift(words, attributes, block: block, file: file)
    case "console":
      self = .console
    case "screen":
      guard let arguments = ShellWords.split(attributes["args"] ?? "") else {
        throw .unclosedQuote(file: file, line: block.line, text: attributes["args"] ?? "")
      }
      self = .screen(arguments: arguments)
    case "failure":
      guard let reference = ShellWords.split(attributes["reference"] ?? ""),
        let actual = ShellWords.split(attributes["actual"] ?? "")
      else { throw .unclosedQuote(file: file, line: block.line, text: block.info) }
      self = .failure(reference: reference, actual: actual, name: attributes["name"] ?? "")
    default:
      self = .other
    }
  }

  private static func swift(
    _ words: [String], _ attributes: [String: String], block: MarkdownDocument.Block,
    file: String
  ) throws(LessonError) -> LessonBlockKind {
    if let reference = attributes["source"] {
      let parts = reference.split(separator: "#", omittingEmptySubsequences: false)
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw .badReference(file: file, line: block.line, reference: reference)
      }
      return .source(path: String(parts[0]), name: String(parts[1]))
    }
    if let reference = attributes["seed"] {
      guard let (name, range) = seedRange(reference) else {
        throw .badReference(file: file, line: block.line, reference: reference)
      }
      return .seed(file: name, lines: range)
    }
    guard words.contains("illustrative") else {
      throw .unmarkedSwift(file: file, line: block.line)
    }
    return .illustrative
  }

  /// Where the seed's original files are kept, relative to the package folder.
  package static let seedFolder = "Lessons/Seed/"

  /// Reads `FILE:FIRST-LAST`.
  private static func seedRange(_ reference: String) -> (String, ClosedRange<Int>)? {
    let parts = reference.split(separator: ":")
    guard parts.count == 2 else { return nil }
    let bounds = parts[1].split(separator: "-").compactMap { Int($0) }
    guard bounds.count == 2, bounds[0] >= 1, bounds[0] <= bounds[1] else { return nil }
    return (String(parts[0]), bounds[0]...bounds[1])
  }
}
