import Foundation
import Testing

@testable import CalcExercises

/// The "Adding an exercise" article, held to the kit: the paths it names exist, its list
/// entry decodes, its check, attempt and quiz snippets agree with each other and with the
/// format `Scripts/check-exercises` and `calc-render quiz` read.
@Suite("The Adding an exercise article, held to the kit")
struct AddingAnExerciseTests {
  static let path = "Sources/Course/CalcExercises/CalcExercises.docc/AddingAnExercise.md"

  let kit: URL
  let text: String

  init() throws {
    let folder = try ExerciseFolder.locate(
      from: [URL(fileURLWithPath: #filePath).deletingLastPathComponent()])
    kit = folder.kit
    text = try String(contentsOf: kit.appendingPathComponent(Self.path), encoding: .utf8)
  }

  /// The article's fenced blocks of one language, in order.
  func blocks(_ language: String) -> [String] {
    var blocks: [String] = []
    var current: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        if let lines = current {
          blocks.append(lines.joined(separator: "\n") + "\n")
          current = nil
        } else if line == "```\(language)" {
          current = []
        } else {
          current = nil
        }
      } else if current != nil {
        current?.append(String(line))
      }
    }
    return blocks
  }

  /// Every path in code voice that starts at the kit's top folders.
  var paths: [String] {
    let pattern = #"`((Lessons|Scripts|Sources|Tests)/[^`\s]*)`"#
    let regex = try? NSRegularExpression(pattern: pattern)
    let range = NSRange(text.startIndex..., in: text)
    return (regex?.matches(in: text, range: range) ?? []).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  @Test("Every path it names is in the kit, with NN an exercise's or a drill's number")
  func pathsExist() throws {
    #expect(paths.count >= 10)
    for path in paths {
      let real =
        path
        .replacingOccurrences(of: "DrillNN", with: "Drill11")
        .replacingOccurrences(of: "NN-name", with: "10-snapshots")
        .replacingOccurrences(of: "NN", with: "08")
        .replacingOccurrences(of: "ROUND", with: "1")
      // The example's own file is the one thing the kit does not hold: its folder is.
      let checked =
        real.hasSuffix("/Average.swift") || real.hasSuffix("/File.swift")
        ? (real as NSString).deletingLastPathComponent : real
      #expect(
        FileManager.default.fileExists(atPath: kit.appendingPathComponent(checked).path),
        "\(path) (as \(checked))")
    }
  }

  @Test(
    "Its list entry decodes as the kit's list does, and the starter fails the check's first expectation"
  )
  func listEntry() throws {
    let json = try #require(blocks("json").first)
    let exercise = try JSONDecoder().decode(Exercise.self, from: Data(json.utf8))
    #expect(exercise.hints.count == 3)
    #expect(exercise.files == ["Sources/Exercise\(exercise.number)/Average.swift"])
    let check = try #require(blocks("swift").first { $0.contains("runChecks(") })
    #expect(check.contains("Expectation(\"\(exercise.starterFails)\""))
    let attempt = try #require(blocks("swift").first { $0.contains("// verdict:") })
    #expect(attempt.contains("// expectation: \(exercise.starterFails)\n"))
  }

  @Test("The attempt and drill headers it teaches are the ones Scripts/check-exercises reads")
  func headers() throws {
    let script = try String(
      contentsOf: kit.appendingPathComponent("Scripts/check-exercises"), encoding: .utf8)
    for key in ["verdict", "expectation", "saying", "note", "judge"] {
      #expect(text.contains("`// \(key):`") || text.contains("// \(key):"), "\(key)")
      #expect(script.contains("header \(key) "), "the script reads // \(key):")
    }
    for key in ["verdict", "expectation", "saying"] {
      #expect(text.contains("`# \(key):`"), "\(key)")
      #expect(script.contains("dheader \(key) "), "the script reads # \(key):")
    }
    for step in ["review", "check", "fix"] {
      #expect(script.contains("\(step))"), "the script knows the step \(step)")
    }
  }

  @Test("Its quiz question is in the quiz format and quotes lesson 3 word for word")
  func quizQuestion() throws {
    let question = try #require(blocks("markdown").first)
    let quiz = try Quiz("# Quiz 3 · Reduce\n\n" + question, path: Self.path)
    let lesson = try String(
      contentsOf: kit.appendingPathComponent("Lessons/03-reduce.md"), encoding: .utf8)
    #expect(quiz.questions.count == 1)
    let problems = quiz.problems(lesson: lesson).filter { !$0.contains("questions; expected") }
    #expect(problems == [])
  }

  @Test("Every command it gives is one the kit has")
  func commands() throws {
    let commands = blocks("sh").flatMap { $0.split(separator: "\n").map(String.init) }
    #expect(commands.contains("Scripts/check-exercises"))
    for command in commands where command.hasPrefix("swift run calc-render ") {
      let word = command.split(separator: " ")[3]
      #expect(["exercises", "check", "hint", "watch", "reset", "solution", "quiz"].contains(word))
    }
    for command in commands where command.hasPrefix("swift test --filter ") {
      let suites = command.dropFirst("swift test --filter ".count)
        .trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        .split(separator: "|")
      for suite in suites {
        let file = kit.appendingPathComponent("Tests/Course/CalcExercisesTests/\(suite).swift")
        #expect(FileManager.default.fileExists(atPath: file.path), "\(suite)")
      }
    }
  }
}
