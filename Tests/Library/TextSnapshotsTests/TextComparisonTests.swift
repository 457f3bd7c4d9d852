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

  @Test("CRLF texts are compared exactly: equal ones pass, CRLF against LF fails")
  func crlfExact() {
    #expect(
      TextComparison(reference: "a\r\nb\r\n", actual: "a\r\nb\r\n", kind: .lines).failure()
        == nil)
    #expect(
      TextComparison(reference: "a\r\nb\r\n", actual: "a\nb\n", kind: .lines).failure() != nil)
  }

  @Test("Texts are compared by scalar: lines that look alike show their scalars")
  func canonicallyEquivalent() {
    let failure = TextComparison(
      reference: "a\ncaf\u{E9}\n", actual: "a\ncafe\u{301}\n", kind: .lines
    ).failure()
    #expect(
      failure == """
        Snapshot does not match reference: 1 of 2 lines differs.
        --- reference
        +++ actual
        @@ -1,2 +1,2 @@
         a
        -caf<U+00E9>
        +cafe<U+0301>

        """)
    #expect(TextDiff.unified(from: "\u{C5}", to: "A\u{30A}") != "")
  }

  @Test("Spaces other than U+0020 and invisible characters are marked in a diff")
  func hiddenCharacters() {
    #expect(VisibleCharacters.show("foo\u{A0}bar") == "foo<U+00A0>bar")
    #expect(VisibleCharacters.show("zero\u{200B}width\u{3000}") == "zero<U+200B>width<U+3000>")
    #expect(VisibleCharacters.show("a\u{200D}") == "a<U+200D>")
    #expect(VisibleCharacters.show("👩‍👧 é 日本") == "👩‍👧 é 日本")
    let failure = TextComparison(reference: "foo bar\n", actual: "foo\u{A0}bar\n", kind: .lines)
      .failure()
    #expect(failure?.contains("-foo bar\n+foo<U+00A0>bar\n") == true)
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

  @Test("A CRLF text's hunk counts its lines, and a change on top of CRLF is a line change")
  func crlfAndChange() {
    let failure = TextComparison(
      reference: "GET / HTTP/1.1\r\nHost: x\r\n\r\n", actual: "GET / HTTP/1.1\r\nHost: y\r\n\r\n",
      kind: .lines
    ).failure()
    #expect(
      failure == """
        Snapshot does not match reference: 1 of 3 lines differs.
        --- reference
        +++ actual
        @@ -1,3 +1,3 @@
         GET / HTTP/1.1␍
        -Host: x␍
        +Host: y␍
         ␍

        """)
  }

  @Test("Mixed line endings against LF differ only in line endings, ␍ on the CRLF lines alone")
  func mixedLineEndings() {
    let failure = TextComparison(reference: "a\nb\nc\n", actual: "a\nb\r\nc\n", kind: .lines)
      .failure()
    #expect(
      failure == """
        Snapshot does not match reference: differs only in line endings (CRLF and LF; ␍ marks each carriage return). If git converts line endings on checkout, add 'Snapshots/** -text' to .gitattributes.
        --- reference
        +++ actual
        @@ -1,3 +1,3 @@
         a
        -b
        +b␍
         c

        """)
  }

  @Test("A carriage return at the end of an unterminated line is a change, not a line ending")
  func carriageReturnAtTheEnd() {
    let failure = TextComparison(reference: "a\r", actual: "a", kind: .lines).failure()
    #expect(
      failure?.hasPrefix("Snapshot does not match reference: 1 of 1 lines differs.\n") == true)
    #expect(failure?.contains("-a␍\n\\ No newline at end of file\n+a\n") == true)
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
