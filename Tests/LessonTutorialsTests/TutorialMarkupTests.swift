import Testing

@testable import LessonTutorials

@MainActor
@Suite("Tutorials written as DocC directives")
struct TutorialMarkupTests {
  static let before = LessonTutorial.CodeFile(
    file: "02-guard-1.swift", name: "ContentView.swift", lines: ["if a { return }"],
    origin: "From the seed.")
  static let after = LessonTutorial.CodeFile(
    file: "02-guard-2.swift", name: "Model.swift", lines: ["guard !a else { return }"],
    origin: "From the kit.")
  static let tutorial = LessonTutorial(
    slug: "02-guard", title: "2. \"Guard\"", introduction: ["`if` becomes `guard`."],
    sections: [
      .init(
        title: "Before", introduction: ["The code as the review found it."],
        items: [.step(.init(text: "From the seed.", caption: nil, code: before, previousFile: nil))]
      ),
      .init(
        title: "After", introduction: ["The code after."],
        items: [
          .prose(["- a list", "- between steps"]),
          .step(
            .init(
              text: "The same shape:", caption: "From the kit.", code: after,
              previousFile: "02-guard-1.swift")),
        ]),
    ])

  @Test(
    "a tutorial has an intro, and a section with steps per heading; After names its previous file")
  func tutorial() {
    #expect(
      TutorialMarkup.tutorial(Self.tutorial) == """
        @Tutorial(time: 5) {
          @Intro(title: "2. 'Guard'") {
            `if` becomes `guard`.
          }
          @Section(title: "Before") {
            @ContentAndMedia {
              The code as the review found it.
            }
            @Steps {
              @Step {
                From the seed.

                @Code(name: "ContentView.swift", file: "02-guard-1.swift", reset: true)
              }
            }
          }
          @Section(title: "After") {
            @ContentAndMedia {
              The code after.
            }
            @Steps {
              - a list
              - between steps

              @Step {
                The same shape:

                @Code(name: "Model.swift", file: "02-guard-2.swift", previousFile: "02-guard-1.swift")

                From the kit.
              }
            }
          }
        }

        """)
  }

  @Test("the table of contents references every tutorial in order, under a chapter image")
  func contents() {
    let text = TutorialMarkup.contents([Self.tutorial, Self.tutorial])
    #expect(text.hasPrefix("@Tutorials(name: \"Calc Kit Lessons\") {\n"))
    #expect(text.contains("2 lessons walk from"))
    #expect(text.contains("@Image(source: \"lessons-screen.svg\""))
    #expect(
      text.contains(
        "    @TutorialReference(tutorial: \"doc:02-guard\")\n"
          + "    @TutorialReference(tutorial: \"doc:02-guard\")\n  }\n}\n"))
  }

  @Test("a screen becomes SVG text, one line per row, with markup characters escaped")
  func image() {
    let svg = TutorialMarkup.image(of: ["+--+", "|<&>|"])
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"69\" height=\"56\""))
    #expect(svg.contains(">+--+</text>"))
    #expect(svg.contains(">|&lt;&amp;&gt;|</text>"))
  }

  @Test("a code file is its lines, each ending in a line break")
  func code() {
    #expect(TutorialMarkup.code(Self.after) == "guard !a else { return }\n")
  }
}
