import Foundation
import TestSupport
import Testing

/// A name the course teaches, and the lesson that introduces it: one line of `Lessons/Names.md`.
struct TaughtName: Equatable, Sendable, CustomTestStringConvertible {
  /// The name, as code writes it: `Task`, `@State`, `.task`.
  let name: String
  /// The number of the lesson that introduces it.
  let lesson: Int

  var testDescription: String { "`\(name)`, lesson \(lesson)" }

  /// The names of a list, one line `` - `NAME`: LESSON `` each; other lines are ignored.
  static func names(in text: String) -> [TaughtName] {
    text.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("- `"), let close = line.dropFirst(3).firstIndex(of: "`") else {
        return nil
      }
      let name = line[line.index(line.startIndex, offsetBy: 3)..<close]
      let rest = line[line.index(after: close)...]
      guard rest.hasPrefix(": "), let lesson = Int(rest.dropFirst(2)) else { return nil }
      return TaughtName(name: String(name), lesson: lesson)
    }
  }

  /// The kit's list, `Lessons/Names.md`.
  static func kitNames() throws -> [TaughtName] {
    names(
      in: try String(contentsOf: root().appendingPathComponent("Lessons/Names.md"), encoding: .utf8)
    )
  }

  static func root() throws -> URL { try TestPackage.root() }
}

/// Where a text uses the course's names: in code anywhere, in prose only inside code spans.
enum NameScanner {
  /// The code of a lesson, by line.
  ///
  /// A code block's lines count whole, and of a prose line the text of its code spans. A code
  /// span may run on to the next line; a blank line ends it.
  static func code(ofMarkdown text: String) -> [(line: Int, code: String)] {
    var result: [(line: Int, code: String)] = []
    var inBlock = false
    var inSpan = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if line.hasPrefix("```") {
        inBlock.toggle()
        inSpan = false
        continue
      }
      if inBlock {
        result.append((index + 1, String(line)))
        continue
      }
      if line.allSatisfy(\.isWhitespace) { inSpan = false }
      let (spans, open) = codeSpans(of: line, startingInside: inSpan)
      inSpan = open
      if !spans.isEmpty { result.append((index + 1, spans.joined(separator: " "))) }
    }
    return result
  }

  /// The text of a prose line's code spans, and whether a span is still open at its end.
  static func codeSpans(of line: Substring, startingInside: Bool) -> (spans: [String], open: Bool) {
    var spans: [String] = []
    var inside = startingInside
    var current = ""
    for character in line {
      if character == "`" {
        if inside { spans.append(current) }
        current = ""
        inside.toggle()
      } else if inside {
        current.append(character)
      }
    }
    if inside { spans.append(current) }
    return (spans, inside)
  }

  /// Whether `code` holds `name` as a whole word: no letter, digit or `_` on either side, and,
  /// for a name that starts with a letter, no `@`, `#` or `.` before it.
  static func uses(_ code: String, _ name: String) -> Bool {
    func isWord(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "_"
    }
    var searchStart = code.startIndex
    while let found = code.range(of: name, range: searchStart..<code.endIndex) {
      searchStart = code.index(after: found.lowerBound)
      let before =
        found.lowerBound > code.startIndex ? code[code.index(before: found.lowerBound)] : " "
      let after = found.upperBound < code.endIndex ? code[found.upperBound] : " "
      let nameIsWord = name.first.map(isWord) ?? false
      if isWord(after) || isWord(before) || (nameIsWord && "@#.".contains(before)) { continue }
      return true
    }
    return false
  }

  /// Every use of a name in `code` before the lesson that introduces it.
  ///
  /// `lesson` is the last lesson the text may build on. Each problem names the place of its
  /// line, the name and the lesson that introduces it.
  static func earlyUses(
    in code: [(line: Int, code: String)], upTo lesson: Int, names: [TaughtName],
    place: (Int) -> String
  ) -> [String] {
    code.flatMap { line, code in
      names.filter { $0.lesson > lesson && uses(code, $0.name) }.map {
        "\(place(line)): `\($0.name)` is used before lesson \($0.lesson), which introduces it"
      }
    }
  }
}

/// One lesson file: its number and its text.
struct LessonFile: Sendable, CustomTestStringConvertible {
  let path: String
  let number: Int
  let text: String

  var testDescription: String { path }

  /// The kit's lessons, `Lessons/NN-name.md`, by number.
  static func kitLessons() throws -> [LessonFile] {
    let root = try TestPackage.root()
    let folder = root.appendingPathComponent("Lessons")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().compactMap {
      name in
      guard name.hasSuffix(".md"), let number = Int(name.prefix { $0.isNumber }) else { return nil }
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      return LessonFile(path: "Lessons/" + name, number: number, text: text)
    }
  }

  /// Every use of a listed name before the lesson that introduces it.
  func earlyUses(names: [TaughtName]) -> [String] {
    NameScanner.earlyUses(
      in: NameScanner.code(ofMarkdown: text), upTo: number, names: names
    ) { "\(path):\($0)" }
  }
}

/// No lesson, and no exercise, uses a name the course teaches before the lesson that
/// introduces it; the names and their lessons are in one file, `Lessons/Names.md`.
@Suite("No lesson uses a name before the lesson that introduces it")
struct LessonOrderTests {
  @Test(
    "A lesson uses only names introduced by it or a lesson before",
    arguments: try LessonFile.kitLessons())
  func lessonOrder(_ lesson: LessonFile) throws {
    for problem in lesson.earlyUses(names: try TaughtName.kitNames()) {
      Issue.record(Comment(rawValue: problem))
    }
  }

  @Test("An exercise uses only names introduced by the lessons it practises, or before")
  func exerciseOrder() throws {
    let path = "Lessons/Exercises/exercises.json"
    let data = try Data(contentsOf: try TestPackage.root().appendingPathComponent(path))
    let list = try JSONDecoder().decode(ExerciseTexts.self, from: data)
    let names = try TaughtName.kitNames()
    #expect(list.exercises.count >= 10)
    for exercise in list.exercises {
      let last = try #require(exercise.lessons.max(), "exercise \(exercise.number) has no lesson")
      let texts =
        [exercise.summary, exercise.why, exercise.starterFails]
        + (exercise.hints ?? []).map(Optional.some)
      let code = texts.enumerated().flatMap { index, text in
        NameScanner.code(ofMarkdown: text ?? "").map { (index, $0.code) }
      }
      for problem in NameScanner.earlyUses(
        in: code, upTo: last, names: names,
        place: { "\(path): exercise \(exercise.number), \(Self.field($0))" })
      {
        Issue.record(Comment(rawValue: problem))
      }
    }
  }

  /// The fields of an exercise the learner reads, by their place in the scan.
  static func field(_ index: Int) -> String {
    ["summary", "why", "starterFails"].indices.contains(index)
      ? ["summary", "why", "starterFails"][index] : "hint \(index - 2)"
  }

  @Test("The lesson a name is listed for uses it", arguments: try TaughtName.kitNames())
  func introducedThere(_ name: TaughtName) throws {
    let lesson = try #require(
      try LessonFile.kitLessons().first { $0.number == name.lesson }, "no lesson \(name.lesson)")
    #expect(
      NameScanner.code(ofMarkdown: lesson.text).contains { NameScanner.uses($0.code, name.name) },
      "\(lesson.path) does not use `\(name.name)`")
  }

  @Test("The list reads each name and its lesson, and nothing else")
  func readsTheList() {
    let text = "# Names\n\nSome `prose`: 3\n\n- `Task`: 2\n- `@State`: 4\n- `x`: y\n- `.task`: 6\n"
    #expect(
      TaughtName.names(in: text) == [
        TaughtName(name: "Task", lesson: 2), TaughtName(name: "@State", lesson: 4),
        TaughtName(name: ".task", lesson: 6),
      ])
  }

  static let planted = [TaughtName(name: "Task", lesson: 2), TaughtName(name: "@State", lesson: 4)]

  @Test(
    "A use planted before its lesson is reported with the file, the line and the name",
    arguments: [
      ("Intro.\n\n```swift illustrative\nlet load = Task { }\n```\n", [4]),
      ("It starts a `Task {}` here.\n", [1]),
      ("A span that runs `over\nTask.sleep` lines.\n", [2]),
      ("Hold it in `@State private var model`.\n", [1]),
    ])
  func planted(text: String, lines: [Int]) {
    let lesson = LessonFile(path: "Lessons/01-test.md", number: 1, text: text)
    let problems = lesson.earlyUses(names: Self.planted)
    #expect(problems.count == lines.count)
    for (problem, line) in zip(problems, lines) {
      #expect(problem.hasPrefix("Lessons/01-test.md:\(line): `"))
      #expect(
        problem.hasSuffix(
          " is used before lesson \(problem.contains("@State") ? 4 : 2), which introduces it"))
    }
  }

  @Test(
    "Prose words, longer names and uses from the introducing lesson on are not reported",
    arguments: [
      (1, "A task runs on the main actor; Task is a word here.\n"),
      (1, "`TaskGroup`, `myTask`, `@StateObject` and `.Task` are other names.\n"),
      (2, "`Task {}` is introduced here.\n"),
      (5, "```swift illustrative\n@State var model = Model()\n```\n"),
    ])
  func notReported(lesson: Int, text: String) {
    let file = LessonFile(path: "Lessons/0\(lesson)-test.md", number: lesson, text: text)
    #expect(file.earlyUses(names: Self.planted) == [])
  }

  @Test("Planted in the real lesson 0, a name of lesson 9 fails the real list at its line")
  func plantedInTheKit() throws {
    let lesson = try #require(try LessonFile.kitLessons().first { $0.number == 0 })
    let lines = lesson.text.split(separator: "\n", omittingEmptySubsequences: false).count
    let planted = LessonFile(
      path: lesson.path, number: 0, text: lesson.text + "Drive it with `CalculatorHarness`.\n")
    #expect(
      planted.earlyUses(names: try TaughtName.kitNames()) == [
        "\(lesson.path):\(lines): `CalculatorHarness` is used before lesson 9, which introduces it"
      ])
  }
}

/// The fields of `exercises.json` a learner reads.
struct ExerciseTexts: Decodable {
  struct Exercise: Decodable {
    let number: Int
    let lessons: [Int]
    let summary: String?
    let why: String?
    let starterFails: String?
    let hints: [String]?
  }

  let exercises: [Exercise]
}
