import LessonReading

/// A DocC article of the course's own catalog, presented among the tutorials.
///
/// The exercises' articles are written in `Sources/Course/CalcExercises/CalcExercises.docc`,
/// beside the code that checks them; on the site they are the course's exercises, listed in
/// the tutorials' table of contents, not pages of a module. This turns such an article into
/// a tutorials catalog `@Article`: its title and first paragraph the introduction, the rest
/// its body, with code fences cut to their language (a lesson checker's `source=` is no DocC
/// option), headings in plain text (DocC shows a heading's backticks as they are), and the
/// lessons' links and mentions as the tutorials make them.
struct CourseArticle: Equatable {
  /// The page name, the article's file name without `.md`, such as `DoingTheExercises`.
  let name: String
  /// The title, from its `# ` line.
  let title: String
  /// The first paragraph after the title.
  let summary: [String]
  /// The rest, made fit for the tutorials.
  var body: [String]

  /// Reads an article's Markdown, rewriting its prose with `prose`.
  init(name: String, markdown: String, prose: TutorialProse) {
    self.name = name
    var lines = MarkdownDocument.lines(of: markdown)[...]
    let title = lines.first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) } ?? name
    lines = lines.drop { !$0.hasPrefix("# ") }.dropFirst().drop { $0.trimmedLine.isEmpty }
    summary = prose.lines(Array(lines.prefix { !$0.trimmedLine.isEmpty }))
    lines = lines.drop { !$0.trimmedLine.isEmpty }
    self.title = TutorialBuilder.plainTitle(title)
    var body: [String] = []
    var fence: String?
    for line in lines {
      let trimmed = line.trimmedLine
      if let open = fence {
        body.append(line)
        if trimmed == open { fence = nil }
      } else if trimmed.hasPrefix("```") {
        let marks = String(trimmed.prefix { $0 == "`" })
        let language = trimmed.dropFirst(marks.count).prefix { $0 != " " }
        body.append(marks + language)
        fence = marks
      } else if trimmed == "## Overview" {
        continue
      } else if trimmed.hasPrefix("#") {
        body.append(TutorialBuilder.plainTitle(line))
      } else if trimmed.isEmpty {
        body.append("")
      } else {
        body.append(prose.lines([line]).first ?? "")
      }
    }
    while body.first?.isEmpty == true { body.removeFirst() }
    self.body = body
  }
}
