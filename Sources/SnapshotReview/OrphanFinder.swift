import Foundation
import TextSnapshots

/// Finds references that no test in the package can still use, or says why it cannot.
///
/// A reference the last run did not use is an orphan only when that run was complete,
/// unfiltered and passing, and either its test ran without using it or its test is gone
/// from the package's sources. A test that is still in the sources but did not run was
/// skipped by a trait (`.disabled`, `.enabled(if:)`) or took another path, and might use
/// the reference on another day or platform, so the finder refuses rather than guess.
struct OrphanFinder {
  let folder: SnapshotFolder
  let run: SnapshotRun?

  /// References that no test can still use, sorted, or the reason it cannot be sure.
  func orphans() -> Result<[String], ReviewError> {
    guard let run else {
      return .failure(.pruneRefused(.noRun(folder: "\(folder.path)/.runs")))
    }
    if run.isFiltered { return .failure(.pruneRefused(.filtered(id: run.id, by: run.filter))) }
    if !run.isFinished { return .failure(.pruneRefused(.unfinished(id: run.id))) }
    if !run.failed.isEmpty {
      return .failure(.pruneRefused(.failed(id: run.id, count: run.failed.count)))
    }
    let unused = folder.references().filter { !run.used.contains($0) }
    guard !unused.isEmpty else { return .success([]) }
    let sources = run.sources.map(SourceText.init(folder:))
    var unsure: [String] = []
    for name in unused where mayStillBeUsed(name, run: run, sources: sources) {
      unsure.append(name)
    }
    guard unsure.isEmpty else {
      return .failure(
        .pruneRefused(.mayStillBeUsed(id: run.id, names: unsure, sourcesKnown: sources != nil)))
    }
    return .success(unused)
  }

  /// Whether a test could still use the unused reference `name`, as far as the run and
  /// the sources tell.
  private func mayStillBeUsed(_ name: String, run: SnapshotRun, sources: SourceText?) -> Bool {
    let reference = ReferenceName(name)
    if reference.isShortened { return true }
    if run.tests.contains(reference.test) {
      // The test ran without this reference. An unnamed one it can no longer use; a
      // name written in the sources may still be used on another platform or condition.
      guard let named = reference.named else { return false }
      return sources?.contains(literal: named) ?? true
    }
    return sources?.contains(identifier: reference.function) ?? true
  }
}

/// A reference name split into the parts the library built it from.
struct ReferenceName {
  /// `Suite/function`.
  let test: String
  /// The test function's name.
  let function: String
  /// The `named:` part, if any.
  let named: String?
  /// Whether the library shortened the stem, so its parts cannot be read back.
  let isShortened: Bool

  init(_ name: String) {
    let suite = name.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    let stem = name.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    let parts = stem.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    function = String(parts.first ?? "")
    named = parts.count > 1 ? String(parts[1]) : nil
    test = suite.isEmpty ? function : "\(suite)/\(function)"
    let hash = stem.suffix(17)
    isShortened =
      stem.utf8.count >= 180 && hash.first == "-" && hash.dropFirst().allSatisfy(\.isHexDigit)
  }
}

/// The Swift sources of a package, read once to look names up.
struct SourceText {
  private var identifiers: Set<Substring> = []
  private var text = ""

  /// Reads every `.swift` file below `folder`, skipping hidden folders such as `.build`.
  init(folder: String) {
    let enumerator = FileManager.default.enumerator(
      at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil,
      options: [.skipsHiddenFiles])
    while let file = enumerator?.nextObject() as? URL {
      guard file.pathExtension == "swift",
        let contents = try? String(contentsOf: file, encoding: .utf8)
      else { continue }
      text += contents + "\n"
    }
    identifiers = Set(
      text.split { !($0.isLetter || $0.isNumber || $0 == "_") })
  }

  /// Whether `name` appears as a whole identifier, such as a test function's name.
  func contains(identifier name: String) -> Bool {
    identifiers.contains(Substring(name))
  }

  /// Whether `"name"` appears as a string literal.
  func contains(literal name: String) -> Bool {
    text.contains("\"\(name)\"")
  }
}
