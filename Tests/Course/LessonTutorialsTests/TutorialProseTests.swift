import LessonReading
import Testing

@testable import LessonTutorials

@MainActor
@Suite("A lesson's prose made fit for a DocC tutorial")
struct TutorialProseTests {
  @Test(
    "Links between lessons become tutorial links, other relative links their text",
    arguments: [
      ("See [3. Reduce](03-reduce.md).", "See [3. Reduce](doc:03-reduce)."),
      ("the [glossary](Glossary.md)", "the [glossary](doc:Glossary)"),
      ("Read the [README](../README.md) first", "Read the README first"),
      ("Figures in [Benchmarks.md](Benchmarks.md)", "Figures in Benchmarks.md"),
      ("[Swift](https://swift.org) and [a](b.md)", "[Swift](https://swift.org) and a"),
      ("an array [1] (not a link)", "an array [1] (not a link)"),
      (
        "[start](../Sources/Library/TextSnapshots/TextSnapshots.docc/GettingStarted.md)",
        "[start](doc:/documentation/TextSnapshots/GettingStarted)"
      ),
      (
        "[do them](../Sources/Course/CalcExercises/CalcExercises.docc/DoingTheExercises.md)",
        "[do them](doc:DoingTheExercises)"
      ),
    ])
  func links(line: String, expected: String) {
    #expect(TutorialProse.rewritingLinks(line) == expected)
  }

  let prose = TutorialProse(slugs: [4: "04-observation", 9: "09-time"])

  @Test("Drops the Next: paragraph, all its lines, and blank lines at either end")
  func lines() {
    let lines = [
      "", "A [b](01-b.md).", "", "Next: [2. C](02-c.md), or the", "[README](../README.md).", "",
    ]
    #expect(prose.lines(lines) == ["A [b](doc:01-b)."])
  }

  @Test(
    "A lesson named in running text becomes a link to it; in code or a link it stays",
    arguments: [
      ("lesson 4 explains that bug", "[lesson 4](doc:04-observation) explains that bug"),
      ("(Lesson 9).", "([Lesson 9](doc:09-time))."),
      ("`lesson 5`", "`lesson 5`"),
      ("[see lesson 4](doc:04-observation)", "[see lesson 4](doc:04-observation)"),
      ("lesson 8 and lessons", "lesson 8 and lessons"),
      ("lesson 55", "lesson 55"),
    ])
  func mentions(line: String, expected: String) {
    #expect(prose.linkingMentions(line) == expected)
  }

  @Test("Splits prose at blank lines, a list staying one paragraph")
  func paragraphs() {
    #expect(
      prose.paragraphs(["One", "line.", "", "", "- a", "- b", "", "Two:"])
        == [["One", "line."], ["- a", "- b"], ["Two:"]])
  }

  @Test(
    "Only running text is a plain paragraph",
    arguments: [
      (["Some text,", "on two lines."], true),
      (["- a bullet"], false),
      (["1. a step"], false),
      (["> a quote"], false),
      (["| a | table |"], false),
      (["Text", "- then a list"], false),
      (["2024 was a year."], true),
    ])
  func plain(paragraph: [String], isPlain: Bool) {
    #expect(TutorialProse.isPlainParagraph(paragraph) == isPlain)
  }

  @Test("Four-space indentation is shown as two; anything else is kept")
  func indentation() {
    #expect(
      TutorialProse.twoSpaceIndented(["if a {", "    b()", "", "        c()", "}"])
        == ["if a {", "  b()", "", "    c()", "}"])
    let twoSpaced = ["if a {", "  b()", "}"]
    #expect(TutorialProse.twoSpaceIndented(twoSpaced) == twoSpaced)
    let mixed = ["if a {", "    b()", "      c()", "}"]
    #expect(TutorialProse.twoSpaceIndented(mixed) == mixed)
  }
}
