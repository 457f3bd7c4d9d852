import Foundation

/// The exercises package on disk, found from this file's place in it.
public enum ExerciseSource {
  /// The folder that holds the exercises' `Package.swift`.
  public static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// The text of a file in the package, such as `Sources/Exercise02/Calculator.swift`.
  public static func text(_ path: String) -> String {
    (try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
  }

  /// The text of every `.swift` file in an exercise's target, without its comments.
  public static func code(ofTarget target: String) -> String {
    let folder = packageRoot.appendingPathComponent("Sources/\(target)")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
      .map { text("Sources/\(target)/\($0)") }
      .map(withoutComments)
      .joined(separator: "\n")
  }

  /// Source text with `//` comments removed, so a word in a comment does not count as code.
  public static func withoutComments(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in
        guard let range = line.range(of: "//") else { return String(line) }
        return String(line[..<range.lowerBound])
      }
      .joined(separator: "\n")
  }

  /// Whether `code` matches a regular expression.
  public static func matches(_ code: String, _ pattern: String) -> Bool {
    code.range(of: pattern, options: .regularExpression) != nil
  }

  /// The line, from 1, where `code` first matches a regular expression; `nil` when it does not.
  public static func line(matching pattern: String, in code: String) -> Int? {
    code.range(of: pattern, options: .regularExpression).map { range in
      code[..<range.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).count
    }
  }

  /// Runs `swiftc` with `arguments` on one file of the exercises alone; whether it
  /// succeeded, and each diagnostic line once, its path from the package root.
  ///
  /// The compiler draws each diagnostic again under the source line it marks; only the
  /// `path:line:column: error|warning:` lines are kept.
  /// - Parameters:
  ///   - path: the file, from the exercises' package root.
  ///   - arguments: the compiler's options, before the file.
  /// - Returns: whether the compiler succeeded, and its diagnostic lines.
  public static func compile(_ path: String, arguments: [String]) -> (ok: Bool, output: [String]) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc"] + arguments + [packageRoot.appendingPathComponent(path).path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      return (false, ["Could not run swiftc: \(error)"])
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var lines: [String] = []
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    where matches(line, #"^\S+:[0-9]+:[0-9]+: (error|warning):"#) {
      let shown = line.replacingOccurrences(of: packageRoot.path + "/", with: "")
      if !lines.contains(shown) { lines.append(shown) }
    }
    return (process.terminationStatus == 0, lines)
  }
}

/// Waits, up to a real-time limit, until a condition holds; a guard against a check that would hang.
///
/// - Returns: Whether the condition held in time.
@MainActor
public func eventually(
  within limit: Duration = .seconds(2), _ condition: @MainActor () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let end = clock.now.advanced(by: limit)
  while clock.now < end {
    if condition() { return true }
    try? await Task.sleep(for: .milliseconds(5))
  }
  return condition()
}
