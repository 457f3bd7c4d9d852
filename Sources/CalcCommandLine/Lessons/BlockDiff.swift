/// A unified diff of a lesson block against what it should be.
///
/// Blocks are short (a screen is about 20 lines), so the diff comes from a
/// plain longest-common-subsequence table rather than Myers' algorithm. The
/// `-` lines are what the code gives now, the `+` lines what the lesson has,
/// with up to three unchanged lines around each change.
///
/// ```swift
/// print(BlockDiff.text(code: ["a", "b"], lesson: ["a", "c"]))
/// // Prints "--- code\n+++ lesson\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n"
/// ```
///
/// - Complexity: O(*n* × *m*) time and space for blocks of *n* and *m* lines.
enum BlockDiff {
  /// One line of the edit script.
  enum Edit: Equatable {
    /// A line both have: its index in the code's lines and in the lesson's.
    case same(Int, Int)
    /// A line only the code has.
    case removed(Int)
    /// A line only the lesson has.
    case added(Int)
  }

  /// The diff text, starting `--- code` and `+++ lesson`; empty when the blocks are equal.
  static func text(code: [String], lesson: [String], context: Int = 3) -> String {
    let edits = self.edits(from: code, to: lesson)
    guard edits.contains(where: { if case .same = $0 { false } else { true } }) else { return "" }
    var output = "--- code\n+++ lesson\n"
    for hunk in hunks(edits, context: context) {
      let slice = edits[hunk]
      let codeLines = slice.compactMap(\.codeIndex)
      let lessonLines = slice.compactMap(\.lessonIndex)
      output += "@@ -\(range(codeLines, before: edits[..<hunk.lowerBound], \.codeIndex)) "
      output += "+\(range(lessonLines, before: edits[..<hunk.lowerBound], \.lessonIndex)) @@\n"
      for edit in slice {
        switch edit {
        case .same(let index, _): output += " " + code[index] + "\n"
        case .removed(let index): output += "-" + code[index] + "\n"
        case .added(let index): output += "+" + lesson[index] + "\n"
        }
      }
    }
    return output
  }

  /// The shortest edit script that turns `code` into `lesson`.
  static func edits(from code: [String], to lesson: [String]) -> [Edit] {
    // common[i][j]: the longest common subsequence of code[i...] and lesson[j...].
    var common = Array(
      repeating: Array(repeating: 0, count: lesson.count + 1), count: code.count + 1)
    for i in code.indices.reversed() {
      for j in lesson.indices.reversed() {
        common[i][j] =
          code[i] == lesson[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var edits: [Edit] = []
    var (i, j) = (0, 0)
    while i < code.count || j < lesson.count {
      if i < code.count, j < lesson.count, code[i] == lesson[j] {
        edits.append(.same(i, j))
        (i, j) = (i + 1, j + 1)
      } else if i < code.count, j == lesson.count || common[i + 1][j] >= common[i][j + 1] {
        edits.append(.removed(i))
        i += 1
      } else {
        edits.append(.added(j))
        j += 1
      }
    }
    return edits
  }

  private static func hunks(_ edits: [Edit], context: Int) -> [Range<Int>] {
    var hunks: [Range<Int>] = []
    for (index, edit) in edits.enumerated() {
      if case .same = edit { continue }
      let lower = max(0, index - context)
      let upper = min(edits.count, index + 1 + context)
      if let last = hunks.last, last.upperBound >= lower {
        hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, upper)
      } else {
        hunks.append(lower..<upper)
      }
    }
    return hunks
  }

  /// `START,COUNT` of a hunk's lines on one side, 1-based; an empty side starts
  /// at the line before it.
  private static func range(
    _ lines: [Int], before: ArraySlice<Edit>, _ side: KeyPath<Edit, Int?>
  ) -> String {
    let start = lines.first.map { $0 + 1 } ?? before.compactMap { $0[keyPath: side] }.count
    return "\(start),\(lines.count)"
  }
}

extension BlockDiff.Edit {
  fileprivate var codeIndex: Int? {
    switch self {
    case .same(let index, _), .removed(let index): index
    case .added: nil
    }
  }

  fileprivate var lessonIndex: Int? {
    switch self {
    case .same(_, let index), .added(let index): index
    case .removed: nil
    }
  }
}
