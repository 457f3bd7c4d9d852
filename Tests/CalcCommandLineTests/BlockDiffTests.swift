import Testing

@testable import CalcCommandLine

@Suite("Block diffs")
struct BlockDiffTests {
  @Test(
    "a diff shows removed and added lines with three lines of context",
    arguments: [
      (["a", "b"], ["a", "c"], "--- code\n+++ lesson\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n"),
      (["a"], ["a", "b"], "--- code\n+++ lesson\n@@ -1,1 +1,2 @@\n a\n+b\n"),
      ([], ["x"], "--- code\n+++ lesson\n@@ -0,0 +1,1 @@\n+x\n"),
      (
        ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"],
        ["1", "2", "3", "4", "5", "6", "7", "8", "9", "ten"],
        "--- code\n+++ lesson\n@@ -7,4 +7,4 @@\n 7\n 8\n 9\n-10\n+ten\n"
      ),
      (
        ["x", "1", "2", "3", "4", "5", "6", "7", "y"],
        ["X", "1", "2", "3", "4", "5", "6", "7", "Y"],
        "--- code\n+++ lesson\n@@ -1,4 +1,4 @@\n-x\n+X\n 1\n 2\n 3\n@@ -6,4 +6,4 @@\n 5\n 6\n 7\n-y\n+Y\n"
      ),
    ])
  func diff(code: [String], lesson: [String], text: String) {
    #expect(BlockDiff.text(code: code, lesson: lesson) == text)
  }

  @Test("equal blocks have no diff")
  func equal() {
    #expect(BlockDiff.text(code: ["a"], lesson: ["a"]) == "")
  }
}
