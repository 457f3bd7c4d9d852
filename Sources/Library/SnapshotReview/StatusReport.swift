import Foundation
import InlineTextSnapshots
import TextSnapshots

/// What `snapshots status --json` prints: the pending changes and the orphans, in a
/// format scripts and editors can rely on.
///
/// The format is versioned: ``version`` changes only when a field changes meaning or
/// goes away, never when one is added. Every field is always there; one with nothing to
/// say is `null`. Paths are absolute, but an inline snapshot's source, which is
/// relative to the package folder, as the pending change records it.
struct StatusReport: Encodable {
  /// The version of the format this tool writes.
  static let version = 1

  /// One pending change, of a file snapshot or an inline one.
  struct Pending: Encodable {
    /// `file` or `inline`.
    var kind: String
    /// The name `status` prints and `accept`, `reject`, `review` and `diff` take.
    var name: String
    /// The test that made it: for a file snapshot `Target/Suite/test`, from the last run;
    /// for an inline one as its pending change names it (`Target/Suite/test()`); `null`
    /// when unknown.
    var test: String?
    /// The reference file; `null` for an inline snapshot.
    var reference: String?
    /// Whether no reference exists yet; `false` for an inline snapshot.
    var isNew: Bool
    /// The pending `.new` file.
    var pending: String
    /// Where an inline snapshot's call is; `null` for a file snapshot, or when the
    /// pending change cannot be read.
    var source: Source?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(kind, forKey: .kind)
      try container.encode(name, forKey: .name)
      try container.encode(test, forKey: .test)
      try container.encode(reference, forKey: .reference)
      try container.encode(isNew, forKey: .isNew)
      try container.encode(pending, forKey: .pending)
      try container.encode(source, forKey: .source)
    }

    private enum CodingKeys: String, CodingKey {
      case kind, name, test, reference, isNew, pending, source
    }
  }

  /// An inline snapshot's call: its file relative to the package folder, its line and
  /// its column (of the call's `(`, in UTF-8 bytes, as the compiler counts).
  struct Source: Encodable {
    var file: String
    var line: Int
    var column: Int
  }

  /// A reference no test can still use.
  struct Orphan: Encodable {
    var name: String
    var reference: String
  }

  /// An unused reference a test may still use, and why, as a clause.
  struct Uncertain: Encodable {
    var name: String
    var reference: String
    var reason: String
  }

  /// The snapshots folder.
  var snapshots: String
  /// The package folder the inline snapshots' sources are relative to; `null` when none.
  var package: String?
  var pending: [Pending]
  /// The orphans; `null` when the last run cannot tell them, and ``orphansUnknown`` says why.
  ///
  /// An unused reference that may still be used is never among them.
  var orphans: [Orphan]?
  /// The unused references that a test may still use, each with the reason; `null`
  /// exactly when ``orphans`` is.
  var uncertainOrphans: [Uncertain]?
  /// Why orphans are unknown, as one sentence; `null` when they are known.
  var orphansUnknown: String?
  /// The entries of the snapshots folder that are symbolic links, whose contents are not
  /// read, as absolute paths; empty when none.
  var links: [String]

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.version, forKey: .version)
    try container.encode(snapshots, forKey: .snapshots)
    try container.encode(package, forKey: .package)
    try container.encode(pending, forKey: .pending)
    try container.encode(orphans, forKey: .orphans)
    try container.encode(uncertainOrphans, forKey: .uncertainOrphans)
    try container.encode(orphansUnknown, forKey: .orphansUnknown)
    try container.encode(links, forKey: .links)
  }

  private enum CodingKeys: String, CodingKey {
    case version, snapshots, package, pending, orphans, uncertainOrphans, orphansUnknown, links
  }

  /// The report of a snapshots folder, with the orphans the last run tells.
  init(
    folder: SnapshotFolder, orphans: Result<OrphanFinder.Report, ReviewError>, run: SnapshotRun?
  ) {
    snapshots = folder.path
    package = folder.packageRoot
    links = folder.links().map { "\(folder.path)/\($0)" }
    pending = folder.pending().map { name in
      let test = run?.testsByReference[name]
      guard folder.isInline(name) else {
        let reference = folder.referencePath(name)
        return Pending(
          kind: "file", name: name, test: test ?? Self.test(of: name), reference: reference,
          isNew: !FileManager.default.fileExists(atPath: reference),
          pending: folder.pendingPath(name), source: nil)
      }
      let change = try? InlinePending.read(folder.pendingPath(name))
      return Pending(
        kind: "inline", name: name, test: change?.test ?? test, reference: nil, isNew: false,
        pending: folder.pendingPath(name),
        source: change.map { Source(file: $0.source, line: $0.line, column: $0.column) })
    }
    switch orphans {
    case .success(let report):
      self.orphans = report.orphans.map { Orphan(name: $0, reference: folder.referencePath($0)) }
      uncertainOrphans = report.uncertain.map { uncertain in
        Uncertain(
          name: uncertain.name, reference: folder.referencePath(uncertain.name),
          reason: ReviewText.describe(uncertain.doubt))
      }
    case .failure(let error):
      orphansUnknown = ReviewText.orphansUnknown(error)
    }
  }

  /// The test a file snapshot's name belongs to when no run recorded it: its target and
  /// suite, and the stem up to the first `.`, since a function's name has none and
  /// `named:` follows it.
  private static func test(of name: String) -> String? {
    guard let slash = name.lastIndex(of: "/") else { return nil }
    let stem = name[name.index(after: slash)...]
    return name[...slash] + (stem.split(separator: ".").first.map(String.init) ?? String(stem))
  }

  /// The report as JSON: keys sorted, one a line, slashes unescaped, ending in a newline.
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Strings, numbers, booleans and null always encode.
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
