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
/// folder, whose processes this one cannot see. A process id can be reused once its
/// process is gone, so at worst a left file is kept longer, never a live one deleted.
/// `.<UUID>.tmp` files, the name earlier versions gave, hold no process id: they are
/// listed, never deleted.
package enum TemporaryFiles {
  /// How every name of a temporary file starts.
  package static let prefix = ".snapshot-write-"
  /// How every name of a temporary file ends.
  package static let suffix = ".tmp"

  /// This machine and process namespace, as names carry it: the host name's letters,
  /// digits, dots and dashes, at most 40, then on Linux the process-ID namespace's
  /// number, so a container sharing the folder never judges another's writers.
  package static let machine: String = {
    var buffer = [CChar](repeating: 0, count: 256)
    let host =
      gethostname(&buffer, buffer.count) == 0
      ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      : ""
    let kept = host.unicodeScalars.filter {
      ($0.isASCII && CharacterSet.alphanumerics.contains($0)) || $0 == "." || $0 == "-"
    }
    var name = String(String.UnicodeScalarView(kept.prefix(40)))
    if name.isEmpty { name = "host" }
    let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/ns/pid"))
    let namespace = link.map { $0.filter(\.isNumber) } ?? ""
    return namespace.isEmpty ? name : "\(name).\(namespace)"
  }()

  /// A new temporary file's name for this process.
  package static func name(machine: String = machine, process: Int32 = getpid()) -> String {
    "\(prefix)\(machine)-\(process)-\(UUID().uuidString)\(suffix)"
  }

  /// The temporary files found in a folder, by their paths inside it.
  package struct Sweep: Equatable, Sendable {
    /// Left by processes that are gone, and deleted.
    package var removed: [String] = []
    /// Being written by a process of this machine that still runs; kept.
    package var inProgress: [String] = []
    /// Written on another machine, or named as earlier versions named them; kept.
    package var unjudged: [String] = []

    /// Whether nothing was found.
    package var isEmpty: Bool { removed.isEmpty && inProgress.isEmpty && unjudged.isEmpty }
  }

  /// Finds the temporary files in `directory` and its folders, and deletes those whose
  /// process is gone.
  ///
  /// - Parameters:
  ///   - directory: A snapshots folder.
  ///   - isRunning: Whether a process of this machine runs; tests give their own.
  ///   - machine: This machine, as names carry it.
  /// - Returns: What was deleted and what was kept; empty when there is no folder.
  @discardableResult
  package static func sweep(
    _ directory: String, isRunning: (Int32) -> Bool = processIsRunning,
    machine: String = machine
  ) -> Sweep {
    var sweep = Sweep()
    for path in candidates(in: directory, below: "", levels: levels) {
      let name = (path as NSString).lastPathComponent
      if let writer = writer(of: name) {
        if writer.machine != machine {
          sweep.unjudged.append(path)
        } else if isRunning(writer.process) {
          sweep.inProgress.append(path)
        } else if (try? AtomicFile.remove("\(directory)/\(path)")) != nil {
          sweep.removed.append(path)
        }
      } else if UUID(uuidString: String(name.dropFirst().dropLast(suffix.count))) != nil {
        sweep.unjudged.append(path)
      }
    }
    sweep.removed.sort()
    sweep.inProgress.sort()
    sweep.unjudged.sort()
    return sweep
  }

  /// How many levels of folders a sweep reads: a snapshot is `<Target>/<Suite>/<name>`,
  /// so a temporary file beside it is three levels down, and a folder set as the
  /// snapshots folder by mistake (a package root, with its build folder) costs little.
  static let levels = 3

  /// The paths, inside `directory`, of the hidden `.tmp` files in `folder` and in its
  /// folders down to `levels` levels.
  private static func candidates(in directory: String, below folder: String, levels: Int)
    -> [String]
  {
    guard levels > 0 else { return [] }
    let here = folder.isEmpty ? directory : "\(directory)/\(folder)"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: here)) ?? []
    var found: [String] = []
    for name in names {
      let path = folder.isEmpty ? name : "\(folder)/\(name)"
      if name.hasPrefix("."), name.hasSuffix(suffix) {
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
