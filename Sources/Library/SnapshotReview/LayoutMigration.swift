import Foundation
import TextSnapshots

/// Moves snapshot files from the layout before one folder per test target,
/// `<Suite>/<file>`, to `<Target>/<Suite>/<file>`, once, on the word of the test runs.
///
/// A file says nothing of its test target, so the runs decide: a test run records each
/// snapshot it used under its new name, `AppTests/CalculatorTests/showsTotal`, and when
/// a file `CalculatorTests/showsTotal.txt` waits in the earlier layout, the run's
/// assertion fails and writes nothing. The file then moves where the runs used it, when
/// exactly one target did. A file no run used stays, and is named when others move; one
/// that tests of two targets used stays too, since either could own it, and is named. A pending file whose
/// place a newer pending file of the same snapshot already holds is an earlier copy, and
/// is deleted; a reference whose place is taken stays where it is.
struct LayoutMigration {
  /// A file's place in the earlier layout and in the new one, relative to the folder.
  struct Move: Equatable {
    var from: String
    var to: String
  }

  /// A file that tests of several targets used, and those targets.
  struct Shared: Equatable {
    var file: String
    var targets: [String]
  }

  /// What the migration did and did not do, for ``ReviewText/migration(_:)``.
  struct Outcome: Equatable {
    /// Files moved.
    var moved: [Move] = []
    /// Earlier pending files deleted, as a newer one is in their place.
    var replaced: [String] = []
    /// Files no run used, which stay.
    var unused: [String] = []
    /// Files tests of several targets used, which stay.
    var shared: [Shared] = []
    /// Files whose place in the new layout is taken, or that could not be moved.
    var blocked: [Move] = []

    /// Whether there is nothing to say.
    var isEmpty: Bool {
      moved.isEmpty && replaced.isEmpty && unused.isEmpty && shared.isEmpty && blocked.isEmpty
    }
  }

  /// The snapshots folder, as the file system shows it (symbolic links followed).
  let folder: String
  /// The runs recorded in it, whose used names say where each file belongs.
  let runs: [SnapshotRun]

  /// Moves what the runs place, and says what it did and what it left.
  func migrate() -> Outcome {
    let earlier = filesInEarlierLayout()
    guard !earlier.isEmpty else { return Outcome() }
    let targets = targetsByEarlierName()
    var outcome = Outcome()
    for file in earlier {
      let owners = Self.snapshotNames(of: file).reduce(into: Set<String>()) {
        $0.formUnion(targets[$1] ?? [])
      }
      guard let target = owners.first, owners.count == 1 else {
        if owners.isEmpty {
          if Self.looksLikeSnapshot(file) { outcome.unused.append(file) }
        } else {
          outcome.shared.append(Shared(file: file, targets: owners.sorted()))
        }
        continue
      }
      let place = "\(target)/\(file)"
      if FileManager.default.fileExists(atPath: "\(folder)/\(place)") {
        if file.hasSuffix(".new"), (try? FileManager.default.removeItem(atPath: path(file))) != nil
        {
          outcome.replaced.append(file)
        } else {
          outcome.blocked.append(Move(from: file, to: place))
        }
        continue
      }
      guard move(file, to: place) else {
        outcome.blocked.append(Move(from: file, to: place))
        continue
      }
      outcome.moved.append(Move(from: file, to: place))
    }
    removeEmptySuiteFolders(of: earlier)
    // Files no run used are named only when others moved: a folder that keeps a fixture or
    // notes two levels down, and has nothing to move, hears nothing on every command. A
    // test that still uses such a file fails, names it, and records where it belongs.
    if outcome.moved.isEmpty && outcome.replaced.isEmpty { outcome.unused = [] }
    return outcome
  }

  /// Files two levels down, `<Suite>/<file>`, outside hidden folders: where the earlier
  /// layout kept references and pending files, and where the library now writes none.
  private func filesInEarlierLayout() -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let entry = enumerator.nextObject() as? String {
      let parts = entry.split(separator: "/")
      let isHidden = parts.last?.hasPrefix(".") ?? true
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: path(entry), isDirectory: &isFolder)
      if isFolder.boolValue {
        // Hidden folders hold run records and pending inline snapshots; below the second
        // level is the new layout.
        if isHidden || parts.count >= 2 { enumerator.skipDescendants() }
      } else if parts.count == 2 && !isHidden {
        files.append(entry)
      }
    }
    return files.sorted()
  }

  /// The targets whose tests used each snapshot, by its name in the earlier layout:
  /// `AppTests/Suite/test` used is `Suite/test` of `AppTests`.
  private func targetsByEarlierName() -> [String: Set<String>] {
    var targets: [String: Set<String>] = [:]
    for run in runs {
      for name in run.used where !name.hasPrefix(".") {
        let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2, parts[1].contains("/") else { continue }
        targets[parts[1], default: []].insert(parts[0])
      }
    }
    return targets
  }

  /// The name `status` gives a file: without `.new`, and named as
  /// ``SnapshotFolder/snapshotName(ofReference:)`` names it.
  static func snapshotName(of file: String) -> String {
    let stem = file.hasSuffix(".new") ? String(file.dropLast(".new".count)) : file
    return SnapshotFolder.snapshotName(ofReference: stem) ?? stem
  }

  /// The names a run may have recorded a file by: as ``snapshotName(of:)`` names it, and
  /// as runs before each name meant one file did, with `.txt` always left out.
  static func snapshotNames(of file: String) -> [String] {
    let stem = file.hasSuffix(".new") ? String(file.dropLast(".new".count)) : file
    let earlier = stem.hasSuffix(".txt") ? String(stem.dropLast(".txt".count)) : stem
    let name = snapshotName(of: file)
    return name == earlier ? [name] : [name, earlier]
  }

  /// Whether a file no run used is worth reporting: a `.txt` reference or a pending
  /// file, which the earlier layout wrote; a README or a fixture is left unmentioned.
  static func looksLikeSnapshot(_ file: String) -> Bool {
    file.hasSuffix(".txt") || file.hasSuffix(".new")
  }

  private func path(_ file: String) -> String { "\(folder)/\(file)" }

  /// Moves one file with `rename(2)`, making its new folder; `false` when it cannot.
  private func move(_ file: String, to place: String) -> Bool {
    let destination = URL(fileURLWithPath: path(place))
    do {
      try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.moveItem(atPath: path(file), toPath: destination.path)
      return true
    } catch {
      return false
    }
  }

  /// Removes the suite folders the move left empty; a folder with anything left stays.
  private func removeEmptySuiteFolders(of files: [String]) {
    let suites = Set(files.compactMap { $0.split(separator: "/").first.map(String.init) })
    for suite in suites {
      let contents = (try? FileManager.default.contentsOfDirectory(atPath: path(suite))) ?? [""]
      if contents.isEmpty { try? FileManager.default.removeItem(atPath: path(suite)) }
    }
  }
}
