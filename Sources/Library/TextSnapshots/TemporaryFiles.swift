import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files ``AtomicFile`` writes before renaming them into place, named so
/// that the library knows them for its own and can tell whether their writer still runs.
///
/// A write goes to `.snapshot-write-<machine>-<process id>-<UUID>.tmp` beside its
/// target. A process killed while it writes (`kill -9`, a timeout's SIGTERM) leaves that
/// file behind, as large as the part it wrote. ``sweep(_:isRunning:machine:)`` finds
/// such files in a snapshots folder and deletes those whose process is gone: the next
/// test run does so for each snapshots folder it uses, and every `snapshots` command
/// does and says what it deleted. A file whose process still runs is being written and
/// is kept, as is one written on another machine (or in another container) sharing the
/// folder, whose processes this one cannot see. The machine is told by its host name, its
/// process-ID namespace and the identity of its current boot (``machine``): two hosts
/// given one name, sharing a folder over the network, differ by their boots, so neither
/// deletes what the other is writing. A file left before the machine restarted is
/// therefore another boot's, listed and kept, for the user to delete. A process id can be
/// reused once its process is gone, so at worst a left file is kept longer, never a live
/// one deleted.
/// `.<UUID>.tmp` files, the name earlier versions gave, hold no process id: they are
/// listed, never deleted.
///
/// The same sweep finds the folders ``SetAsideFile`` moves a file into while a command
/// decides on it, `.snapshot-aside-<machine>-<process id>-<UUID>`, named the same way:
/// one a process of this machine left when it was killed has the file put back under
/// its name, or kept and listed when a newer file has taken the name; nothing set aside
/// is deleted.
package enum TemporaryFiles {
  /// How every name of a temporary file starts.
  package static let prefix = ".snapshot-write-"
  /// How every name of a temporary file ends.
  package static let suffix = ".tmp"

  /// This machine, this boot of it and its process namespace, as names carry it: the
  /// host name's letters, digits, dots and dashes, at most 40; on Linux the process-ID
  /// namespace's number, so a container sharing the folder never judges another's
  /// writers; then the boot's identity, so two hosts given one name never do either.
  package static let machine = machineTag(
    host: hostName(), namespace: processNamespace(), boot: bootIdentity())

  /// The tag ``machine`` is, made of a host name, a process-ID namespace's number and a
  /// boot identity; those absent or empty are left out.
  ///
  /// The host name keeps its ASCII letters, digits, dots and dashes, at most 40 (`host`
  /// when none is left), the namespace its digits, and the boot identity its hexadecimal
  /// digits in lower case, at most 32: a tag is at most 40 + 1 + 10 + 1 + 32 bytes, so a
  /// temporary file's name stays far below the 255 bytes a file name may have.
  static func machineTag(host: String, namespace: String?, boot: String?) -> String {
    let kept = host.unicodeScalars.filter {
      ($0.isASCII && CharacterSet.alphanumerics.contains($0)) || $0 == "." || $0 == "-"
    }
    var name = String(String.UnicodeScalarView(kept.prefix(40)))
    if name.isEmpty { name = "host" }
    let number = String((namespace ?? "").filter(\.isASCII).filter(\.isNumber).prefix(10))
    let identity = String(
      (boot ?? "").lowercased().filter(\.isASCII).filter(\.isHexDigit).prefix(32))
    return [name, number, identity].filter { !$0.isEmpty }.joined(separator: ".")
  }

  /// This machine's host name, or an empty string when it cannot be read.
  private static func hostName() -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count) == 0 else { return "" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The process-ID namespace's number on Linux (`pid:[4026531836]`), `nil` elsewhere.
  ///
  /// Every Linux host's first namespace has the same number, so it tells containers of one
  /// host apart, not hosts: ``bootIdentity()`` does that.
  private static func processNamespace() -> String? {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/ns/pid"))
  }

  /// The identity of this boot of the machine, a UUID made anew at each start: Linux's
  /// `/proc/sys/kernel/random/boot_id` (which a container shares with its host, whose
  /// process namespace differs) or macOS's `kern.bootsessionuuid`; `nil` when it cannot
  /// be read.
  static func bootIdentity() -> String? {
    #if os(Linux)
      return try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)
    #elseif canImport(Darwin)
      var buffer = [CChar](repeating: 0, count: 64)
      var size = buffer.count
      guard sysctlbyname("kern.bootsessionuuid", &buffer, &size, nil, 0) == 0 else { return nil }
      return String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      return nil
    #endif
  }

  /// A new temporary file's name for this process.
  package static func name(machine: String = machine, process: Int32 = getpid()) -> String {
    "\(prefix)\(machine)-\(process)-\(UUID().uuidString)\(suffix)"
  }

  /// A new name for a folder that a file is set aside in while this process decides on
  /// it (``SetAsideFile``): `.snapshot-aside-<machine>-<process id>-<UUID>`.
  ///
  /// The file keeps its name inside the folder, so a sweep that finds the folder left by
  /// a process that is gone knows where to put the file back.
  package static func asideName(machine: String = machine, process: Int32 = getpid())
    -> String
  {
    "\(asidePrefix)\(machine)-\(process)-\(UUID().uuidString)"
  }

  /// How every name of a folder holding a file set aside starts.
  package static let asidePrefix = ".snapshot-aside-"

  /// The temporary files and the files set aside found in a folder, by their paths
  /// inside it.
  package struct Sweep: Equatable, Sendable {
    /// Temporary files left by processes that are gone, and deleted; and empty folders
    /// such processes made to set a file aside in.
    package var removed: [String] = []
    /// Temporary files being written by a process of this machine that still runs; kept.
    package var inProgress: [String] = []
    /// Temporary files written on another machine, or named as earlier versions named
    /// them; kept.
    package var unjudged: [String] = []
    /// Files a process that is gone had set aside, put back under the names they had, by
    /// those names.
    package var restored: [String] = []
    /// Files a process that is gone had set aside, kept where they are because a newer
    /// file has the name each had (the name is the file's own).
    package var asideKept: [String] = []
    /// Files set aside by a process of this machine that still runs, on another machine,
    /// or by an earlier version (`.<UUID>.aside`, which does not say its name); kept.
    package var asideUnjudged: [String] = []

    /// Whether nothing was found.
    package var isEmpty: Bool {
      removed.isEmpty && inProgress.isEmpty && unjudged.isEmpty && restored.isEmpty
        && asideKept.isEmpty && asideUnjudged.isEmpty
    }
  }

  /// Finds the temporary files in `directory` and its folders, and deletes those whose
  /// process is gone; finds the files set aside there, and puts back those whose process
  /// is gone.
  ///
  /// A file set aside is put back by a hard link under the name it had, which never
  /// replaces a file: when a newer file has the name, the one set aside is kept and
  /// listed, for the user to compare. Nothing set aside is ever deleted but the second
  /// name of a file already back under its own.
  ///
  /// - Parameters:
  ///   - directory: A snapshots folder, or the folder of a Swift source an inline
  ///     snapshot is written into.
  ///   - levels: How many levels of folders are read: 1 reads `directory` alone.
  ///   - isRunning: Whether a process of this machine runs; tests give their own.
  ///   - machine: This machine, as names carry it.
  /// - Returns: What was deleted, put back and kept; empty when there is no folder.
  @discardableResult
  package static func sweep(
    _ directory: String, levels: Int = levels, isRunning: (Int32) -> Bool = processIsRunning,
    machine: String = machine
  ) -> Sweep {
    var sweep = Sweep()
    for path in candidates(in: directory, below: "", levels: levels) {
      let name = (path as NSString).lastPathComponent
      if name.hasPrefix(asidePrefix) {
        sweepAside(path, in: directory, into: &sweep, isRunning: isRunning, machine: machine)
      } else if let writer = writer(of: name) {
        if writer.machine != machine {
          sweep.unjudged.append(path)
        } else if isRunning(writer.process) {
          sweep.inProgress.append(path)
        } else if (try? AtomicFile.remove("\(directory)/\(path)")) != nil {
          sweep.removed.append(path)
        }
      } else if name.hasSuffix(suffix), isEarlierName(name, suffix: suffix) {
        sweep.unjudged.append(path)
      } else if name.hasSuffix(asideSuffix), isEarlierName(name, suffix: asideSuffix) {
        sweep.asideUnjudged.append(path)
      }
    }
    sweep.removed.sort()
    sweep.inProgress.sort()
    sweep.unjudged.sort()
    sweep.restored.sort()
    sweep.asideKept.sort()
    sweep.asideUnjudged.sort()
    return sweep
  }

  /// How earlier versions ended the name of a file set aside: `.<UUID>.aside`.
  private static let asideSuffix = ".aside"

  /// Whether `name` is `.<UUID>` and `suffix`, as earlier versions named their files.
  private static func isEarlierName(_ name: String, suffix: String) -> Bool {
    UUID(uuidString: String(name.dropFirst().dropLast(suffix.count))) != nil
  }

  /// Puts back the files in the folder `path` (inside `directory`) set aside by a process
  /// of this machine that is gone, and removes the folder once empty; keeps and lists
  /// the others.
  private static func sweepAside(
    _ path: String, in directory: String, into sweep: inout Sweep,
    isRunning: (Int32) -> Bool, machine: String
  ) {
    let folder = "\(directory)/\(path)"
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      sweep.asideUnjudged.append(path)
      return
    }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    guard let writer = writer(of: (path as NSString).lastPathComponent, prefix: asidePrefix),
      writer.machine == machine, !isRunning(writer.process)
    else {
      sweep.asideUnjudged += names.isEmpty ? [path] : names.map { "\(path)/\($0)" }
      return
    }
    let parent = (path as NSString).deletingLastPathComponent
    for name in names {
      let original = parent.isEmpty ? name : "\(parent)/\(name)"
      if putBack("\(folder)/\(name)", as: "\(directory)/\(original)") {
        sweep.restored.append(original)
      } else {
        sweep.asideKept.append("\(path)/\(name)")
      }
    }
    if rmdir(folder) == 0, names.isEmpty { sweep.removed.append(path) }
  }

  /// Links the file `aside` back as `original` and removes the name `aside`, unless
  /// another file has the name `original`; `true` when the file is back.
  ///
  /// A process killed between the link and the removal left the file under both names:
  /// then the second name goes.
  private static func putBack(_ aside: String, as original: String) -> Bool {
    if link(aside, original) == 0 {
      unlink(aside)
      return true
    }
    var set = stat()
    var named = stat()
    guard errno == EEXIST, lstat(aside, &set) == 0, lstat(original, &named) == 0,
      set.st_dev == named.st_dev, set.st_ino == named.st_ino
    else { return false }
    unlink(aside)
    return true
  }

  /// How many levels of folders a sweep reads: a snapshot is `<Target>/<Suite>/<name>`,
  /// so a temporary file beside it is three levels down, and a folder set as the
  /// snapshots folder by mistake (a package root, with its build folder) costs little.
  package static let levels = 3

  /// The paths, inside `directory`, of the hidden `.tmp` and `.aside` files and the
  /// folders of files set aside in `folder` and in its folders down to `levels` levels.
  private static func candidates(in directory: String, below folder: String, levels: Int)
    -> [String]
  {
    guard levels > 0 else { return [] }
    let here = folder.isEmpty ? directory : "\(directory)/\(folder)"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: here)) ?? []
    var found: [String] = []
    for name in names {
      let path = folder.isEmpty ? name : "\(folder)/\(name)"
      if name.hasPrefix(asidePrefix)
        || (name.hasPrefix(".") && (name.hasSuffix(suffix) || name.hasSuffix(asideSuffix)))
      {
        found.append(path)
      } else {
        found += candidates(in: directory, below: path, levels: levels - 1)
      }
    }
    return found
  }

  /// The machine and process a temporary file's name says wrote it, or `nil` when the
  /// name is not one ``name(machine:process:)`` makes.
  package static func writer(of name: String) -> (machine: String, process: Int32)? {
    writer(of: name, prefix: prefix, suffix: suffix)
  }

  /// The machine and process a name `<prefix><machine>-<process id>-<UUID><suffix>` says
  /// wrote it, or `nil` when it is not such a name.
  static func writer(of name: String, prefix: String, suffix: String = "")
    -> (machine: String, process: Int32)?
  {
    guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
    let parts = name.dropFirst(prefix.count).dropLast(suffix.count)
      .split(separator: "-", omittingEmptySubsequences: false)
    // The UUID is five groups; the process id is before it; the machine is the rest.
    guard parts.count >= 7,
      UUID(uuidString: parts.suffix(5).joined(separator: "-")) != nil,
      let process = Int32(parts[parts.count - 6]), process > 0
    else { return nil }
    let machine = parts.dropLast(6).joined(separator: "-")
    guard !machine.isEmpty else { return nil }
    return (machine, process)
  }

  /// Whether the process `process` of this machine still runs.
  package static func processIsRunning(_ process: Int32) -> Bool {
    kill(process, 0) == 0 || errno == EPERM
  }
}
