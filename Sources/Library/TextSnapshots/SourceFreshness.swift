import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// Whether a test file still holds the code the running test binary was built from.
///
/// A value an assertion produced belongs to the code that was compiled. If the file was
/// edited after the build (two tests' arguments swapped, say), the line and column the
/// compiler gave may still find a call, but not the one that ran. What the process can
/// know is when things were written: a source file modified after the test binary was
/// linked may differ from what was compiled, and nothing is written for it; the
/// failure says to rebuild and run again.
///
/// A build that finds a file touched but unchanged compiles it again without writing
/// a new object or relinking the binary, so the file stays newer than the binary. In
/// SwiftPM's build folder the compiler still writes the file's dependency list
/// (`<Module>.build/<File>.d`, which names the source) each time it reads the file: a
/// list written after the file was, whose object the binary is not older than, shows
/// that the binary holds what the file holds now.
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
      guard let source = Self.modified(path) else { return nil }
      if source <= built || Self.compiledAgain(path, module: module, binary: binary, built: built) {
        return nil
      }
      let name = URL(fileURLWithPath: path).lastPathComponent
      return .changedSinceBuild(
        source: name,
        built: "\(name) at \(Self.describe(source)), the binary at \(Self.describe(built))")
    }
  }

  /// Whether SwiftPM's compiler read the file again after it was last modified, without a
  /// change that the binary lacks: see the type's discussion.
  private static func compiledAgain(_ path: String, module: String, binary: String, built: Date)
    -> Bool
  {
    guard let source = modified(path) else { return false }
    var folder = URL(fileURLWithPath: binary).deletingLastPathComponent()
    // On macOS the binary is inside `<Name>.xctest/Contents/MacOS/`.
    while folder.path.contains(".xctest") { folder.deleteLastPathComponent() }
    let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    let build = folder.appendingPathComponent("\(module).build")
    let dependencies = build.appendingPathComponent("\(stem).d").path
    let object = build.appendingPathComponent("\(stem).swift.o").path
    guard let listed = modified(dependencies), listed >= source,
      let compiled = modified(object), compiled <= built,
      let text = try? String(contentsOfFile: dependencies, encoding: .utf8),
      let firstLine = text.split(separator: "\n").first,
      firstLine.contains(" : \(path) ") || firstLine.hasSuffix(" : \(path)")
    else { return false }
    return true
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
