import Foundation
import TestSupport
import Testing

/// One claim of `Lessons/Claims.md`: what a lesson says about Apple's frameworks or tools,
/// and the page it rests on.
struct Claim: Sendable, CustomTestStringConvertible {
  /// The claim's `## ` heading.
  var title: String
  /// The file that makes the claim, relative to the package.
  var lesson = ""
  /// The lesson's words, word for word.
  var says = ""
  /// The toolchain, SDK and settings the claim holds for.
  var holdsFor = ""
  /// The web address of the page the claim rests on.
  var source = ""
  /// The page's words, or where on it to look.
  var sourceSays = ""

  var testDescription: String { title }

  /// The claims of a claims file, in order; a field line before any heading is ignored.
  static func claims(in text: String) -> [Claim] {
    var claims: [Claim] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        claims.append(Claim(title: String(line.dropFirst(3))))
        continue
      }
      guard !claims.isEmpty else { continue }
      let fields: [(String, WritableKeyPath<Claim, String>)] = [
        ("- lesson: ", \.lesson), ("- says: ", \.says), ("- holds for: ", \.holdsFor),
        ("- source: ", \.source), ("- source says: ", \.sourceSays),
      ]
      for (prefix, field) in fields where line.hasPrefix(prefix) {
        var value = line.dropFirst(prefix.count)
        if value.count >= 2, value.first == "\"", value.last == "\"" {
          value = value.dropFirst().dropLast()
        }
        claims[claims.count - 1][keyPath: field] = String(value)
      }
    }
    return claims
  }

  /// The claims of the kit's `Lessons/Claims.md`.
  static func kitClaims() throws -> [Claim] {
    claims(
      in: try String(
        contentsOf: try TestPackage.root().appendingPathComponent("Lessons/Claims.md"),
        encoding: .utf8))
  }
}

/// The one list of claims about Apple's frameworks that no test here can compile, each still
/// made by its lesson and each with the page it rests on.
@Suite("Every claim the lessons make about Apple's frameworks names its source")
struct ClaimsTests {
  @Test(
    "A claim has a lesson, its words, what it holds for and a source",
    arguments: try Claim.kitClaims())
  func complete(_ claim: Claim) {
    #expect(!claim.lesson.isEmpty && !claim.says.isEmpty && !claim.holdsFor.isEmpty)
    #expect(claim.source.hasPrefix("https://"), "the source is not a web address")
    #expect(!claim.sourceSays.isEmpty, "no words from the source")
  }

  @Test("The lesson still says what the claim quotes", arguments: try Claim.kitClaims())
  func stillSaid(_ claim: Claim) throws {
    let text = try String(
      contentsOf: try TestPackage.root().appendingPathComponent(claim.lesson), encoding: .utf8)
    let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains(claim.says), "\(claim.lesson) no longer says it")
  }

  @Test("The list reads headings and fields, and drops the quotes around the words")
  func reads() throws {
    let text = """
      # Claims

      - says: "before any heading"

      ## A claim

      - lesson: Lessons/04-observation.md
      - says: "it says "this" here"
      - holds for: Xcode 27
      - source: https://developer.apple.com/documentation/swiftui/state
      - source says: the words
      """
    let claims = Claim.claims(in: text)
    let claim = try #require(claims.first)
    #expect(claims.count == 1)
    #expect(claim.title == "A claim")
    #expect(claim.lesson == "Lessons/04-observation.md")
    #expect(claim.says == "it says \"this\" here")
    #expect(claim.holdsFor == "Xcode 27")
    #expect(claim.sourceSays == "the words")
  }

  @Test("The kit's list is not empty and names the @State macro's page")
  func kitList() throws {
    let claims = try Claim.kitClaims()
    #expect(claims.count >= 5)
    #expect(
      claims.contains { $0.source == "https://developer.apple.com/documentation/swiftui/state" })
  }
}
