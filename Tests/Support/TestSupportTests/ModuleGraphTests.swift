import Foundation
import TestSupport
import Testing

/// The module graph `Package.swift` draws is the one the sources import.
///
/// The manifest declares each target through four small functions (`module`, `tool`,
/// `testSupport`, `tests`), so a target is one call: its name, its folder's group and the
/// modules it names. These tests read those calls and hold them to the `import` lines
/// of each target's folder, so a newcomer can draw the graph from the manifest alone.
@Suite("The module graph Package.swift draws")
struct ModuleGraphTests {
  /// One target call of the manifest.
  struct Target {
    var kind: String
    var name: String
    var folder: String
    var dependencies: [String]
    /// Where the call starts in the manifest, to judge the order.
    var offset: Int

    /// The name a Swift file imports the target by.
    var moduleName: String { name.replacingOccurrences(of: "-", with: "_") }
  }

  static func manifest() throws -> String {
    try String(
      contentsOf: try TestPackage.root().appendingPathComponent("Package.swift"), encoding: .utf8)
  }

  /// Every target call, in the manifest's order.
  static func targets() throws -> [Target] {
    let text = try manifest()
    let call = try Regex(
      #"\b(module|tool|tests|testSupport)\(\s*"([^"]+)"(?:,\s*in:\s*"([^"]+)")?(?:,\s*\[([^\]]*)\])?\s*\)"#
    )
    var found: [Target] = []
    for match in text.matches(of: call) {
      guard let kind = match.output[1].substring.map(String.init),
        let name = match.output[2].substring.map(String.init)
      else { continue }
      let group = match.output[3].substring.map(String.init)
      let list = match.output[4].substring.map(String.init) ?? ""
      let dependencies = list.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines.union(["\""]))
      }.filter { !$0.isEmpty }
      let folder: String
      switch kind {
      case "module", "tool": folder = "Sources/\(group ?? "")/\(name)"
      case "tests": folder = "Tests/\(group ?? "")/\(name)"
      default: folder = "Tests/Support/\(name)"
      }
      let offset = text.utf8.distance(from: text.startIndex, to: match.range.lowerBound)
      found.append(
        Target(kind: kind, name: name, folder: folder, dependencies: dependencies, offset: offset))
    }
    return found
  }

  /// The modules the Swift files under `folder` import, by name.
  static func imports(in folder: String) throws -> Set<String> {
    let root = try TestPackage.root().appendingPathComponent(folder)
    let files = try #require(FileManager.default.enumerator(atPath: root.path))
    // Any attributes (`@testable`, `@_exported`, `@preconcurrency`), an access level, and
    // indentation, as inside `#if`.
    let line = try Regex(
      #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public |package |internal |fileprivate |private )?import (\w+)\s*(?://.*)?$"#
    )
    var names: Set<String> = []
    for case let path as String in files where path.hasSuffix(".swift") {
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      for row in text.split(separator: "\n") {
        if let match = row.wholeMatch(of: line), let name = match.output[1].substring {
          names.insert(String(name))
        }
      }
    }
    return names
  }

  /// The products' module names: the only modules that may declare `public`.
  static func products() throws -> Set<String> {
    let library = try Regex(#"\.library\(name: "[^"]+", targets: \[([^\]]*)\]\)"#)
    var names: Set<String> = []
    for match in try manifest().matches(of: library) {
      for name in (match.output[1].substring ?? "").split(separator: ",") {
        names.insert(name.trimmingCharacters(in: .whitespaces.union(["\""])))
      }
    }
    return names
  }

  @Test("the manifest declares every folder of Sources and Tests as one target")
  func everyFolder() throws {
    let targets = try Self.targets()
    #expect(targets.count > 20, "the manifest's target calls were not found")
    let root = try TestPackage.root()
    let declared = Set(targets.map(\.folder))
    var folders: Set<String> = []
    for group in ["Sources", "Tests"] {
      let groups = try FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(group).path)
      for name in groups where !["Fixtures", "Fuzz"].contains(name) {
        let inner = try FileManager.default.contentsOfDirectory(
          atPath: root.appendingPathComponent("\(group)/\(name)").path)
        folders.formUnion(inner.filter { !$0.hasPrefix(".") }.map { "\(group)/\(name)/\($0)" })
      }
    }
    #expect(folders == declared)
  }

  @Test("each target names exactly the kit's modules its files import")
  func dependenciesAreImports() throws {
    let targets = try Self.targets()
    let byModuleName = Dictionary(
      targets.map { ($0.moduleName, $0) }, uniquingKeysWith: { first, _ in first })
    for target in targets {
      let imported = try Self.imports(in: target.folder).filter { byModuleName[$0] != nil }
      let named = target.dependencies.map { $0.replacingOccurrences(of: "-", with: "_") }
      // A test target may name an executable it runs without importing it.
      let required = Set(named.filter { byModuleName[$0]?.kind != "tool" || imported.contains($0) })
      #expect(
        imported == required,
        """
        \(target.name): imports \(imported.sorted()) but names \(required.sorted()) \
        in Package.swift
        """)
    }
  }

  @Test("every module comes after the modules it names: the manifest reads bottom up")
  func bottomUp() throws {
    let targets = try Self.targets()
    let offsets = Dictionary(
      targets.map { ($0.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
    for target in targets where target.kind != "tests" {
      for dependency in target.dependencies {
        let before = try #require(offsets[dependency], "\(target.name) names \(dependency)")
        #expect(before < target.offset, "\(target.name) comes before \(dependency)")
      }
    }
  }

  @Test("only the products' modules declare public symbols")
  func packageNotPublic() throws {
    let products = try Self.products()
    #expect(products.contains("TextSnapshots"))
    // `public` or `open` after any attributes, at the start of a declaration's line.
    let publicDeclaration = try Regex(
      #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public\s|open\s+(?:class|func|var|subscript|override))"#
    )
    let root = try TestPackage.root()
    for target in try Self.targets()
    where target.kind != "tests" && !products.contains(target.name) {
      let folder = root.appendingPathComponent(target.folder)
      let files = try #require(FileManager.default.enumerator(atPath: folder.path))
      for case let path as String in files where path.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() where line.contains(publicDeclaration) {
          Issue.record(
            "\(target.folder)/\(path):\(number + 1) is public in a module no product holds")
        }
      }
    }
  }
}
