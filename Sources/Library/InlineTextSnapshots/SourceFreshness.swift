import Foundation
import TextSnapshots

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Whether a test file still holds the code the running test binary was built from.
///
/// A value an assertion produced belongs to the code that was compiled. If the file was
/// edited after the build (two tests' arguments swapped, say), the line and column the
/// compiler gave may still find a call, but not the one that ran. What the process can
/// know is when things were written, and the proof rests on what was compiled from that
/// file: the object file the compiler made from it, which the binary links. The file
/// holds what was compiled when it last changed before its object was written, and the
/// object was written before the binary was linked. A file's change time is the later
/// of its modification time, which any tool can set back (`touch -d`, an editor that
/// keeps it), and its status change time (`ctime`), which every write and every setting
/// of the modification time moves to now: a file edited after the build and back-dated
/// is still a file changed after its object was written, even when another file's
/// change has relinked the binary since (the build decides by modification time, so it
/// does not compile the back-dated file again). So is a file renamed or given another
/// mode since; touching it makes the next build compile it again.
///
/// The object is where the build puts it beside the binary: SwiftPM's
/// `<Module>.build/<File>.swift.o` (as the build folder's `output-file-map.json` names
/// it), Xcode's `Build/Intermediates.noindex/<Project>.build/<Configuration>/<Target>.build/
/// Objects-normal/<arch>/<File>.o` for a bundle in `Build/Products/<Configuration>`. When
/// no object is found, nothing is proven and nothing is written: the refusal names the
/// places it looked. The binary's own time is never taken instead.
///
/// No build artifact records what the compiler read: debug information on Linux (DWARF
/// 4) carries no checksum of a source file, and the incremental build's fingerprints
/// leave function bodies out. So this check is by time, and what it cannot see is a file
/// saved while the compiler reads it, before its object is written. What the run writes
/// is proven by content from then on (``InlineSnapshotFile``'s proof 1 compares the file
/// byte for byte with what the run read), and the literal a call holds must be the
/// value the running code compared against (proof 2).
///
/// A build that finds a file touched but unchanged compiles it again without writing
/// a new object or relinking the binary, so the file stays newer than its object. The
/// compiler still writes the file's dependency list (`<Module>.build/<File>.d` in
/// SwiftPM's build folder, `<File>.d` beside Xcode's object), which lists the source
/// among the module's others, in any order, each time it reads the file: a list written
/// after the file was, whose object the binary is not older than, shows that the binary
/// holds what the file holds now, whatever the file is called, `<Module>.swift`
/// included.
///
/// That proves what the file holds, not that the path still leads to it. A folder
/// holding a file made before the build, renamed into the place of the built one, keeps
/// that file's old times (a rename changes the times of the folder it lands in, not of
/// the files inside it); so does a symbolic link made to point at an old file after the
/// build. So the path is proven too, component by component from the package folder (the
/// nearest one with a `Package.swift`), each link followed by hand: every folder and
/// every link met on the way (by `lstat`, so the link itself), but the folder the file
/// is in, has a status change time not later than the last time the build is shown to
/// have read the module's files. Renaming or creating an entry in a folder, and making or
/// retargeting a link, change the folder's, or the new link's, status change time, and a
/// folder moved into place changes the folder it lands in. The last read is the later of
/// when the compiler read the file (its object, or its dependency list naming it) and
/// when the compiler driver last wrote the module's build record
/// (``lastRead(object:list:built:)``) before the binary was linked. So another file saved
/// in a folder on the path, then a build that compiles it, leaves the path proven, while
/// an entry made in such a folder without a build since is refused, naming the folder:
/// touching the source file makes the next build read it again.
///
/// The folder the file is in is left out: an editor's swap file made beside the file
/// after the build (vim's `.X.swift.swp`, emacs's `.#X.swift`) changes that folder, and
/// would refuse every write there until a rebuild. The file's own change time, checked
/// above, proves its place instead: renaming a file into place, linking it there or
/// writing it moves the status change time of the file renamed, linked or written, so a
/// file put there after the build is newer than the build's read of it. POSIX leaves a
/// rename's effect on the renamed file's status change time to the file system; on this
/// project's Linux machine (ext4 under `/tmp` and `/work`, kernel 6.18) `stat` showed it
/// moved, measured a second apart: a file set back to 2020 and renamed into a folder, the
/// same file given a second hard link, a symbolic link renamed, and a folder renamed into
/// another (the folder and the one it landed in); a file renamed on tmpfs (`/dev/shm`)
/// too. A swap of the file's folder itself changes the folder above it, which is checked,
/// and so is every link on the way; a folder at the package's top is checked itself, as
/// the folder above it is the package folder, which is not. A link that leads out of the
/// package is refused: what lies outside is shared, and nothing relates its times to this
/// build.
///
/// A mount changes no time on the path: a bind mount (which only root can make) puts
/// another place's folder or file, with its own times, over one on the path. So on Linux
/// a folder or the file on the path, inside the package, that `/proc/self/mountinfo`
/// lists as a mount point is refused, naming it (``mountOnPath(_:entries:root:mounts:)``).
/// The package folder, and any folder above it, may be a mount: the whole package is
/// then what it is. Other systems have no such list here, and no mount is looked for.
///
/// What no time can show is a change the build itself does not see: a file given the
/// exact modification time the last build recorded for the file it replaces, swapped in,
/// then a build for a change to another file of the module. The driver compiles by
/// modification time, so it compiles the other file, writes its record and relinks
/// without compiling the swapped one: the path is proven while the binary holds the
/// replaced file. The package folder itself is
/// taken as given: its own status change time moves with every file added at its top.
struct SourceFreshness: Sendable {
  /// Returns why the file at a path (of a module) may not be what the tests were built
  /// from; `nil` when it is.
  let check: @Sendable (_ path: String, _ module: String) -> InlineSnapshotError?

  /// A check that answers with `check`.
  init(check: @escaping @Sendable (String, String) -> InlineSnapshotError?) {
    self.check = check
  }

  /// The check against the running test binary, found once per process.
  static let testBinary = SourceFreshness(binary: runningTestBinary())

  /// A check against a test binary at a path, or one that refuses for a reason.
  ///
  /// `root` finds the package folder above a source file, and `entryChanged` gives the
  /// status change time of an entry on its path (a folder or a link, not followed): the
  /// file system's unless a test gives its own.
  init(
    binary located: Result<String, InlineSnapshotError>,
    root: @escaping @Sendable (String) -> String? = { SnapshotLocation.packageRoot(above: $0) },
    entryChanged: @escaping @Sendable (String) -> Date? = { SourceFreshness.statusChanged($0) },
    mounts: @escaping @Sendable () -> [String] = { SourceFreshness.mountPoints() }
  ) {
    check = { path, module in
      let binary: String
      switch located {
      case .success(let found): binary = found
      case .failure(let error): return error
      }
      guard let built = Self.modified(binary) else {
        return .noTestBinary(reason: "cannot read the test binary at \(binary)")
      }
      guard let source = Self.changed(path) else { return nil }
      let name = URL(fileURLWithPath: path).lastPathComponent
      let candidates = Self.outputCandidates(of: path, module: module, binary: binary)
      guard let outputs = candidates.first(where: { Self.modified($0.object) != nil }),
        let compiled = Self.modified(outputs.object)
      else {
        return .noObjectFile(source: name, looked: candidates.map(\.object))
      }
      guard compiled <= built else {
        return .changedSinceBuild(
          source: name,
          built: "its object \(outputs.object) at \(Self.describe(compiled)), written after the "
            + "binary at \(Self.describe(built))")
      }
      let listed = Self.listed(path, in: outputs.dependencies)
      guard source <= compiled || listed.map({ source <= $0 }) == true else {
        return .changedSinceBuild(
          source: name,
          built: "\(name) at \(Self.describe(source)), its object at \(Self.describe(compiled))")
      }
      let file = URL(fileURLWithPath: path).standardizedFileURL.path
      guard let root = root(file), file.hasPrefix(root + "/") else { return .noPackage }
      let relative = String(file.dropFirst(root.count + 1))
      let entries: [Entry]
      switch Self.entries(of: relative, root: root) {
      case .success(let walked): entries = walked
      case .failure(let error): return error
      }
      let read = Self.lastRead(
        object: (outputs.object, compiled), list: listed.map { (outputs.dependencies, $0) },
        built: built)
      for entry in entries where !entry.holdsFile {
        guard let changed = entryChanged(root + "/" + entry.path) else {
          return .pathUnreadable(source: relative, entry: entry.path, reason: "gone")
        }
        guard changed <= read.date else {
          return .pathChangedSinceBuild(
            source: relative, entry: entry.path, isLink: entry.isLink,
            changed: Self.describe(changed),
            read: "\(read.path) at \(Self.describe(read.date))")
        }
      }
      if let mount = Self.mountOnPath(relative, entries: entries, root: root, mounts: mounts()) {
        return .pathMounted(source: relative, mount: mount)
      }
      return nil
    }
  }

  /// The folder or file on the path to `relative` (inside the package at `root`, whose
  /// `entries` were walked) that is one of `mounts`, by its path inside the package;
  /// `nil` when none is.
  ///
  /// A bind mount (root's) puts a folder or a file of another place over the one on the
  /// path, keeping that place's times, which may be older than the build. The package
  /// folder itself, and anything above it, may be a mount: the whole package is then
  /// what it is.
  static func mountOnPath(_ relative: String, entries: [Entry], root: String, mounts: [String])
    -> String?
  {
    guard !mounts.isEmpty else { return nil }
    let resolvedRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
    let resolvedFile = URL(fileURLWithPath: root + "/" + relative).resolvingSymlinksInPath().path
    var onPath = Set(entries.filter { !$0.isLink }.map(\.path))
    onPath.insert(relative)
    if resolvedFile.hasPrefix(resolvedRoot + "/") {
      onPath.insert(String(resolvedFile.dropFirst(resolvedRoot.count + 1)))
    }
    for mount in mounts {
      for base in [root, resolvedRoot] where mount.hasPrefix(base + "/") {
        let inside = String(mount.dropFirst(base.count + 1))
        if onPath.contains(inside) { return inside }
      }
    }
    return nil
  }

  /// The mount points `/proc/self/mountinfo` lists (Linux); none elsewhere, or when it
  /// cannot be read.
  static func mountPoints() -> [String] {
    #if os(Linux)
      guard let text = try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8)
      else { return [] }
      return mountPoints(in: text)
    #else
      return []
    #endif
  }

  /// The mount points of a `mountinfo` text, the fifth field of each line, its escapes
  /// (`\040` for a space) read.
  static func mountPoints(in text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ", omittingEmptySubsequences: false)
      return fields.count > 4 ? unescaped(fields[4]) : nil
    }
  }

  /// A mount point as `/proc/self/mountinfo` writes it, with `\` and three octal digits
  /// read as the byte they give.
  static func unescaped(_ field: Substring) -> String {
    var bytes: [UInt8] = []
    let utf8 = Array(field.utf8)
    var index = 0
    while index < utf8.count {
      if utf8[index] == UInt8(ascii: "\\"), index + 3 < utf8.count,
        let value = UInt8(
          String(decoding: utf8[(index + 1)...(index + 3)], as: UTF8.self), radix: 8)
      {
        bytes.append(value)
        index += 4
      } else {
        bytes.append(utf8[index])
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// When the compiler wrote the file's dependency list, if the list names the file:
  /// then it read the file then (see the type's discussion).
  private static func listed(_ path: String, in dependencies: String) -> Date? {
    guard let listed = modified(dependencies),
      let text = try? String(contentsOfFile: dependencies, encoding: .utf8),
      let firstLine = text.split(separator: "\n").first,
      Self.dependencies(firstLine).contains(path)
    else { return nil }
    return listed
  }

  /// The last time the build is shown to have read the files of the module: the later of
  /// when it compiled the file (its object, or its dependency list naming it) and when it
  /// last wrote the module's build record (`primary.priors` in SwiftPM's build folder, any
  /// `.priors` file beside the object), if the binary was linked after that.
  ///
  /// The compiler driver writes the build record each time it looks at the module's files
  /// and decides what to compile; a build that finds nothing changed does not run it. A
  /// record newer than the binary may be of a build that failed, so it does not count.
  static func lastRead(
    object: (path: String, date: Date), list: (path: String, date: Date)?, built: Date
  ) -> (path: String, date: Date) {
    var read = object
    if let list, list.date > read.date { read = list }
    let folder = URL(fileURLWithPath: object.path).deletingLastPathComponent()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names.sorted() where name.hasSuffix(".priors") {
      let record = folder.appendingPathComponent(name).path
      guard let written = modified(record), written <= built, written > read.date else {
        continue
      }
      read = (record, written)
    }
    return read
  }

  /// An entry met on the way from the package folder to a source file: a folder, or a
  /// symbolic link (which is followed), by its path inside the package.
  struct Entry: Equatable {
    var path: String
    var isLink: Bool
    /// Whether this is the folder the file itself is in, below the package's top, whose
    /// time is not checked (see the type's discussion): the file's own status change time
    /// proves its place there.
    var holdsFile = false
  }

  /// The folders and links met while resolving `relative` inside the package at `root`,
  /// one component at a time, links followed (a link's target then resolved the same
  /// way); the file itself is not among them, and the folder it is in is marked.
  ///
  /// A link that leads out of the package, or above it through `..`, is refused: entries
  /// outside the package are shared with whatever else lives there, and nothing here
  /// relates their times to this package's build. So are more than 40 links (a loop).
  static func entries(of relative: String, root: String)
    -> Result<[Entry], InlineSnapshotError>
  {
    let resolvedRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
    var pending = relative.split(separator: "/").map(String.init)
    var current: [String] = []
    var entries: [Entry] = []
    var links = 0
    var followed: (link: String, target: String)?
    while !pending.isEmpty {
      let component = pending.removeFirst()
      if component.isEmpty || component == "." { continue }
      if component == ".." {
        guard !current.isEmpty else {
          return .failure(
            .pathLeavesPackage(
              source: relative, link: followed?.link ?? relative,
              target: followed?.target ?? "..", root: root))
        }
        current.removeLast()
        continue
      }
      let inside = (current + [component]).joined(separator: "/")
      var status = stat()
      guard lstat(root + "/" + inside, &status) == 0 else {
        return .failure(
          .pathUnreadable(
            source: relative, entry: inside, reason: String(cString: strerror(errno))))
      }
      guard status.st_mode & S_IFMT == S_IFLNK else {
        if !pending.isEmpty {
          entries.append(Entry(path: inside, isLink: false))
        } else {
          // A folder at the package's top is checked: the package folder, where its swap
          // would show, is not.
          let holder = current.joined(separator: "/")
          for index in entries.indices
          where current.count > 1 && !entries[index].isLink && entries[index].path == holder {
            entries[index].holdsFile = true
          }
        }
        current.append(component)
        continue
      }
      entries.append(Entry(path: inside, isLink: true))
      links += 1
      guard links <= 40,
        let target = try? FileManager.default.destinationOfSymbolicLink(atPath: root + "/" + inside)
      else {
        return .failure(
          .pathUnreadable(
            source: relative, entry: inside,
            reason: links > 40 ? "more than 40 links, a loop" : "an unreadable link"))
      }
      followed = (inside, target)
      guard target.hasPrefix("/") else {
        pending = target.split(separator: "/").map(String.init) + pending
        continue
      }
      let base = [root, resolvedRoot].first { target == $0 || target.hasPrefix($0 + "/") }
      guard let base else {
        return .failure(
          .pathLeavesPackage(source: relative, link: inside, target: target, root: root))
      }
      current = []
      pending = target.dropFirst(base.count).split(separator: "/").map(String.init) + pending
    }
    return .success(entries)
  }

  /// The status change time (`ctime`) of an entry itself, a link not followed.
  static func statusChanged(_ path: String) -> Date? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let time = info.st_ctimespec
    #else
      let time = info.st_ctim
    #endif
    return Date(timeIntervalSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
  }

  /// Where the build may have put the dependency list and the object compiled from a
  /// source file, for the test binary at `binary`: SwiftPM's place first, then Xcode's.
  static func outputCandidates(of path: String, module: String, binary: String)
    -> [(dependencies: String, object: String)]
  {
    let folder = buildFolder(binary: binary)
    var found = [outputs(of: path, in: folder.appendingPathComponent("\(module).build"))]
    let products = folder.deletingLastPathComponent()
    guard products.lastPathComponent == "Products" else { return found }
    let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    let intermediates = products.deletingLastPathComponent()
      .appendingPathComponent("Intermediates.noindex")
    let files = FileManager.default
    let projects = (try? files.contentsOfDirectory(atPath: intermediates.path)) ?? []
    for project in projects.sorted() where project.hasSuffix(".build") {
      let objects = intermediates.appendingPathComponent(project)
        .appendingPathComponent(folder.lastPathComponent)
        .appendingPathComponent("\(module).build/Objects-normal")
      let architectures = (try? files.contentsOfDirectory(atPath: objects.path)) ?? []
      for architecture in architectures.sorted() {
        let base = objects.appendingPathComponent(architecture)
        found.append(
          (
            base.appendingPathComponent("\(stem).d").path,
            base.appendingPathComponent("\(stem).o").path
          ))
      }
    }
    return found
  }

  /// The folder of the build that made the test binary at a path, which holds a
  /// `<Module>.build` folder for each module SwiftPM compiled.
  static func buildFolder(binary: String) -> URL {
    // On macOS the binary is inside `<Name>.xctest/Contents/MacOS/`, and Xcode may load the
    // bundle from an app's `Contents/PlugIns` folder: the build folder holds the outermost.
    var parts = URL(fileURLWithPath: binary).pathComponents.dropLast()
    if let bundle = parts.lastIndex(where: { $0.hasSuffix(".xctest") }) {
      parts = parts[..<bundle]
      if parts.suffix(2).elementsEqual(["Contents", "PlugIns"]),
        parts.dropLast(2).last?.hasSuffix(".app") == true
      {
        parts = parts.dropLast(3)
      }
    }
    return URL(fileURLWithPath: NSString.path(withComponents: Array(parts)))
  }

  /// The dependency list and the object the compiler writes for a source file.
  ///
  /// The build folder's `output-file-map.json` names them, by the source's path; without
  /// one, or without the file in it, they are `<File>.d` and `<File>.swift.o`. The map
  /// matters when two files' names differ only by folder.
  static func outputs(of path: String, in build: URL) -> (dependencies: String, object: String) {
    let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    let guessed = (
      build.appendingPathComponent("\(stem).d").path,
      build.appendingPathComponent("\(stem).swift.o").path
    )
    let map = build.appendingPathComponent("output-file-map.json")
    guard let data = FileManager.default.contents(atPath: map.path),
      let files = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let entry = (files[path] ?? files[URL(fileURLWithPath: path).standardizedFileURL.path])
        as? [String: Any],
      let dependencies = entry["dependencies"] as? String, let object = entry["object"] as? String
    else { return guessed }
    return (dependencies, object)
  }

  /// The files a make-style dependency line (`target : a b\ c`) names after its colon,
  /// escaped spaces read as spaces.
  ///
  /// The compiler lists the file it compiled among the module's other sources, in no
  /// set order: `HelpTests.swift`'s list may begin with `Attack.swift`.
  static func dependencies(_ line: Substring) -> [String] {
    guard let colon = line.range(of: " : ") else { return [] }
    var files: [String] = []
    var current = ""
    var escaped = false
    for character in line[colon.upperBound...] {
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == " " {
        if !current.isEmpty { files.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { files.append(current) }
    return files
  }

  /// When a file last changed: the later of its modification and status change times.
  static func changed(_ path: String) -> Date? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let times = [info.st_mtimespec, info.st_ctimespec]
    #else
      let times = [info.st_mtim, info.st_ctim]
    #endif
    return times.map { Date(timeIntervalSince1970: Double($0.tv_sec) + Double($0.tv_nsec) / 1e9) }
      .max()
  }

  private static func modified(_ path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }

  private static func describe(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.string(from: date)
  }

  /// The file of the running test code: the test executable on Linux, the one loaded
  /// `.xctest` bundle on macOS.
  static func runningTestBinary() -> Result<String, InlineSnapshotError> {
    TestBinary.running().mapError { .noTestBinary(reason: $0.reason) }
  }
}
