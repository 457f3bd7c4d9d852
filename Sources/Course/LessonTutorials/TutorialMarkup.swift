import CalcExercises

/// Writes tutorials as DocC's directive markup: one `.tutorial` file per
/// lesson, the glossary as an article, and the table of contents, which is
/// the site's landing page.
@MainActor
enum TutorialMarkup {
  /// The tutorials' one name: the table of contents' file, its title, and the root of their URLs
  /// (`/tutorials/calc-kit/02-guard`).
  static let name = "calc kit"
  /// The table of contents' file name, without `.tutorial`.
  static let contentsName = "calc-kit"
  /// The landing page's screen: the calculator as `calc-render` draws it.
  static let imageName = "calc-kit-screen.svg"
  /// The lessons' chapter image: the seed's screen beside the reviewed one.
  static let reviewImageName = "chapter-review.svg"
  /// The exercises' chapter image: what a check prints for a starter.
  static let practiseImageName = "chapter-practise.svg"
  /// The glossary article's page name.
  static let glossaryName = "Glossary"

  /// A lesson's `.tutorial` file, ending in its quiz's assessments when it has one.
  static func tutorial(_ tutorial: LessonTutorial, quiz: Quiz? = nil) -> String {
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
    if let quiz { lines += TutorialAssessments.markup(quiz) }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The table of contents, which is the landing page: what the kit is, its screen, where to
  /// start, a chapter listing every tutorial in order, and a chapter of the exercises'
  /// articles and the glossary.
  ///
  /// Links out of the tutorials are made by ``SiteLink``, so they work from either form of the
  /// page's address and under any hosting base path.
  static func contents(_ tutorials: [LessonTutorial], first: String?, articles: [String] = [])
    -> String
  {
    var lines = ["@Tutorials(name: \(quoted(name))) {"]
    var introduction = [
      "calc kit teaches app architecture and snapshot testing through one small app: a "
        + "calculator that adds digits up, written in SwiftUI by a mentor, reviewed note by "
        + "note, and ported to a text renderer so every screen can be snapshot-tested.",
      "",
    ]
    let start = first.map { [SiteLink.tutorial($0, text: "Start the lessons")] } ?? []
    let exercises =
      articles.contains(TutorialBuilder.exercisesPage)
      ? [SiteLink.tutorial(TutorialBuilder.exercisesPage, text: "Do the exercises")] : []
    let links =
      start + exercises + [
        SiteLink.article("TextSnapshots/GettingStarted", text: "Add snapshots to your package"),
        SiteLink.sitePage("/documentation", text: "Browse the API"),
      ]
    introduction += [
      links.joined(separator: " · "),
      "",
      "@Image(source: \(quoted(imageName)), alt: \"The calculator's screen, drawn as text\")",
    ]
    lines += directive("@Intro(title: \(quoted(name)))", introduction, depth: 1)
    lines.append("  @Chapter(name: \"The review, note by note\") {")
    lines += [
      "    \(tutorials.count) lessons walk from the mentor's SwiftUI calculator to this kit,",
      "    one review note at a time: each edits the app's file step by step, the change",
      "    highlighted and the screen it draws beside it.",
      "",
      "    @Image(source: \(quoted(reviewImageName)), alt: \"The seed's screen beside the "
        + "screen after the review\")",
      "",
    ]
    lines += tutorials.map { "    @TutorialReference(tutorial: \"doc:\($0.slug)\")" }
    lines += ["  }", "  @Chapter(name: \"Practise and look up\") {"]
    lines += [
      "    Each lesson ends with an exercise you write and a check that judges it; drills",
      "    train you to review snapshot diffs, quizzes ask what each lesson said, and the",
      "    glossary holds the words the lessons lean on.",
      "",
      "    @Image(source: \(quoted(practiseImageName)), alt: \"What a check prints for an "
        + "exercise as it starts\")",
      "",
    ]
    lines += articles.map { "    @TutorialReference(tutorial: \"doc:\($0)\")" }
    lines += ["    @TutorialReference(tutorial: \"doc:\(glossaryName)\")", "  }", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// One of the exercises' articles, as the tutorials present it.
  static func article(_ article: CourseArticle) -> String {
    var lines = ["@Article(time: \(max(3, article.body.count / 25))) {"]
    lines += directive("@Intro(title: \(quoted(article.title)))", article.summary, depth: 1)
    lines += [""] + article.body.map { indent($0, depth: 1) } + ["}"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Every exercise and drill, each with its lessons and the command that checks it.
  static func exerciseList(_ entries: [ExerciseTranscript.Entry], prose: TutorialProse)
    -> [String]
  {
    func rows(_ entries: [ExerciseTranscript.Entry]) -> [String] {
      entries.map { entry in
        let lessons = entry.lessons.map { number in
          prose.slugs[number].map { SiteLink.tutorial($0, text: "lesson \(number)") }
            ?? "lesson \(number)"
        }
        return "- **\(entry.heading)** (\(lessons.joined(separator: ", "))): "
          + "\(prose.lines([entry.summary]).joined(separator: " ")) "
          + "`swift run calc-render check \(entry.number)`"
      }
    }
    return ["## Every exercise", ""] + rows(entries.filter { !$0.isDrill }) + [
      "", "## Every drill", "",
    ] + rows(entries.filter(\.isDrill))
  }

  /// The glossary as a DocC article: its first paragraph as the introduction, the rest below.
  static func glossary(title: String, introduction: [String], body: [String]) -> String {
    var lines = ["@Article(time: 3) {"]
    lines += directive("@Intro(title: \(quoted(title)))", introduction, depth: 1)
    lines += [""] + body.map { indent($0, depth: 1) } + ["}"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The custom header DocC puts at the top of every page, the modules' pages included
  /// (`Scripts/docs` gives each catalog a copy).
  ///
  /// DocC's renderer puts the header in a shadow root, where a style reaches nothing else on
  /// the page, so its script adds the style to the page's head: it wraps long code lines in
  /// every code listing, so none is cut off at the right edge. The script also scrolls a
  /// tutorial's code pane, which DocC leaves at the file's top, to the step's change: the
  /// first highlighted line, or else the line the step's text names ("at line 148").
  static let header = """
    <script>
      (function () {
        if (!document.getElementById('calc-kit-style')) {
          var style = document.createElement('style');
          style.id = 'calc-kit-style';
          style.textContent = '.code-listing, .code-listing .container-general, '
            + '.code-listing pre, .code-listing code { min-width: 0; } '
            + '.code-listing pre, .code-listing code '
            + '{ white-space: pre-wrap !important; overflow-wrap: anywhere; }';
          document.head.appendChild(style);
        }
        var shown = null;
        function focus() {
          var step = document.querySelector('.step.focused');
          var section = step && step.closest('.steps');
          var pane = section && section.querySelector('.code-preview');
          if (!pane) return;
          var key = step.textContent + '|' + pane.textContent.length;
          if (key === shown) return;
          var line = pane.querySelector('.code-line-container.highlighted');
          var named = /\\bline (\\d+)\\b/.exec(step.textContent);
          if (!line && named) {
            line = pane.querySelectorAll('.code-line-container')[Number(named[1]) - 1];
          }
          // The listing draws its highlights a moment after the step changes: try again then.
          if (!line) return;
          shown = key;
          var box = line.getBoundingClientRect(), frame = pane.getBoundingClientRect();
          pane.scrollTop += box.top - frame.top - frame.height / 4;
        }
        new MutationObserver(focus).observe(document.documentElement,
          { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
      })();
    </script>

    """

  /// A code file's text, ending in a line break.
  static func code(_ file: LessonTutorial.CodeFile) -> String {
    file.lines.joined(separator: "\n") + "\n"
  }

  private static func item(_ item: LessonTutorial.Item) -> [String] {
    switch item {
    case .prose(let lines):
      return lines.map { indent($0, depth: 3) } + [""]
    case .step(let step):
      var lines = ["      @Step {", indent(step.text, depth: 4), ""]
      switch step.media {
      case .code(let file, let previous, let preview):
        var code = "@Code(name: \(quoted(file.name)), file: \(quoted(file.file))"
        // Without a previous file, DocC would diff against the step before when it shows
        // a file of the same name; `reset` starts a fresh pane instead.
        if let previous {
          code += ", previousFile: \(quoted(previous)))"
        } else {
          code += ", reset: true)"
        }
        if let preview {
          lines += [indent(code + " {", depth: 4), indent(image(preview), depth: 5)]
          lines.append(indent("}", depth: 4))
        } else {
          lines.append(indent(code, depth: 4))
        }
      case .screen(let screen):
        lines.append(indent(image(screen), depth: 4))
      }
      if let caption = step.caption { lines += ["", indent(caption, depth: 4)] }
      return lines + ["      }"]
    }
  }

  private static func image(_ screen: LessonTutorial.Screen) -> String {
    "@Image(source: \(quoted(screen.file)), alt: \(quoted(screen.alt)))"
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
    max(5, tutorial.steps.count)
  }
}
