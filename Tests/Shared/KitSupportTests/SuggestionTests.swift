import Testing

@testable import KitSupport

@Suite("Suggestions")
struct SuggestionTests {
  @Test(
    "Measures edit distance",
    arguments: [
      ("", "", 0), ("", "abc", 3), ("width", "widht", 1), ("kitten", "sitting", 3),
      ("entry", "entyr", 1),
      ("ca", "abc", 3),
    ]
      as [(String, String, Int)])
  func distance(a: String, b: String, expected: Int) {
    #expect(Suggestion.distance(a, b) == expected)
    #expect(Suggestion.distance(b, a) == expected)
  }

  @Test(
    "Suggests only near misses",
    arguments: [
      ("--widht", "--width"), ("--layuot", "--layout"), ("--STYLE", "--style"),
      ("--x", nil), ("--frobnicate", nil),
    ] as [(String, String?)])
  func nearMisses(word: String, suggestion: String?) {
    let candidates = ["--width", "--layout", "--style", "--state"]
    #expect(Suggestion.closest(to: word, in: candidates) == suggestion)
  }
}
