import Foundation

/// The errors in a failed `swift build`'s output: each once, in line order, with the lines it quotes.
///
/// The compiler prints an error as a `path:line:column: error: message` line,
/// then the source lines around it, each whole, with a marker under the column;
/// it may print the same error twice (once emitting the module, once compiling)
/// and in no particular order. A learner needs each error once, file by file
/// and top to bottom, and paths they can open.
///
/// ```swift
/// let errors = CompilerErrors(
///   output: "/kit/Lessons/Exercises/Sources/Exercise01/Calculator.swift:2:3: error: oops\n")
/// let paths = PathDisplay(
///   package: URL(fileURLWithPath: "/kit/Lessons/Exercises"),
///   workingDirectory: URL(fileURLWithPath: "/kit"))
/// let shown = errors.lines(paths: paths)
/// // shown is ["Lessons/Exercises/Sources/Exercise01/Calculator.swift:2:3: error: oops"]
/// ```
struct CompilerErrors: Equatable, Sendable {
  /// One error: where it is, what it says, and the source lines the compiler quoted.
  struct Error: Equatable, Sendable {
    /// The file, as the compiler wrote it; empty for an error about no file.
    var path: String
    var line: Int
    var column: Int
    /// Everything after the location: `error: cannot find 'CalcState' in scope`.
    var message: String
    /// The quoted source lines and markers, whole, as the compiler printed them.
    var quoted: [String] = []
  }

  /// The errors, by file, then line, then column; errors about no file last.
  let errors: [Error]

  /// Reads the errors out of a build's output.
  init(output: String) {
    var found: [Error] = []
    var current: Error?
    for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if let error = Self.located(line) {
        if let current { found.append(current) }
        current = error
      } else if current != nil, Self.isQuoted(line) {
        current?.quoted.append(line)
      } else {
        if let current { found.append(current) }
        current = nil
        if Self.isUnlocated(line) {
          found.append(Error(path: "", line: 0, column: 0, message: line))
        }
      }
    }
    if let current { found.append(current) }
    var seen: Set<String> = []
    errors = found.filter {
      seen.insert("\($0.path):\($0.line):\($0.column): \($0.message)").inserted
    }
    .sorted { a, b in
      if a.path.isEmpty != b.path.isEmpty { return !a.path.isEmpty }
      return (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
  }

  /// Whether every error is in a check's own code (`Sources/check-NN`), none in the
  /// learner's: their code compiles, but no longer as the check calls it.
  var areAllInTheCheck: Bool {
    !errors.isEmpty && errors.allSatisfy { $0.path.contains("/Sources/check-") }
  }

  /// The errors as the check shows them: the location line, then the quoted lines.
  func lines(paths: PathDisplay) -> [String] {
    errors.flatMap { error in
      guard !error.path.isEmpty else { return [error.message] }
      let place = "\(paths.path(absolute: error.path)):\(error.line):\(error.column): "
      return [place + error.message] + error.quoted.map { "  " + $0 }
    }
  }

  /// `path:line:column: error: message`, the start of one located error.
  private static func located(_ line: String) -> Error? {
    guard line.hasPrefix("/"), let marker = line.range(of: ": error: ") else { return nil }
    let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
    guard place.count >= 3, let number = Int(place[place.count - 2]),
      let column = Int(place[place.count - 1])
    else { return nil }
    return Error(
      path: place.dropLast(2).joined(separator: ":"), line: number, column: column,
      message: String(line[line.index(marker.lowerBound, offsetBy: 2)...]))
  }

  /// A line of the source the compiler quotes under an error: `20 | code` or `   | `- error`.
  private static func isQuoted(_ line: String) -> Bool {
    line.range(of: #"^ *[0-9]* *[|╭╰├│]"#, options: .regularExpression) != nil
  }

  /// An error that names no file, other than the build system's note that a compile failed.
  private static func isUnlocated(_ line: String) -> Bool {
    line.hasPrefix("error: ") && !line.hasPrefix("error: emit-module")
      && !line.contains("command failed with exit code")
  }
}
