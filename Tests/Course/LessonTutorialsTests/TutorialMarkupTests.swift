import CalcExercises
import Testing

@testable import LessonTutorials

@MainActor
@Suite("Tutorials written as DocC directives")
struct TutorialMarkupTests {
  static let before = LessonTutorial.CodeFile(
    file: "02-guard-1.swift", name: "Model.swift", lines: ["if a { return }"])
  static let after = LessonTutorial.CodeFile(
    file: "02-guard-2.swift", name: "Model.swift", lines: ["guard !a else { return }"])
  static let screen = LessonTutorial.Screen(
    file: "02-guard-screen-1.svg", command: "swift run calc-render --numbers 1", lines: ["[ 1 ]"],
    changedRows: nil)
  static let tutorial = LessonTutorial(
    slug: "02-guard", title: "2. \"Guard\"", introduction: ["`if` becomes `guard`."],
    sections: [
      .init(
        title: "After", introduction: ["The code after."],
        items: [
          .step(
            .init(
              text: "Open the model.", caption: nil,
              media: .code(before, previousFile: nil, preview: screen))),
          .prose(["- a list", "- between steps"]),
          .step(
            .init(
              text: "Replace the `if`.", caption: "The same shape.",
              media: .code(after, previousFile: before.file, preview: nil))),
          .step(.init(text: "Draw it.", caption: nil, media: .screen(screen))),
        ])
    ])

  @Test(
    "A step shows its code with its screen as the preview; a file's later step names its previous one"
  )
  func tutorial() {
    #expect(
      TutorialMarkup.tutorial(Self.tutorial) == """
        @Tutorial(time: 5) {
          @Intro(title: "2. 'Guard'") {
            `if` becomes `guard`.
          }
          @Section(title: "After") {
            @ContentAndMedia {
              The code after.
            }
            @Steps {
              @Step {
                Open the model.

                @Code(name: "Model.swift", file: "02-guard-1.swift", reset: true) {
                  @Image(source: "02-guard-screen-1.svg", alt: "The screen swift run calc-render --numbers 1 draws")
                }
              }
              - a list
              - between steps

              @Step {
                Replace the `if`.

                @Code(name: "Model.swift", file: "02-guard-2.swift", previousFile: "02-guard-1.swift")

                The same shape.
              }
              @Step {
                Draw it.

                @Image(source: "02-guard-screen-1.svg", alt: "The screen swift run calc-render --numbers 1 draws")
              }
            }
          }
        }

        """)
  }

  @Test("The landing page: what the kit is, its ways in, the lessons, the exercises, the glossary")
  func contents() {
    let text = TutorialMarkup.contents(
      [Self.tutorial, Self.tutorial], first: "02-guard",
      articles: ["DoingTheExercises", "LearningToJudge"])
    #expect(text.hasPrefix("@Tutorials(name: \"calc kit\") {\n  @Intro(title: \"calc kit\") {\n"))
    #expect(
      text.contains(
        "[Start the lessons](doc:02-guard) · [Do the exercises](doc:DoingTheExercises) · "
          + "[Add snapshots to your package](doc:/documentation/TextSnapshots/GettingStarted) · "
          + "[Browse the API](/documentation)"))
    #expect(text.contains("@Image(source: \"calc-kit-screen.svg\""))
    #expect(text.contains("@Image(source: \"chapter-review.svg\""))
    #expect(text.contains("@Image(source: \"chapter-practise.svg\""))
    #expect(
      text.contains(
        "    @TutorialReference(tutorial: \"doc:02-guard\")\n"
          + "    @TutorialReference(tutorial: \"doc:02-guard\")\n  }\n"))
    #expect(
      text.hasSuffix(
        "    @TutorialReference(tutorial: \"doc:DoingTheExercises\")\n"
          + "    @TutorialReference(tutorial: \"doc:LearningToJudge\")\n"
          + "    @TutorialReference(tutorial: \"doc:Glossary\")\n  }\n}\n"))
  }

  @Test("An exercises' article is an article of the tutorials: its summary the introduction")
  func article() {
    let article = CourseArticle(
      name: "DoingTheExercises",
      markdown: """
        # Doing `the` exercises

        Edit, check.

        ## Overview

        ```sh source=x
        swift run calc-render check
        ```

        ### Status: `--json`

        See lesson 2.
        """, prose: TutorialProse(slugs: [2: "02-guard"]))
    #expect(
      TutorialMarkup.article(article) == """
        @Article(time: 3) {
          @Intro(title: "Doing the exercises") {
            Edit, check.
          }

          ```sh
          swift run calc-render check
          ```

          ### Status: --json

          See [lesson 2](doc:02-guard).
        }

        """)
  }

  @Test("The exercises page lists every exercise and drill with its lessons and its check")
  func exerciseList() {
    let entries = [
      ExerciseTranscript.Entry(
        number: 2, heading: "Exercise 2 · Guard", lessons: [2, 9], summary: "Use `guard`.",
        isDrill: false, files: []),
      ExerciseTranscript.Entry(
        number: 11, heading: "Drill 11 · Strings", lessons: [8], summary: "Review.",
        isDrill: true, files: []),
    ]
    #expect(
      TutorialMarkup.exerciseList(entries, prose: TutorialProse(slugs: [2: "02-guard"])) == [
        "## Every exercise", "",
        "- **Exercise 2 · Guard** ([lesson 2](doc:02-guard), lesson 9): Use `guard`. "
          + "`swift run calc-render check 2`",
        "", "## Every drill", "",
        "- **Drill 11 · Strings** (lesson 8): Review. `swift run calc-render check 11`",
      ])
  }

  @Test("The glossary is an article: an introduction, then its words")
  func glossary() {
    #expect(
      TutorialMarkup.glossary(
        title: "Glossary", introduction: ["The words."],
        body: ["**Actor.** A type.", "", "**Main.**"])
          == """
          @Article(time: 3) {
            @Intro(title: "Glossary") {
              The words.
            }

            **Actor.** A type.

            **Main.**
          }

          """)
  }

  @Test("A code file is its lines, each ending in a line break")
  func code() {
    #expect(TutorialMarkup.code(Self.after) == "guard !a else { return }\n")
  }

  @Test(
    "A quiz becomes assessments: a choice per answer, each justified, with what the lesson says")
  func assessments() {
    let quiz = Quiz(
      lesson: 2, title: "Guard",
      questions: [
        .init(
          text: "What does `guard` check?", lessonSays: "the `else` branch leaves",
          answers: [
            .init(text: "That the `else` leaves.", isRight: true, justification: "It must."),
            .init(text: "Nothing.", isRight: false, justification: "It checks the `else`."),
          ], line: 3)
      ])
    #expect(
      TutorialAssessments.markup(quiz).joined(separator: "\n") == """
          @Assessments {
            @MultipleChoice {
              What does `guard` check?

              @Choice(isCorrect: true) {
                That the `else` leaves.

                @Justification(reaction: "That's right!") {
                  It must.

                  The lesson says: “the `else` branch leaves”
                }
              }

              @Choice(isCorrect: false) {
                Nothing.

                @Justification(reaction: "Not quite.") {
                  It checks the `else`.

                  The lesson says: “the `else` branch leaves”
                }
              }
            }
          }
        """)
    #expect(TutorialMarkup.tutorial(Self.tutorial, quiz: quiz).hasSuffix("    }\n  }\n}\n"))
    #expect(!TutorialMarkup.tutorial(Self.tutorial).contains("@Assessments"))
  }
}
