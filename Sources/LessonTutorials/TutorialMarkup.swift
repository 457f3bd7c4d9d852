import Foundation

/// Writes tutorials as DocC's directive markup: one `.tutorial` file per
/// lesson and a table of contents that lists them.
@MainActor
enum TutorialMarkup {
  /// The table of contents' file name; its page is the lessons' landing page.
  static let contentsName = "Lessons"
  /// The name of the chapter image: a screen the calculator draws, as SVG.
  static let imageName = "lessons-screen.svg"

  /// A lesson's `.tutorial` file.
  static func tutorial(_ tutorial: LessonTutorial) -> String {
    var lines = ["@Tutorial(time: \(minutes(for: tutorial))) {"]
    lines += directive("@Intro(title: \(quoted(tutorial.title)))", tutorial.introduction, depth: 1)
    for section in tutorial.sections {
      lines.append("  @Section(title: \(quoted(section.title))) {")
      if !section.introduction.isEmpty {
        lines += directive("@ContentAndMedia", section.introduction, depth: 2)
      }
      lines.append("    @Steps {")
      for item in section.items {
        lines += self.item(item)
      }
      lines += ["    }", "  }"]
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The table of contents: an introduction and one chapter listing every tutorial in order.
  static func contents(_ tutorials: [LessonTutorial]) -> String {
    var lines = ["@Tutorials(name: \"Calc Kit Lessons\") {"]
    lines += directive(
      "@Intro(title: \"From a SwiftUI sample to a tested kit\")",
      [
        "\(tutorials.count) lessons walk from a mentor's SwiftUI calculator to this kit, "
          + "one review note at a time. Each step's code is cut from the same sources "
          + "the Markdown lessons quote and `swift test` checks, when the site is built."
      ], depth: 1)
    lines.append("  @Chapter(name: \"The review, note by note\") {")
    lines += [
      "    Each lesson shows the seed's code, then the kit's, with the change highlighted,",
      "    the screens as the renderer draws them, and commands to try.",
      "",
      "    @Image(source: \(quoted(imageName)), alt: \"The calculator's screen, drawn as text\")",
      "",
    ]
    lines += tutorials.map { "    @TutorialReference(tutorial: \"doc:\($0.slug)\")" }
    lines += ["  }", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// A code file's text, ending in a line break.
  static func code(_ file: LessonTutorial.CodeFile) -> String {
    file.lines.joined(separator: "\n") + "\n"
  }

  /// A screen's lines drawn as SVG text in a monospaced font.
  static func image(of screen: [String]) -> String {
    let columns = screen.map(\.count).max() ?? 0
    let width = columns * 9 + 24
    let height = screen.count * 18 + 20
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\">",
      "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>",
      "<g font-family=\"Menlo, DejaVu Sans Mono, monospace\" font-size=\"15\" fill=\"#1d1d1f\">",
    ]
    for (row, text) in screen.enumerated() {
      lines.append(
        "<text x=\"12\" y=\"\(row * 18 + 24)\" xml:space=\"preserve\">\(escaped(text))</text>")
    }
    lines += ["</g>", "</svg>"]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func item(_ item: LessonTutorial.Item) -> [String] {
    switch item {
    case .prose(let lines):
      return lines.map { indent($0, depth: 3) } + [""]
    case .step(let step):
      var code = "@Code(name: \(quoted(step.code.name)), file: \(quoted(step.code.file))"
      // Without a previous file, DocC would diff against the last step showing a
      // file of the same name, such as another slice of the seed; `reset` stops it.
      if let previous = step.previousFile {
        code += ", previousFile: \(quoted(previous))"
      } else {
        code += ", reset: true"
      }
      var lines = ["      @Step {", indent(step.text, depth: 4), "", indent(code + ")", depth: 4)]
      if let caption = step.caption { lines += ["", indent(caption, depth: 4)] }
      return lines + ["      }"]
    }
  }

  private static func directive(_ head: String, _ content: [String], depth: Int) -> [String] {
    let body = content.isEmpty ? [""] : content
    return [indent(head + " {", depth: depth)] + body.map { indent($0, depth: depth + 1) }
      + [indent("}", depth: depth)]
  }

  private static func indent(_ line: String, depth: Int) -> String {
    line.isEmpty ? "" : String(repeating: "  ", count: depth) + line
  }

  /// A directive's string argument; DocC's arguments cannot hold a double quote, so it becomes `'`.
  private static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "'") + "\""
  }

  /// About a minute a step, at least five.
  private static func minutes(for tutorial: LessonTutorial) -> Int {
    max(5, tutorial.codeFiles.count)
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
