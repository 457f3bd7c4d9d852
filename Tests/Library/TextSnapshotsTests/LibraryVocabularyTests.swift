import Foundation
import TestSupport
import Testing

/// TextSnapshots is offered for your own package, so its documentation speaks of types
/// a reader's package might have (a receipt, an order, a cart), never of the calculator
/// the kit teaches with.
@Suite("TextSnapshots speaks of your package")
struct LibraryVocabularyTests {
  /// The types the calculator's modules declare `public`, read from their sources; a
  /// name of one word, such as `Step`, is a word of English too and is left out.
  static func appTypes() throws -> Set<String> {
    let root = try TestPackage.root()
    let declaration = try Regex(#"^public (?:final )?(?:struct|class|enum|actor|protocol) (\w+)"#)
    var names: Set<String> = []
    for module in ["CalcCore", "CalcScreens", "CalcScenarios", "CalcTesting"] {
      let folder = root.appendingPathComponent("Sources/App/\(module)")
      let files = try #require(FileManager.default.enumerator(atPath: folder.path))
      for case let path as String in files where path.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        for line in text.split(separator: "\n") {
          if let match = line.firstMatch(of: declaration), let name = match.output[1].substring,
            name.dropFirst().contains(where: \.isUppercase)
          {
            names.insert(String(name))
          }
        }
      }
    }
    return names
  }

  @Test("no source or article of TextSnapshots names a type of the calculator app")
  func namesNoAppType() throws {
    let types = try Self.appTypes()
    #expect(types.contains("CalculatorViewModel") && types.contains("CalculatorScreen"))
    let folder = try TestPackage.root().appendingPathComponent("Sources/Library/TextSnapshots")
    let files = try #require(FileManager.default.enumerator(atPath: folder.path))
    let word = try Regex(#"\w+"#)
    for case let path as String in files where path.hasSuffix(".swift") || path.hasSuffix(".md") {
      let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      let named = Set(text.matches(of: word).map { String(text[$0.range]) }).intersection(types)
      #expect(named.isEmpty, "\(path) names \(named.sorted())")
    }
  }
}
