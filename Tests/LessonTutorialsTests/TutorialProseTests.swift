import LessonReading
import Testing

@testable import LessonTutorials

@MainActor
@Suite("A lesson's prose made fit for a DocC tutorial")
struct TutorialProseTests {
  @Test(
    "links between lessons become tutorial links, other relative links their text",
    arguments: [
      ("Next: see [3. Reduce](03-reduce.md).", "Next: see <doc:03-reduce>."),
      ("Read the [README](../README.md) first", "Read the README first"),
      ("Figures in [Benchmarks.md](Benchmarks.md)", "Figures in Benchmarks.md"),
      ("[Swift](https://swift.org) and [a](b.md)", "[Swift](https://swift.org) and a"),
      ("an array [1] (not a link)", "an array [1] (not a link)"),
    ])
  func links(line: String, expected: String) {
    #expect(TutorialProse.rewritingLinks(line) == expected)
  }

  @Test("drops the Next: line and blank lines at either end")
  func lines() {
    #expect(
      TutorialProse.lines(["", "A [b](01-b.md).", "", "Next: [2. C](02-c.md)", ""])
        == ["A <doc:01-b>."])
  }

  @Test("splits prose at blank lines, a list staying one paragraph")
  func paragraphs() {
    #expect(
      TutorialProse.paragraphs(["One", "line.", "", "", "- a", "- b", "", "Two:"])
        == [["One", "line."], ["- a", "- b"], ["Two:"]])
  }

  @Test(
    "only running text is a plain paragraph",
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

  @Test("four-space indentation is shown as two; anything else is kept")
  func indentation() {
    #expect(
      TutorialProse.twoSpaceIndented(["if a {", "    b()", "", "        c()", "}"])
        == ["if a {", "  b()", "", "    c()", "}"])
    let twoSpaced = ["if a {", "  b()", "}"]
    #expect(TutorialProse.twoSpaceIndented(twoSpaced) == twoSpaced)
    let mixed = ["if a {", "    b()", "      c()", "}"]
    #expect(TutorialProse.twoSpaceIndented(mixed) == mixed)
  }

  @Test(
    "says where a block's lines come from",
    arguments: [
      (
        LessonBlockKind.source(path: "Sources/A/B.swift", marker: "m"), false,
        "From `Sources/A/B.swift`, between its `lesson:m` markers."
      ),
      (
        .seed(file: "ContentView.swift", lines: 3...9), true,
        "Lines 3–9 of the seed's `Lessons/Seed/ContentView.swift`, "
          + "its four-space indents shown as two."
      ),
      (
        .screen(arguments: ["--numbers", "1,2", "--result", "Сумма чисел: 3"]), false,
        "The screen `swift run calc-render --numbers 1,2 --result 'Сумма чисел: 3'` "
          + "draws with the code as it is."
      ),
      (.illustrative, false, "A sketch: it quotes no file."),
    ])
  func origin(kind: LessonBlockKind, reindented: Bool, expected: String) {
    #expect(TutorialProse.origin(of: kind, reindented: reindented) == expected)
  }
}
