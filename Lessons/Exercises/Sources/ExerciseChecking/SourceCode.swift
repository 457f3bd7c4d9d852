import Foundation

/// Swift source with its comments and string literals taken out, so what a check looks for in
/// the code cannot hide in, or be spelled around with, a comment or a string.
///
/// It reads just enough Swift for that: line comments, nested block comments, and string
/// literals of every kind (plain, multi-line, raw `#"…"#`, with escapes and interpolations).
/// A comment becomes one space and a string literal `""`; newlines are kept, so a line number
/// in the result is the line in the source. The code inside an interpolation is kept.
public enum SourceCode {
  /// The code of a source text, without comments and with every string literal empty.
  public static func stripped(_ source: String) -> String {
    var reader = Reader(Array(source.unicodeScalars))
    return reader.code(untilClosingParenthesis: false)
  }

  /// The code with each run of spaces, tabs and newlines made one space.
  public static func normalised(_ code: String) -> String {
    code.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
  }

  private struct Reader {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) {
      self.scalars = scalars
    }

    func at(_ offset: Int) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }

    func starts(with text: String, at offset: Int = 0) -> Bool {
      for (position, scalar) in text.unicodeScalars.enumerated()
      where at(offset + position) != scalar {
        return false
      }
      return true
    }

    /// Code up to the end, or up to the `)` that closes an interpolation.
    mutating func code(untilClosingParenthesis: Bool) -> String {
      var out = String.UnicodeScalarView()
      var depth = 0
      while let scalar = at(0) {
        if starts(with: "//") {
          while let next = at(0), next != "\n" { index += 1 }
          out.append(" ")
        } else if starts(with: "/*") {
          skipBlockComment()
          out.append(" ")
        } else if let hashes = stringStart() {
          skipString(hashes: hashes)
          out.append(contentsOf: "\"\"".unicodeScalars)
        } else {
          if untilClosingParenthesis {
            if scalar == "(" { depth += 1 }
            if scalar == ")" {
              if depth == 0 {
                index += 1
                break
              }
              depth -= 1
            }
          }
          out.append(scalar)
          index += 1
        }
      }
      return String(out)
    }

    /// The number of `#` before the `"` that opens a string here, or `nil` when none opens.
    func stringStart() -> Int? {
      var hashes = 0
      while at(hashes) == "#" { hashes += 1 }
      return at(hashes) == "\"" ? hashes : nil
    }

    mutating func skipBlockComment() {
      var depth = 0
      while at(0) != nil {
        if starts(with: "/*") {
          depth += 1
          index += 2
        } else if starts(with: "*/") {
          depth -= 1
          index += 2
          if depth == 0 { return }
        } else {
          index += 1
        }
      }
    }

    /// Skips a string literal from its opening `#`s, keeping nothing of it but the code in
    /// its interpolations, which it reads and drops (they are expressions, not declarations).
    mutating func skipString(hashes: Int) {
      index += hashes
      let close =
        String(repeating: "\"", count: starts(with: "\"\"\"") ? 3 : 1)
        + String(repeating: "#", count: hashes)
      index += close.count - hashes
      let escape = "\\" + String(repeating: "#", count: hashes)
      while at(0) != nil {
        if starts(with: escape) {
          index += escape.unicodeScalars.count
          if at(0) == "(" {
            index += 1
            _ = code(untilClosingParenthesis: true)
          } else {
            index += 1
          }
        } else if starts(with: close) {
          index += close.unicodeScalars.count
          return
        } else {
          index += 1
        }
      }
    }
  }
}

/// The ways to make Swift stop reporting a data race without removing it, and why each only
/// hides it: exercises 4 and 10 refuse them alike.
public enum EscapeHatch: CaseIterable {
  case unchecked, nonisolatedUnsafe, preconcurrency, detached, unsafeAcknowledged

  /// How the hatch reads in code without comments or strings, whitespace made single spaces.
  var pattern: String {
    switch self {
    case .unchecked: #"@ ?unchecked\b"#
    case .nonisolatedUnsafe: #"\bnonisolated ?\( ?unsafe ?\)"#
    case .preconcurrency: #"@ ?preconcurrency\b"#
    // Any `.detached` member: on `Task`, on a specialised `Task<…>`, on an alias of either,
    // or implied by a `Task` type (`let work: Task<…> = .detached { … }`).
    case .detached: #"\. ?detached\b"#
    // What silences strict memory safety checking (SE-0458): an `unsafe` expression or
    // `for` loop, and the `@unsafe` and `@safe` attributes; not `nonisolated(unsafe)`,
    // which has a case of its own.
    case .unsafeAcknowledged: #"@ ?(un)?safe\b|(?<!\( ?)\bunsafe\b(?! ?\))"#
    }
  }

  /// Why the hatch only hides the race.
  public var why: String {
    switch self {
    case .unchecked:
      "`@unchecked Sendable` tells the compiler to trust you that the class is safe to share "
        + "between threads; nothing makes it so, and a write off the main actor still races the "
        + "screen's read."
    case .nonisolatedUnsafe:
      "`nonisolated(unsafe)` switches the compiler's checks off for that declaration; the "
        + "writes it allowed still race the reads on the main actor."
    case .preconcurrency:
      "`@preconcurrency` treats code as written before Swift checked concurrency and silences "
        + "what it finds; the race is still there, unreported."
    case .detached:
      "`Task.detached` runs its work on no actor, however its type is spelled "
        + "(`Task<…>.detached`, or an alias of it), so every touch of the model's state crosses "
        + "from another thread, and nobody owns the task to cancel it."
    case .unsafeAcknowledged:
      MemorySafety.acknowledged
    }
  }

  /// The hatches in a target's code, comments and string literals aside.
  public static func found(inTarget target: String) -> [EscapeHatch] {
    let code = SourceCode.normalised(ExerciseSource.strippedCode(ofTarget: target))
    return allCases.filter { ExerciseSource.matches(code, $0.pattern) }
  }

  /// The expectation that no hatch hides a race in a target's code.
  public static func expectation(target: String, lesson: String) -> Expectation {
    Expectation(
      "No escape hatch hides the race: no `@unchecked Sendable`, `nonisolated(unsafe)`, "
        + "`@preconcurrency` or `Task.detached`",
      judge: .structure, lesson: lesson
    ) {
      let found = found(inTarget: target)
      guard !found.isEmpty else { return nil }
      return Failure(
        "It compiles, but the race is hidden, not removed. "
          + found.map(\.why).joined(separator: " ")
          + " Remove the race instead: put the class on the main actor (`@MainActor`), so its "
          + "state has one owner, and let the work run there, in a plain `Task` or an `async` "
          + "function.")
    }
  }
}

extension ExerciseSource {
  /// The code of every `.swift` file in a target, without comments and with every string
  /// literal empty (``SourceCode/stripped(_:)``).
  public static func strippedCode(ofTarget target: String) -> String {
    let folder = packageRoot.appendingPathComponent("Sources/\(target)")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
      .map { SourceCode.stripped(text("Sources/\(target)/\($0)")) }
      .joined(separator: "\n")
  }

  /// Whether the declaration of a class in a target's code is itself marked `@MainActor`,
  /// among the attributes and modifiers in front of it, in any order.
  public static func classIsOnMainActor(_ name: String, inTarget target: String) -> Bool {
    let code = strippedCode(ofTarget: target)
    let modifier =
      #"(@\w+(\s*\([^()]*\))?|final|public|internal|package|private|fileprivate|open)"#
    guard
      let declaration = code.range(
        of: #"(\#(modifier)\s+)*class\s+\#(name)\b"#, options: .regularExpression)
    else { return false }
    return matches(String(code[declaration]), #"@MainActor\b"#)
  }
}
