import CalcExercises
import CommandLineSupport
import Foundation
import LessonReading

/// Writes the lessons as DocC tutorials into a catalog folder, for `lesson-docs`.
///
/// The folder receives `calc-kit.tutorial` (the table of contents, which is
/// the site's landing page), one `NN-name.tutorial` per lesson, built with its
/// step plan in `Lessons/Tutorials/`, the glossary and the exercises' articles
/// as articles, `header.html` (the style and script every page of the site
/// shares), `Resources/` with every step's code and screen, the screens drawn
/// as SVG, and `Cards/` with a card for each module's page, which
/// `Scripts/docs` moves into the modules' catalogs. Every file is made in
/// memory first, so a broken lesson writes nothing.
///
/// The screens and console output come from `calc-render`, which this module
/// does not link: whoever makes the writer says how `calc-render` runs, as the
/// `lesson-docs` executable runs it in memory.
package struct LessonDocs {
  /// Runs `calc-render` with arguments in a package folder and returns what it printed.
  package typealias CalcRender =
    @MainActor (_ arguments: [String], _ root: URL) async ->
    InMemoryRun

  /// How `calc-render` runs for the screens and console blocks.
  let calcRender: CalcRender

  /// Creates a writer that runs `calc-render` with `calcRender`.
  package init(calcRender: @escaping CalcRender) {
    self.calcRender = calcRender
  }

  /// Finds the lessons from where the command runs and writes their tutorials to `output`.
  ///
  /// - Returns: ``ExitCode/success``, or throws: 65 for a lesson whose code cannot be
  ///   resolved or a step plan that does not fit it, 66 when the lessons cannot be found,
  ///   73 when a file cannot be written.
  @MainActor
  package func write(to output: String, console: Console) async throws(LessonDocsError)
    -> ExitCode
  {
    let folder: LessonFolder
    do throws(LessonFolderError) {
      folder = try LessonFolder.locate(
        from: LessonFolder.searchStarts(from: console.workingDirectory))
    } catch {
      throw .lessonsNotFound(error)
    }
    let files = try await files(in: folder)
    let url = URL(fileURLWithPath: output, relativeTo: console.workingDirectory)
    try Self.write(files, to: url)
    console.write("Wrote \(files.count) files to \(output)\n")
    return .success
  }

  /// The files the tutorials edit step by step, such as `ContentView.swift`, which goes from
  /// the seed to the reviewed file.
  static let stagedFolder = "Lessons/Tutorials/Files"
  /// What each exercise's check program printed for its starter, `check-NN.txt`.
  static let checksFolder = "Lessons/Tutorials/Checks"
  /// The exercises' articles, presented among the tutorials.
  static let exerciseArticles = "Sources/Course/CalcExercises/CalcExercises.docc"

  /// Every file of the tutorials, by path relative to the output folder.
  @MainActor
  func files(in folder: LessonFolder) async throws(LessonDocsError) -> [(String, String)] {
    let entries = folder.entries()
    var slugs: [Int: String] = [:]
    for entry in entries { slugs[entry.number] = Self.slug(of: entry) }
    var prose = TutorialProse(slugs: slugs)
    prose.symbols = SymbolIndex(packageRoot: folder.root)
    var plans: [(slug: String, plan: TutorialPlan)] = []
    for entry in entries {
      let slug = Self.slug(of: entry)
      let planPath = TutorialPlan.path(for: slug)
      let plan = try folder.read(planPath).map { text throws(LessonDocsError) in
        try TutorialPlan(text, path: planPath)
      }
      plans.append((slug, plan ?? .empty(path: planPath)))
    }
    let calcRender = calcRender
    let resolver = BlockResolver(readFile: folder.read) { arguments in
      await calcRender(arguments, folder.root)
    }
    var builder = TutorialBuilder(resolver: resolver, prose: prose)
    (builder.staged, builder.startStages) = try Self.stagedFiles(in: folder, plans: plans)
    builder.exerciseOutput = { command, number in
      Self.exerciseOutput(command, number, in: folder)
    }
    var tutorials: [LessonTutorial] = []
    var quizzes: [String: Quiz] = [:]
    for (entry, (slug, plan)) in zip(entries, plans) {
      let document: MarkdownDocument
      do {
        document = try MarkdownDocument(folder.read(entry.path) ?? "", path: entry.path)
      } catch {
        throw .lesson(error)
      }
      tutorials.append(try await builder.tutorial(of: document, plan: plan, slug: slug))
      quizzes[slug] = try Self.quiz(of: slug, lesson: folder.read(entry.path) ?? "", in: folder)
    }
    let articles = Self.courseArticles(in: folder, prose: prose)
    var files = [
      (
        "\(TutorialMarkup.contentsName).tutorial",
        TutorialMarkup.contents(
          tutorials, first: tutorials.first?.slug, articles: articles.map(\.name))
      )
    ]
    for tutorial in tutorials {
      files.append(
        (
          "\(tutorial.slug).tutorial",
          TutorialMarkup.tutorial(tutorial, quiz: quizzes[tutorial.slug])
        ))
      files += (tutorial.codeFiles + tutorial.hiddenFiles).map {
        ("Resources/\($0.file)", TutorialMarkup.code($0))
      }
      files += tutorial.screens.map { screen in
        (
          "Resources/\(screen.file)",
          screen.isTerminal
            ? ScreenImage.terminal(screen.lines)
            : ScreenImage.svg(
              of: screen.lines, changed: screen.changedRows, scale: ScreenImage.siteScale)
        )
      }
    }
    files.append(Self.glossary(in: folder, prose: prose))
    for article in articles {
      files.append(("\(article.name).tutorial", TutorialMarkup.article(article)))
    }
    files.append(("header.html", TutorialMarkup.header))
    files += try await art(in: folder, lessons: tutorials.map(\.title))
    return files
  }

  /// The staged files, their stages in the order the plans reach them, and the stage each
  /// lesson starts from in each; a plan that goes back to an earlier stage is an error.
  static func stagedFiles(in folder: LessonFolder, plans: [(slug: String, plan: TutorialPlan)])
    throws(LessonDocsError) -> (files: [String: StagedFile], starts: [String: [String: Int]])
  {
    var stages: [String: [String]] = [:]
    var starts: [String: [String: Int]] = [:]
    for (slug, plan) in plans {
      for (name, known) in stages where !known.isEmpty {
        starts[name, default: [:]][slug] = known.count - 1
      }
      for step in plan.steps {
        guard let stage = step.stage else { continue }
        let known = stages[step.file, default: []]
        if let index = known.firstIndex(of: stage) {
          guard index == known.count - 1 else {
            throw .plan(
              file: plan.path, line: step.line,
              problem: "stage '\(stage)' of \(step.file) comes before '\(known.last ?? "")', "
                + "which an earlier step showed; a staged file only moves on")
          }
        } else {
          stages[step.file, default: []].append(stage)
        }
      }
    }
    var files: [String: StagedFile] = [:]
    for (name, order) in stages {
      let path = "\(stagedFolder)/\(name)"
      guard let text = folder.read(path) else {
        throw .plan(
          file: plans.first { $0.plan.steps.contains { $0.file == name } }?.plan.path ?? path,
          line: 1, problem: "no staged file \(path)")
      }
      files[name] = try StagedFile(text, name: name, path: path, stages: order)
    }
    return (files, starts)
  }

  /// What `check N` prints for exercise N's starter, from its check's recorded output, or what
  /// the first `hint N` prints, as terminal lines; `nil` when there is none to show.
  private static func exerciseOutput(_ command: String, _ number: Int, in folder: LessonFolder)
    -> [String]?
  {
    let text: String?
    switch command {
    case "check":
      let padded = number < 10 ? "0\(number)" : "\(number)"
      guard let recorded = folder.read("\(checksFolder)/check-\(padded).txt") else { return nil }
      text = try? ExerciseTranscript.check(number, programOutput: recorded, kit: folder.root)
    default:
      text = try? ExerciseTranscript.firstHint(number, kit: folder.root)
    }
    return text.map { MarkdownDocument.lines(of: $0).reversed().drop(while: \.isEmpty).reversed() }
  }

  /// The exercises' articles, as the tutorials present them; the module's own page stays out.
  @MainActor
  private static func courseArticles(in folder: LessonFolder, prose: TutorialProse)
    -> [CourseArticle]
  {
    let catalog = folder.root.appendingPathComponent(exerciseArticles)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
    let module = catalog.deletingPathExtension().lastPathComponent
    return names.sorted().filter { $0.hasSuffix(".md") && $0 != "\(module).md" }.compactMap {
      name in
      guard let text = folder.read("\(exerciseArticles)/\(name)") else { return nil }
      var article = CourseArticle(name: String(name.dropLast(3)), markdown: text, prose: prose)
      if article.name == TutorialBuilder.exercisesPage,
        let entries = try? ExerciseTranscript.entries(kit: folder.root)
      {
        article.body += [""] + TutorialMarkup.exerciseList(entries, prose: prose)
      }
      return article
    }
  }

  /// The landing page's screen, the chapters' images, a card for each module's page, and
  /// the tutorials' card (`Cards/Tutorials.svg`), which `Scripts/docs` puts on the API's
  /// landing page: DocC gives a `@Tutorials` page no `@PageImage`.
  @MainActor
  private func art(in folder: LessonFolder, lessons: [String]) async throws(LessonDocsError)
    -> [(String, String)]
  {
    func screen(_ arguments: [String]) async throws(LessonDocsError) -> [String] {
      let run = await calcRender(arguments, folder.root)
      guard run.status == .success else {
        throw .lesson(
          .commandFailed(
            file: "Lessons", line: 0, command: arguments.joined(separator: " "),
            status: run.status, error: run.errors))
      }
      return MarkdownDocument.lines(of: run.output).reversed().drop(while: \.isEmpty).reversed()
    }
    var files = [
      (
        "Resources/\(TutorialMarkup.imageName)",
        ScreenImage.svg(of: try await screen(["--numbers", "1,2,3"]), changed: nil)
      ),
      (
        "Resources/\(TutorialMarkup.reviewImageName)",
        SiteArt.sideBySide(
          [
            ("The seed", try await screen(["--numbers", "1,2", "--layout", "seed"])),
            ("After the review", try await screen(["--numbers", "1,2", "--layout", "grid"])),
          ], colour: "#2f5d8a")
      ),
      (
        "Resources/\(TutorialMarkup.practiseImageName)",
        ScreenImage.terminal(
          ["$ swift run calc-render check 2"]
            + (Self.exerciseOutput("check", 2, in: folder) ?? []))
      ),
    ]
    let cards = SiteArt.cards(screen: try await screen(["--numbers", "1,2", "--width", "30"]))
    files += cards.map { ("Cards/\($0.module).svg", SiteArt.svg($0)) }
    files.append(("Cards/Tutorials.svg", SiteArt.svg(SiteArt.tutorialsCard(lessons: lessons))))
    return files
  }

  /// A lesson's quiz, `Lessons/Quizzes/NN-name.md`, checked against its lesson; `nil` when
  /// the lesson has none.
  private static func quiz(of slug: String, lesson: String, in folder: LessonFolder)
    throws(LessonDocsError) -> Quiz?
  {
    let path = "Lessons/Quizzes/\(slug).md"
    guard let text = folder.read(path) else { return nil }
    let quiz: Quiz
    do throws(ExerciseError) {
      quiz = try Quiz(text, path: path)
    } catch {
      guard case .badQuiz(let file, let line, let problem) = error else {
        throw .quiz(file: path, line: nil, problem: "it cannot be read")
      }
      throw .quiz(file: file, line: line, problem: problem)
    }
    if let problem = quiz.problems(lesson: lesson).first {
      throw .quiz(file: path, line: nil, problem: problem)
    }
    return quiz
  }

  /// A lesson's page name: its file name without `.md`, such as `02-guard`.
  private static func slug(of entry: LessonFolder.Entry) -> String {
    String(entry.path.split(separator: "/").last?.dropLast(3) ?? "")
  }

  /// `Lessons/Glossary.md` as an article: its title, its first paragraph as the introduction.
  @MainActor
  private static func glossary(in folder: LessonFolder, prose: TutorialProse) -> (String, String) {
    let lines = MarkdownDocument.lines(of: folder.read("Lessons/Glossary.md") ?? "")
    let title = lines.first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) } ?? "Glossary"
    var paragraphs = prose.paragraphs(lines.filter { !$0.hasPrefix("# ") })
    let introduction =
      paragraphs.isEmpty ? ["The words the lessons lean on."] : paragraphs.removeFirst()
    let body = Array(paragraphs.map { [""] + $0 }.joined().dropFirst())
    return (
      "\(TutorialMarkup.glossaryName).tutorial",
      TutorialMarkup.glossary(title: title, introduction: introduction, body: body)
    )
  }

  private static func write(_ files: [(String, String)], to output: URL)
    throws(LessonDocsError)
  {
    for (path, text) in files {
      let url = output.appendingPathComponent(path)
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
      } catch {
        throw .cannotWrite(path: url.path, reason: error.localizedDescription)
      }
    }
  }
}
