import Testing

@testable import TextSnapshots

@Suite("Text diff")
struct TextDiffTests {
  @Test(
    "A unified diff names its sides and shows three lines of context",
    arguments: [
      ("a\nb\n", "a\nc\n", "--- old\n+++ new\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n"),
      ("a\n", "a\nb\n", "--- old\n+++ new\n@@ -1,1 +1,2 @@\n a\n+b\n"),
      ("", "x\n", "--- old\n+++ new\n@@ -0,0 +1,1 @@\n+x\n"),
      (
        "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", "1\n2\n3\n4\n5\n6\n7\n8\n9\nten\n",
        "--- old\n+++ new\n@@ -7,4 +7,4 @@\n 7\n 8\n 9\n-10\n+ten\n"
      ),
    ])
  func unified(old: String, new: String, diff: String) {
    #expect(TextDiff.unified(from: old, to: new, names: ("old", "new")) == diff)
  }

  @Test("Equal texts give no diff")
  func equal() {
    #expect(TextDiff.unified(from: "a\n", to: "a\n") == "")
  }

  @Test("Its doc example prints what the doc comment says")
  func docExample() {
    var printed: [String] = []
    func print(_ text: String) { printed.append(text) }
    // lesson:doc-text-diff begin
    print(TextDiff.unified(from: "a\nb\n", to: "a\nc\n", names: ("old", "new")))
    // Prints "--- old\n+++ new\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n"
    // lesson:doc-text-diff end
    #expect(printed == ["--- old\n+++ new\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n"])
  }
}
