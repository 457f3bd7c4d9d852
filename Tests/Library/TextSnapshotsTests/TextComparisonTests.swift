import Testing

@testable import TextSnapshots

@Suite("Text comparison verdicts")
struct TextComparisonTests {
  static let screen = """
    +--------+
    | 12     |
    |        |
    | 1 2 3  |
    +--------+

    """

  @Test("Equal texts pass")
  func equalTexts() {
    #expect(TextComparison(reference: "a\nb\n", actual: "a\nb\n", kind: .lines).failure() == nil)
  }

  @Test("CRLF in the reference is read as LF, so equal content passes")
  func crlfOnly() {
    #expect(
      TextComparison(reference: "a\r\nb\r\n", actual: "a\nb\n", kind: .lines).failure() == nil)
  }

  @Test("A one-line change in lines gives a count verdict and a hunk")
  func oneLineChange() {
    let failure = TextComparison(
      reference: "one\ntwo\nthree\n", actual: "one\n2\nthree\n", kind: .lines
    ).failure()
    #expect(
      failure == """
        Snapshot does not match reference: 1 of 3 lines differs.
        --- reference
        +++ actual
        @@ -1,3 +1,3 @@
         one
        -two
        +2
         three

        """)
  }

  @Test("A difference on top of CRLF says the line endings were normalised")
  func crlfAndChange() {
    let failure = TextComparison(reference: "a\r\nb\r\n", actual: "a\nc\n", kind: .lines)
      .failure()
    let verdict =
      "Snapshot does not match reference: 1 of 2 lines differs. "
      + "CRLF line endings in the reference were read as LF."
    #expect(failure?.hasPrefix(verdict + "\n") == true)
  }

  @Test("Trailing whitespace alone is named, and shown with middle dots")
  func trailingWhitespace() {
    let failure = TextComparison(reference: "a\nb\n", actual: "a  \nb\n", kind: .lines)
      .failure()
    #expect(
      failure == """
        Snapshot does not match reference: differs only in trailing whitespace.
        --- reference
        +++ actual
        @@ -1,2 +1,2 @@
        -a
        +a··
         b

        """)
  }

  @Test("A missing final newline is named, and marked as diff does")
  func finalNewline() {
    let failure = TextComparison(reference: "a\n", actual: "a", kind: .lines).failure()
    #expect(
      failure == """
        Snapshot does not match reference: differs only in the final newline.
        --- reference
        +++ actual
        @@ -1,1 +1,1 @@
        -a
        +a
        \\ No newline at end of file

        """)
  }

  @Test("Tabs, escapes and carriage returns are made visible")
  func invisibleCharacters() {
    #expect(VisibleCharacters.show("\ta\u{1B}[0m\r  ") == "→a␛[0m␍··")
    #expect(VisibleCharacters.show("a b") == "a b")
  }

  @Test("A screen of another size names both sizes")
  func screenSize() {
    let failure = TextComparison(
      reference: Self.screen, actual: Self.screen + "extra\n", kind: .screen
    ).failure()
    #expect(
      failure?.split(separator: "\n").first
        == "Snapshot does not match reference: 10×5 screen vs 10×6 screen.")
  }

  @Test("A one-row change in a screen shows the diff and both screens side by side")
  func screenRowChange() {
    let actual = Self.screen.replacingOccurrences(of: "| 12 ", with: "| 13 ")
    let failure = TextComparison(reference: Self.screen, actual: actual, kind: .screen).failure()
    #expect(
      failure == """
        Snapshot does not match reference: 1 of 5 rows differs (10×5 screen).
        --- reference
        +++ actual
        @@ -1,5 +1,5 @@
         +--------+
        -| 12     |
        +| 13     |
         |        |
         | 1 2 3  |
         +--------+

          reference  | actual
          +--------+ | +--------+
        > | 12     | | | 13     |
             ^       |    ^
          |        | | |        |
          | 1 2 3  | | | 1 2 3  |
          +--------+ | +--------+

        """)
  }
}
