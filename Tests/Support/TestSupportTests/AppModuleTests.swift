import Foundation
import TestSupport
import Testing

/// CalcCore holds the app and nothing else.
///
/// The app is the calculator a SwiftUI view would draw: its data, its view model, its
/// strings and timing, and the sum the view model does. Tooling (the seed's "before",
/// storyboard helpers, test conveniences) lives in the module that uses it, so a type
/// added to CalcCore for anything else fails here.
@Suite("CalcCore declares only the app's types")
struct AppModuleTests {
  /// Every type the app's view model or view uses, the only types CalcCore may declare.
  static let appTypes: Set<String> = [
    "CalculatorData", "CalculatorViewModel", "CalculatorStrings", "CalculatorTiming",
    "CheckedSum",
  ]

  /// Each type a Swift text declares or extends, at any depth, with the line it is on.
  static func types(in text: String) throws -> [(name: String, line: Int)] {
    let declaration = try Regex(
      #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|nonisolated)\s+)*(?:struct|class|enum|protocol|actor|typealias|extension)\s+(\w+)"#
    )
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.enumerated().compactMap { number, line in
      guard !line.drop(while: { $0 == " " }).hasPrefix("//"),
        let match = line.prefixMatch(of: declaration),
        let name = match.output[1].substring
      else { return nil }
      return (String(name), number + 1)
    }
  }

  @Test("a declaration or an extension is found at any depth, and a comment is not")
  func readsDeclarations() throws {
    let text = """
      public struct CalculatorData {
        public struct FieldChange {}
      }
      // struct Commented {}
      @MainActor
      package final class Runner {}
      extension Clock<Duration> {}
      """
    #expect(
      try Self.types(in: text).map(\.name) == ["CalculatorData", "FieldChange", "Runner", "Clock"])
  }

  @Test("every type CalcCore declares or extends is one of the app's")
  func onlyTheApp() throws {
    let folder = try TestPackage.root().appendingPathComponent("Sources/App/CalcCore")
    let files = try #require(FileManager.default.enumerator(atPath: folder.path))
    var found: Set<String> = []
    for case let path as String in files where path.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      for (name, line) in try Self.types(in: text) {
        found.insert(name)
        #expect(
          Self.appTypes.contains(name),
          """
          Sources/App/CalcCore/\(path):\(line) declares \(name), which is no type of the app: \
          move it to the module that uses it
          """)
      }
    }
    #expect(Self.appTypes.isSubset(of: found), "a type of the app is missing from CalcCore")
  }

  @Test("CalcCore declares no free function, variable or constant: only members of its types")
  func noFreeDeclarations() throws {
    let free = try Regex(
      #"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|nonisolated)\s+)*(?:func|var|let)\s"#
    )
    let folder = try TestPackage.root().appendingPathComponent("Sources/App/CalcCore")
    let files = try #require(FileManager.default.enumerator(atPath: folder.path))
    for case let path as String in files where path.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where line.prefixMatch(of: free) != nil {
        Issue.record("Sources/App/CalcCore/\(path):\(number + 1) declares something free: \(line)")
      }
    }
    #expect("public func helper() {}".prefixMatch(of: free) != nil)
    #expect("  public func member() {}".prefixMatch(of: free) == nil)
  }
}
