import Foundation
import InlineTextSnapshots
import KitSupport
import TextSnapshots

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The reference and pending files under a snapshots folder, named `Target/Suite/test`.
///
/// Every path it touches resolves inside the folder: names with `..`, absolute names and
/// paths through symbolic links that lead out of the folder are refused. The folder
/// itself may be a symbolic link: its files are listed in the folder it leads to.
struct SnapshotFolder {
  let path: String
  /// The package folder that pending inline snapshots name their sources from.
  var packageRoot: String?

  /// The folder with symbolic links followed, where its files are listed.
  var listed: String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }

  /// The reference file a name means, by ``SnapshotLocation/referenceFile(reviewName:)``:
  /// one file for each name, whatever else is in the folder.
  func referencePath(_ name: String) -> String {
    let file = SnapshotLocation.referenceFile(reviewName: name)
    return "\(path)/\(file.stem).\(file.pathExtension)"
  }
  func pendingPath(_ name: String) -> String {
    isInline(name) ? "\(path)/\(name).new" : referencePath(name) + ".new"
  }

  /// The name `status` prints for a reference file below the folder, such as
  /// `Target/Suite/test.txt` or `Target/Suite/state.json`, when a strategy could have
  /// named it; else `nil`.
  static func snapshotName(ofReference file: String) -> String? {
    guard SnapshotLocation.endsInExtension(file) else { return nil }
    let parts = SnapshotLocation.referenceFile(reviewName: file)
    guard SnapshotLocation.isValidExtension(parts.pathExtension) else { return nil }
    return SnapshotLocation.reviewName(stem: parts.stem, pathExtension: parts.pathExtension)
  }

  /// Whether a name is a pending inline snapshot, such as `.inline/Tests/A.swift-12`,
  /// which is accepted into a test's source rather than over a reference file.
  func isInline(_ name: String) -> Bool {
    name.hasPrefix(InlineSnapshotFile.pendingFolder + "/")
  }

  /// Names of pending `.new` files, then of pending inline snapshots, each sorted and
  /// named as ``SnapshotLocation/reviewName(stem:pathExtension:)`` names them:
  /// `Target/Suite/test` for `test.txt.new`, `Target/Suite/state.json` for
  /// `state.json.new`.
  func pending() -> [String] {
    let files = names(withSuffix: ".new").compactMap(Self.snapshotName(ofReference:))
    return Set(files).sorted() + inlinePending()
  }

  /// The entries of the folder that are symbolic links, by their names inside it, sorted.
  ///
  /// A linked suite folder, or `.inline`: the tool follows no link out of the folder, so
  /// what one holds is neither listed nor accepted, and `status` says so.
  func links() -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: listed) else { return [] }
    var links: [String] = []
    while let entry = enumerator.nextObject() as? String {
      let isHidden = entry.split(separator: "/").contains { $0.hasPrefix(".") }
      // Hidden folders hold run records and set-aside files; `.inline` holds changes.
      if isHidden && !(entry + "/").hasPrefix(InlineSnapshotFile.pendingFolder + "/") {
        enumerator.skipDescendants()
        continue
      }
      if isSymbolicLink("\(listed)/\(entry)") { links.append(entry) }
    }
    return links.sorted()
  }

  /// Names of pending inline snapshots under `.inline`, sorted by file, then by line and
  /// column as numbers, so `-7-25` comes before `-11-25`.
  func inlinePending() -> [String] {
    let inline = "\(listed)/\(InlineSnapshotFile.pendingFolder)"
    guard !isSymbolicLink(inline), let enumerator = FileManager.default.enumerator(atPath: inline)
    else { return [] }
    var names: [String] = []
    while let file = enumerator.nextObject() as? String {
      // A hidden folder holds a file set aside while a command decides on it.
      if file.hasSuffix(".new"), !file.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
        !isFolder("\(inline)/\(file)")
      {
        names.append("\(InlineSnapshotFile.pendingFolder)/\(file.dropLast(".new".count))")
      }
    }
    return names.sorted { Self.inlineOrder($0) < Self.inlineOrder($1) }
  }

  /// A pending inline snapshot's name, `<file>-<line>-<column>`, as something to sort by:
  /// its file, its line and its column, the numbers compared as numbers.
  static func inlineOrder(_ name: String) -> InlineOrder {
    let parts = name.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count >= 3, let line = Int(parts[parts.count - 2]),
      let column = Int(parts[parts.count - 1])
    else { return InlineOrder(file: name, line: 0, column: 0) }
    return InlineOrder(
      file: parts.dropLast(2).joined(separator: "-"), line: line, column: column)
  }

  /// Where a pending inline snapshot's call is, ordered by file, line, then column.
  struct InlineOrder: Comparable {
    var file: String
    var line: Int
    var column: Int

    static func < (left: Self, right: Self) -> Bool {
      (left.file, left.line, left.column) < (right.file, right.line, right.column)
    }
  }

  /// Names of reference `.txt` files, and of files with one of `extensions` (such as
  /// `Target/Suite/state.json` for `json`), sorted.
  func references(extensions: Set<String> = []) -> [String] {
    let files = extensions.union(["txt"]).flatMap { found in
      names(withSuffix: "." + found).map { $0 + "." + found }
    }
    return Set(files.compactMap(Self.snapshotName(ofReference:))).sorted()
  }

  /// The snapshot an argument names, as `status` prints it: `Target/Suite/test` as
  /// printed, or its file name `Target/Suite/test.txt` or `Target/Suite/test.txt.new`.
  ///
  /// Each name means one file (``SnapshotLocation/referenceFile(reviewName:)``), whatever
  /// is pending: `Target/Suite/test.json` is the JSON file `test.json`, and the `.txt`
  /// file of `named: "json"` is `Target/Suite/test.json.txt`. No name `status` prints
  /// ends in `.new`, so a trailing `.new` is always a pending file's.
  func name(from argument: String) throws(ReviewError) -> String {
    let components = argument.split(separator: "/", omittingEmptySubsequences: false)
    guard !argument.hasPrefix("/"), !components.contains("..") else {
      throw .outsideFolder(name: argument)
    }
    guard !components.contains(where: { $0.isEmpty || $0 == "." }) else {
      throw .notAName(name: argument)
    }
    if isInline(argument) {
      return argument.hasSuffix(".new") ? String(argument.dropLast(".new".count)) : argument
    }
    let file = argument.hasSuffix(".new") ? String(argument.dropLast(".new".count)) : argument
    let parts = SnapshotLocation.referenceFile(reviewName: file)
    let name = SnapshotLocation.reviewName(stem: parts.stem, pathExtension: parts.pathExtension)
    guard !parts.stem.isEmpty, !name.hasSuffix("/") else { throw .notAName(name: argument) }
    return name
  }

  /// The pending snapshot a word on the command line means: its name as `status` prints
  /// it (or its file's, as ``name(from:)`` reads it), else the one pending snapshot
  /// whose name ends in it after a `/`, such as `changed` for `Target/Suite/changed`, or
  /// whose inline change's test does; when more than one does, it is ambiguous.
  func pendingName(matching word: String) throws(ReviewError) -> String {
    let pending = pending()
    let name = try name(from: word)
    if pending.contains(name) { return name }
    // A file snapshot's name and an inline change's test may both end in the word.
    var matches = pending.filter { $0.hasSuffix("/" + name) }
    matches += inlinePending(ofTest: word).filter { !matches.contains($0) }
    if matches.count > 1 { throw .ambiguousName(word, matches: matches) }
    guard let match = matches.first else {
      try requireInside(pendingPath(name))
      let lastParts = pending.compactMap { $0.split(separator: "/").last.map(String.init) }
      throw .noMatch(word, suggestion: Suggestion.closest(to: word, in: pending + lastParts))
    }
    return match
  }

  /// The bytes of a pending snapshot's file as they are now, or `nil` when it cannot be
  /// read: what a command shows or decides on, and then accepts only while they are the
  /// same.
  func pinned(_ name: String) -> [UInt8]? {
    FileManager.default.contents(atPath: pendingPath(name)).map { Array($0) }
  }

  /// A reference file as a command saw it, so it is written over only while it is the same.
  enum ReferenceState: Equatable {
    /// There was no file.
    case absent
    /// It held these bytes.
    case bytes([UInt8])
    /// Something was there that could not be read.
    case unreadable
  }

  /// The reference of a file snapshot as it is now: what `review` shows, and accepts over
  /// only while it is the same.
  func referenceState(_ name: String) -> ReferenceState {
    let reference = referencePath(name)
    if let data = FileManager.default.contents(atPath: reference) { return .bytes(Array(data)) }
    return isEntry(reference) ? .unreadable : .absent
  }

  /// The reference's name below this folder, as a refusal names it: `Target/Suite/test.txt`.
  func referenceName(_ name: String) -> String {
    String(referencePath(name).dropFirst(path.count + 1))
  }

  /// The pending inline changes whose test, as `status` names it beside them
  /// (`AppTests/Suite/test()`), is `word` or ends in it after a `/`, with or without its
  /// parameter list.
  func inlinePending(ofTest word: String) -> [String] {
    inlinePending().filter { name in
      guard let test = (try? InlinePending.read(pendingPath(name)))?.test else { return false }
      let bare = String(test.prefix { $0 != "(" })
      return [test, bare].contains { $0 == word || $0.hasSuffix("/" + word) }
    }
  }

  /// Moves the pending file over the reference with one atomic `rename(2)`.
  ///
  /// With `pinned`, the bytes a command showed or decided on, a pending file that holds
  /// anything else now (a test run wrote it again meanwhile) is refused and left as it
  /// is: the file is first moved aside, so no test run can write it between the check
  /// and the move. With `reference`, the reference as the command showed or read it, a
  /// reference that is anything else now (edited by hand, merged, made or deleted) is
  /// refused too, and both files are left as they are; it is compared just before the
  /// move.
  func accept(
    _ name: String, pinned: [UInt8]? = nil, reference shownReference: ReferenceState? = nil,
    by pinner: ReviewError.Pinner = .accept
  ) throws(ReviewError) {
    try requirePending(name)
    if isInline(name) {
      guard let packageRoot else { throw .noPackageRoot(searchedFrom: path) }
      do {
        _ = try InlineSnapshotFile.accept(
          pendingAt: pendingPath(name), root: packageRoot, pinned: pinned)
      } catch  where error.isNotAsPinned {
        throw .changedSinceShown(name: name, by: pinner)
      } catch {
        throw .inlineRefused(error.text)
      }
      return
    }
    let reference = referencePath(name)
    if let makers = makers(of: name), makers.count > 1 {
      throw .sharedReference(name: name, tests: makers)
    }
    if isFolder(reference) {
      throw .notAFile(path: reference, reason: "the reference is a folder; expected a file")
    }
    if let other = entryDifferingInCase(from: reference) {
      throw .caseClash(path: reference, existing: other)
    }
    guard let pinned else {
      guard rename(pendingPath(name), reference) == 0 else {
        throw .fileFailure(path: reference, reason: String(cString: strerror(errno)))
      }
      return
    }
    let file: SetAsideFile
    do {
      file = try SetAsideFile(pendingPath(name))
    } catch {
      throw .fileFailure(path: pendingPath(name), reason: error.text)
    }
    guard file.bytes == pinned else {
      file.restore()
      throw .changedSinceShown(name: name, by: pinner)
    }
    if let shownReference, referenceState(name) != shownReference {
      file.restore()
      throw .referenceChangedSinceShown(reference: referenceName(name), by: pinner)
    }
    do {
      try file.move(over: reference)
    } catch {
      throw .fileFailure(path: reference, reason: error.text)
    }
  }

  /// The tests in the package's sources that may make the reference `name`, when its
  /// test target's folder is `Tests/<Target>`; `nil` when the sources cannot tell.
  private func makers(of name: String) -> [String]? {
    let stemmed = SnapshotLocation.referenceFile(reviewName: name).stem
    guard let packageRoot, let reference = ReferenceName(stemmed) else { return nil }
    let parts = reference.suite.split(separator: "/")
    guard parts.count == 2 else { return nil }
    let folder = "\(packageRoot)/Tests/\(parts[0])"
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return nil }
    return SourceTests(folder: folder).makers(suite: String(parts[1]), stem: reference.stem)
  }

  /// A file or folder on the way to `file`, below this folder, whose name differs from
  /// the one `file` needs only in case; on a case-insensitive disk the two are one.
  private func entryDifferingInCase(from file: String) -> String? {
    var parent = path
    for part in file.dropFirst(path.count + 1).split(separator: "/").map(String.init) {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
      let wanted = [part, part + ".new"]
      if let other = entries.first(where: { entry in
        !wanted.contains(entry) && wanted.contains { $0.lowercased() == entry.lowercased() }
      }) {
        return "\(parent)/\(other)"
      }
      parent += "/" + part
    }
    return nil
  }

  /// Deletes the pending file; with `pinned`, the bytes `review` showed, only while it
  /// still holds them: a newer one a test run wrote meanwhile is refused and kept.
  func reject(_ name: String, pinned: [UInt8]? = nil) throws(ReviewError) {
    try requirePending(name)
    guard try delete(pendingPath(name), pinned: pinned) else {
      throw .changedSinceShown(name: name, by: .review, rejecting: true)
    }
  }

  /// Deletes one file inside the folder; a folder or a path leading outside is refused.
  ///
  /// With `pinned`, the bytes a command showed or decided on, the file is first moved
  /// aside, so nothing can write it between the check and the deletion, and deleted only
  /// when it holds them; otherwise it is put back and `false` returned.
  @discardableResult
  func delete(_ path: String, pinned: [UInt8]? = nil) throws(ReviewError) -> Bool {
    try requireInside(path)
    if isFolder(path) { throw .notAFile(path: path, reason: "it is a folder; expected a file") }
    guard let pinned else {
      guard unlink(path) == 0 else {
        throw .fileFailure(path: path, reason: String(cString: strerror(errno)))
      }
      return true
    }
    let file: SetAsideFile
    do {
      file = try SetAsideFile(path)
    } catch {
      throw .fileFailure(path: path, reason: error.text)
    }
    guard file.bytes == pinned else {
      file.restore()
      return false
    }
    file.discard()
    return true
  }

  private func requirePending(_ name: String) throws(ReviewError) {
    let pending = pendingPath(name)
    try requireInside(pending)
    guard isEntry(pending) else { throw .noPending(name: name, path: pending) }
    if isFolder(pending) {
      throw .notAFile(path: pending, reason: "it is a folder; expected a file")
    }
    if isSymbolicLink(pending) {
      throw .notAFile(path: pending, reason: "it is a symbolic link; expected a file")
    }
  }

  /// Refuses a path whose folder, once symbolic links are followed, is not this folder
  /// or inside it.
  private func requireInside(_ file: String) throws(ReviewError) {
    let root = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    let parent = URL(fileURLWithPath: file).deletingLastPathComponent()
      .resolvingSymlinksInPath().path
    guard parent == root || parent.hasPrefix(root + "/") else {
      throw .outsideFolder(name: String(file.dropFirst(path.count + 1)))
    }
  }

  /// Whether anything, even a dangling symbolic link, is at `path`.
  private func isEntry(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  private func isFolder(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  private func isSymbolicLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  private func names(withSuffix suffix: String) -> [String] {
    let listed = listed
    guard let enumerator = FileManager.default.enumerator(atPath: listed) else { return [] }
    var names: [String] = []
    while let file = enumerator.nextObject() as? String {
      // Hidden entries hold run records and interrupted temporary files.
      if file.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
      if file.hasSuffix(suffix), !isFolder("\(listed)/\(file)") {
        names.append(String(file.dropLast(suffix.count)))
      }
    }
    return names.sorted()
  }
}
