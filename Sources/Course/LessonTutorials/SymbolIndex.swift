import Foundation

/// The kit's public types by name, each with the module that documents it, so tutorials can link
/// them.
///
/// A documented module is a folder `Sources/<Module>` with a `<Module>.docc`
/// catalog; its public types are the declarations that start a line with
/// `public struct`, `class`, `enum`, `actor` or `protocol`. A name two modules
/// declare links to neither. TextUI is left out: its types carry SwiftUI's
/// names (`Grid`, `VStack`), and where the lessons write them they mean SwiftUI's.
/// A link to a type is a DocC symbol link to its module's archive (``SiteLink/symbol(_:module:)``),
/// so DocC fails the site's build on a type this index names wrongly.
struct SymbolIndex: Equatable {
  /// Each type's module, such as `CheckedSum` → `CalcCore`.
  let modules: [String: String]

  /// An index of the given types.
  init(modules: [String: String]) {
    self.modules = modules
  }

  /// The public types of every documented module in a package folder.
  init(packageRoot root: URL) {
    let manager = FileManager.default
    let sources = root.appendingPathComponent("Sources")
    var found: [String: Set<String>] = [:]
    // Sources/<group>/<module>, as Package.swift lays the modules out.
    let groups = (try? manager.contentsOfDirectory(atPath: sources.path)) ?? []
    let folders = groups.flatMap { group in
      let folder = sources.appendingPathComponent(group)
      let modules = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
      return modules.map { folder.appendingPathComponent($0) }
    }
    for folder in folders.sorted(by: { $0.lastPathComponent < $1.lastPathComponent })
    where folder.lastPathComponent != "TextUI"
      && manager.fileExists(
        atPath: folder.appendingPathComponent("\(folder.lastPathComponent).docc").path)
    {
      let module = folder.lastPathComponent
      let files = manager.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
      for file in files where file.hasSuffix(".swift") {
        let text =
          (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
        for name in Self.publicTypes(in: text) { found[name, default: []].insert(module) }
      }
    }
    var unique: [String: String] = [:]
    for (name, modules) in found where modules.count == 1 {
      unique[name] = modules.first
    }
    self.modules = unique
  }

  /// The names of the public types a source file declares at the start of a line.
  static func publicTypes(in text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("public ") else { return nil }
      var words = line.split(separator: " ")[...]
      guard words.first == "public" else { return nil }
      words = words.dropFirst().drop { $0 == "final" || $0 == "nonisolated" }
      guard let keyword = words.first,
        ["struct", "class", "enum", "actor", "protocol"].contains(keyword),
        let declared = words.dropFirst().first
      else { return nil }
      let name = declared.prefix { $0.isLetter || $0.isNumber }
      return name.first?.isUppercase == true ? String(name) : nil
    }
  }
}
