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
  init(binary located: Result<String, InlineSnapshotError>) {
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
      if source <= compiled || Self.compiledAgain(path, outputs: outputs, since: source) {
        return nil
      }
      return .changedSinceBuild(
        source: name,
        built: "\(name) at \(Self.describe(source)), its object at \(Self.describe(compiled))")
    }
  }

  /// Whether the compiler read the file again after it last changed, without writing an
  /// object the binary lacks: see the type's discussion.
  private static func compiledAgain(
    _ path: String, outputs: (dependencies: String, object: String), since source: Date
  ) -> Bool {
    guard let listed = modified(outputs.dependencies), listed >= source,
      let text = try? String(contentsOfFile: outputs.dependencies, encoding: .utf8),
      let firstLine = text.split(separator: "\n").first,
      dependencies(firstLine).contains(path)
    else { return false }
    return true
  }

  /// Where the build may have put the dependency list and the object compiled from a
  /// source file, for the test binary at `binary`: SwiftPM's place first, then Xcode's.
  static func outputCandidates(of path: String, module: String, binary: String)
    -> [(dependencies: String, object: String)]
  {
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
    let folder = URL(fileURLWithPath: NSString.path(withComponents: Array(parts)))
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
    #if os(Linux)
      guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
      else { return .failure(.noTestBinary(reason: "/proc/self/exe cannot be read")) }
      return .success(path)
    #elseif canImport(Darwin)
      var bundles: [String] = []
      for index in 0..<_dyld_image_count() {
        guard let name = _dyld_get_image_name(index) else { continue }
        let path = String(cString: name)
        if path.contains(".xctest/") { bundles.append(path) }
      }
      guard bundles.count == 1, let bundle = bundles.first else {
        return .failure(
          .noTestBinary(
            reason: bundles.isEmpty
              ? "no .xctest bundle is loaded" : "\(bundles.count) .xctest bundles are loaded"))
      }
      return .success(bundle)
    #else
      return .failure(.noTestBinary(reason: "this platform does not say which binary runs"))
    #endif
  }
}
