import Foundation
import SwiftSource
import TestSupport
import Testing

@testable import InlineTextSnapshots
@testable import TextSnapshots

/// Records into every file of `Tests/Fixtures/InlineCorpus` in this process.
///
/// It records into each file, and accepts pending changes into it, then parses every
/// file the library wrote with `swiftc` in one run. Each file is tried as it is, with
/// CRLF line endings, and with a byte order mark; a plain `swift test` tries one file
/// three ways when recording, and accepts into two. The corpus's README says what its
/// `// corpus:` comments mean.
///
/// The call sites are found by plain text search, as the compiler would place them, not
/// by the scanner under test.
@Suite("The inline snapshot corpus")
struct InlineCorpusTests {
  /// One call of a corpus file: where the compiler places it, and what is special about it.
  struct Site {
    var line: Int
    var column: Int
    var function: String
    var directives: [String]

    var refusal: String? {
      directives.first { $0.hasPrefix("refuses ") }.map { String($0.dropFirst("refuses ".count)) }
    }
    var isConflict: Bool { directives.contains("conflict") }
  }

  /// The corpus files, each as it is, and those `threeWays` names with CRLF line endings
  /// and with a byte order mark too.
  static func variants(threeWays: (String) -> Bool) throws -> [(name: String, text: String)] {
    let folder = try TestPackage.root().appendingPathComponent("Tests/Fixtures/InlineCorpus")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    return try names.flatMap { name in
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      guard threeWays(name) else { return [(name, text)] }
      return [
        (name, text), (name + " (CRLF)", text.replacingOccurrences(of: "\n", with: "\r\n")),
        (name + " (BOM)", "\u{FEFF}" + text),
      ]
    }
  }

  /// Every call of `expectInlineSnapshot` and of the file's helpers, in order.
  static func sites(in text: String) -> [Site] {
    // Lines end at line feeds: in a CRLF file, "\r\n" is one Character.
    let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    let helpers =
      lines.lazy.map { String(decoding: $0, as: UTF8.self) }
      .first { $0.hasPrefix("// corpus-helpers: ") }
      .map { $0.dropFirst("// corpus-helpers: ".count).split(separator: ",") }?
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? []
    var sites: [Site] = []
    for (index, line) in lines.enumerated() {
      var directives: [String] = []
      var above = index - 1
      while above >= 0,
        let comment = String(decoding: lines[above], as: UTF8.self)
          .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "// corpus: ").last,
        String(decoding: lines[above], as: UTF8.self).contains("// corpus: ")
      {
        directives.append(String(comment))
        above -= 1
      }
      if directives.contains("skip") { continue }
      for function in ["expectInlineSnapshot"] + helpers {
        let name = Array((function + "(").utf8)
        var offset = 0
        while let found = line[offset...].firstRange(of: name) {
          offset = found.upperBound
          if line[..<found.lowerBound].suffix(5).elementsEqual(Array("func ".utf8)) { continue }
          var column = found.upperBound
          if let macro = directives.first(where: { $0.hasPrefix("at #") }) {
            column = (line.firstRange(of: Array(macro.dropFirst(3).utf8))?.lowerBound ?? 0) + 1
          }
          sites.append(
            Site(line: index + 1, column: column, function: function, directives: directives))
        }
      }
    }
    return sites.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
  }

  /// The value a run gives a call: text with what an editor trims or a reader misses,
  /// spaces and marks a reader cannot see, and an accent a normalizing comparison drops.
  static func value(_ index: Int) -> String {
    [
      "corpus \(index)", "corpus \(index)\n  spaced  \n", "\u{202E}corpus\u{202C} \(index)\t", "",
      "cafe\u{301} \(index)\u{A0}no-break\u{200B}zero-width\u{3000}\u{2060}",
    ][index % 5]
  }

  /// The literal a call holds now, as the library reads it; `nil` when it has none or
  /// the library refuses it.
  static func literal(_ site: Site, in scanner: SwiftSourceScanner) -> String? {
    try? InlineSnapshotFile.call(
      line: site.line, column: site.column, in: scanner, function: site.function
    ).value
  }

  /// One run over a variant, recording or leaving pending changes that are then accepted;
  /// returns the file it leaves.
  func run(_ name: String, _ text: String, record: Bool) throws -> String {
    let package = try InlinePackage(text)
    let sites = Self.sites(in: text)
    let original = SwiftSourceScanner(text)
    #expect(!sites.isEmpty, "\(name) has no calls")
    for (index, site) in sites.enumerated() {
      let values =
        site.isConflict ? [Self.value(index), Self.value(index) + "!"] : [Self.value(index)]
      let issues = values.flatMap { value in
        package.check(
          value, line: site.line, column: site.column, expected: Self.literal(site, in: original),
          record: record ? .all : nil, function: site.function)
      }
      let context = "\(name):\(site.line):\(site.column)"
      if let refusal = site.refusal {
        #expect(issues.allSatisfy { $0.contains(refusal) }, "\(context): \(issues)")
      } else if site.isConflict {
        #expect(issues.last?.contains("ran more than once") == true, "\(context): \(issues)")
      } else if record {
        #expect(
          issues.first?.hasPrefix("Recorded inline snapshot") == true, "\(context): \(issues)")
      } else {
        #expect(
          issues.first?.contains("Pending change written to") == true, "\(context): \(issues)")
      }
    }
    #expect(package.endRun().isEmpty, "\(name)")
    for pending in package.pending().reversed() {
      do {
        try package.accept(pending)
      } catch {
        Issue.record("\(name): \(error.text)")
      }
    }
    #expect(package.pending().isEmpty, "\(name)")
    let result = try #require(package.source())
    let after = Self.sites(in: result)
    let final = SwiftSourceScanner(result)
    #expect(after.count == sites.count, "\(name): the calls changed")
    for (index, site) in after.enumerated() where index < sites.count {
      let before = sites[index]
      let expected =
        before.refusal != nil || before.isConflict
        ? Self.literal(before, in: original) : Self.value(index)
      #expect(
        Self.literal(site, in: final).map { Array($0.utf8) } == expected.map { Array($0.utf8) },
        "\(name):\(site.line): the call holds the wrong text")
    }
    return result
  }

  @Test("Every layout is recorded into, or refused with its reason, and every result parses")
  func records() throws {
    var written: [String: String] = [:]
    // A plain swift test tries one file three ways; the complete run, every file.
    for (name, text) in try Self.variants(threeWays: { EndToEnd.isEnabled || $0 == "Layouts.swift" }
    ) {
      written[name] = text
      written[name + ", recorded"] = try run(name, text, record: true)
    }
    let rejected = try SwiftcParse.rejected(written)
    #expect(rejected.isEmpty, "\(rejected.sorted { $0.key < $1.key })")
  }

  @Test(
    "Every layout's pending changes are accepted into it, in any order, and every result parses")
  func accepts() throws {
    var written: [String: String] = [:]
    // A plain swift test accepts into the files of layouts and contexts; the complete
    // run, into every file, three ways.
    let variants = try Self.variants(threeWays: { _ in EndToEnd.isEnabled }).filter {
      EndToEnd.isEnabled || ["Layouts.swift", "Contexts.swift"].contains($0.name)
    }
    for (name, text) in variants {
      written[name + ", accepted"] = try run(name, text, record: false)
    }
    let rejected = try SwiftcParse.rejected(written)
    #expect(rejected.isEmpty, "\(rejected.sorted { $0.key < $1.key })")
  }
}
