import Foundation
import ProcessRunner
import TextSnapshots

/// The toolchain's own parser, which reads every rewritten source file before it
/// replaces the old one.
///
/// The library's scanner finds calls and literals, but only the compiler can say that a
/// file is still Swift. So each rewrite is handed to `swiftc -parse`, once per file
/// and process, and a file it rejects is never written. When the new text fails, the
/// old one is parsed too, to tell a rewrite that broke the file from a file the
/// compiler rejects anyway (then nothing can be checked, and nothing is written).
///
/// `swiftc` is looked for where the running toolchain is: `SWIFT_EXEC`, as SwiftPM
/// reads it; on Linux, beside the Swift runtime the process loaded; on macOS, through
/// `xcrun`; then on `PATH`. When none is found the rewrite is refused, never guessed.
struct SwiftParser: Sendable {
  /// Returns why `new`, the rewrite of `old`, must not replace it; `nil` when it parses.
  let check: @Sendable (_ new: [UInt8], _ old: [UInt8], _ name: String) -> InlineSnapshotError?

  /// A parser that judges with `check`.
  init(check: @escaping @Sendable ([UInt8], [UInt8], String) -> InlineSnapshotError?) {
    self.check = check
  }

  /// The parser of the running toolchain's `swiftc`, found once per process, when the
  /// first rewrite needs it: a run whose snapshots all pass never looks for it.
  static let toolchain = SwiftParser { new, old, name in located.check(new, old, name) }
  private static let located = SwiftParser(compiler: locate())

  /// A parser that runs the `swiftc` at a path, or refuses every rewrite for a reason.
  init(compiler: Result<String, InlineSnapshotError>) {
    check = { new, old, name in
      let swiftc: String
      switch compiler {
      case .success(let path): swiftc = path
      case .failure(let error): return error
      }
      var errors: [String] = []
      for flags in Self.modes {
        switch Self.parse(new, name: name, with: swiftc, flags: flags) {
        case .success(nil): return nil
        case .success(let error?): errors.append(error)
        case .failure(let error): return error
        }
      }
      for (index, flags) in Self.modes.enumerated() {
        if case .success(nil) = Self.parse(old, name: name, with: swiftc, flags: flags) {
          return .rewriteRejected(error: errors[index])
        }
      }
      return .sourceRejected(error: errors[0])
    }
  }

  /// The ways a file may be read, in order: with bare regex literals, then without.
  ///
  /// Swift 6 and the library's scanner read `/…/` as a regex; Swift 5 does not. A
  /// rewrite must parse in one of the two; the first is enough for nearly every file.
  private static let modes = [["-enable-bare-slash-regex"], []]

  /// How long `swiftc -parse` may take on one file: far longer than it does, so that only a
  /// compiler that hangs is stopped.
  private static let parseLimit = Duration.seconds(300)

  /// The first error `swiftc -parse` reports for `bytes`, or `nil` when it reports none.
  private static func parse(_ bytes: [UInt8], name: String, with swiftc: String, flags: [String])
    -> Result<String?, InlineSnapshotError>
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-parse-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name.isEmpty ? "Source.swift" : name)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(bytes).write(to: file)
    } catch {
      return .failure(.compilerFailed(reason: "\(swiftc): \(AtomicFile.reason(for: error))"))
    }
    // The driver leaves a folder of its own in TMPDIR; it goes with this one.
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = folder.path
    let process = ChildProcess(
      swiftc, ["-parse"] + flags + [file.path], environment: environment,
      standardOutput: .discarded, timeLimit: parseLimit)
    let result: RunResult
    do {
      result = try process.run()
    } catch .cannotStart(_, let reason) {
      return .failure(.compilerFailed(reason: "\(swiftc): \(reason)"))
    } catch {
      return .failure(.compilerFailed(reason: error.description))
    }
    guard !result.timedOut else {
      let late = ChildProcessError.timedOut(command: process.commandLine, limit: parseLimit)
      return .failure(.compilerFailed(reason: late.description))
    }
    guard case .exit(let status) = result.termination else {
      return .failure(.compilerFailed(reason: "\(swiftc) was killed"))
    }
    guard status != 0 else { return .success(nil) }
    let lines = result.stderr.split(separator: "\n")
    let first = lines.first { $0.contains("error:") } ?? lines.first ?? "exit status \(status)"
    return .success(first.replacingOccurrences(of: folder.path + "/", with: ""))
  }

  /// Where the running toolchain's `swiftc` is, or where it was looked for.
  static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    runtime: String? = loadedRuntime(), xcrun: () -> String? = runXcrun,
    isExecutable: (String) -> Bool = { FileManager.default.isExecutableFile(atPath: $0) }
  ) -> Result<String, InlineSnapshotError> {
    var searched: [String] = []
    if let exec = environment["SWIFT_EXEC"], !exec.isEmpty {
      guard isExecutable(exec) else {
        return .failure(.noCompiler(searched: "at SWIFT_EXEC, '\(exec)', which is no program"))
      }
      return .success(exec)
    }
    if let runtime {
      // `<toolchain>/usr/lib/swift/linux/libswiftCore.so` is beside `<toolchain>/usr/bin`.
      let usr = URL(fileURLWithPath: runtime).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      let candidate = usr.appendingPathComponent("bin/swiftc").path
      if isExecutable(candidate) { return .success(candidate) }
      searched.append("beside the Swift runtime, at \(candidate)")
    }
    if let found = xcrun(), isExecutable(found) { return .success(found) }
    for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/swiftc"
      if isExecutable(candidate) { return .success(candidate) }
    }
    searched.append("on PATH")
    return .failure(.noCompiler(searched: searched.joined(separator: " and ")))
  }

  /// The Swift runtime library the process loaded, when the system says (Linux).
  static func loadedRuntime() -> String? {
    // A file in /proc says it is empty, so it is read to its end rather than by its size.
    guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps"),
      let data = try? handle.readToEnd()
    else { return nil }
    try? handle.close()
    let maps = String(decoding: data, as: UTF8.self)
    return maps.split(separator: "\n").lazy.compactMap { line in
      line.split(separator: " ", omittingEmptySubsequences: true).last.map(String.init)
    }.first { $0.hasSuffix("/libswiftCore.so") }
  }

  /// What `xcrun --find swiftc` prints, on macOS; `nil` elsewhere or when it fails.
  static func runXcrun() -> String? {
    #if canImport(Darwin)
      let xcrun = ChildProcess(
        "/usr/bin/xcrun", ["--find", "swiftc"], standardError: .discarded,
        timeLimit: .seconds(60))
      guard let result = try? xcrun.run(), result.termination == .exit(0) else { return nil }
      let path = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
      return path.isEmpty ? nil : path
    #else
      return nil
    #endif
  }
}
