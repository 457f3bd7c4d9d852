import Foundation
import LineDiff
import ProcessRunner
import TestSupport
import Testing

@testable import TextSnapshots

@Suite("Unified diff")
struct UnifiedDiffTests {
  @Test("Separates distant changes into hunks with three lines of context")
  func hunks() {
    let reference = (1...20).map { "line \($0)\n" }.joined()
    let actual = reference.replacingOccurrences(of: "line 2\n", with: "two\n")
      .replacingOccurrences(of: "line 18\n", with: "")
    let diff = TextComparison(reference: reference, actual: actual, kind: .lines).rawDiff()
    #expect(
      diff == """
        --- reference
        +++ actual
        @@ -1,5 +1,5 @@
         line 1
        -line 2
        +two
         line 3
         line 4
         line 5
        @@ -15,6 +15,5 @@
         line 15
         line 16
         line 17
        -line 18
         line 19
         line 20

        """)
  }

  static let patchCases: [(String, String)] = [
    ("a\nb\nc\n", "a\nB\nc\n"),
    ("", "new\nfile\n"),
    ("gone\n", ""),
    ("no newline", "no newline\n"),
    ("x\n", "x"),
    ("\tsp  \n\u{1B}[1m\n", "\tsp \n\u{1B}[1m\nmore\n"),
    (
      (1...40).map { $0 % 5 == 0 ? "+----+\n" : "|    |\n" }.joined(),
      (1...41).map { $0 % 6 == 0 ? "+----+\n" : "|    |\n" }.joined()
    ),
  ]

  @Test(
    "The raw diff applies with patch",
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/patch"),
      "/usr/bin/patch is not installed"),
    arguments: 0..<patchCases.count)
  func patchRoundTrip(_ index: Int) throws {
    let (reference, actual) = Self.patchCases[index]
    let folder = try TemporaryFolder("text-snapshots")
    try folder.write(reference, to: "file.txt")
    try folder.write(
      TextComparison(reference: reference, actual: actual, kind: .lines).rawDiff(),
      to: "change.diff")
    let patch = try ChildProcess(
      "/usr/bin/patch", ["--quiet", "\(folder.path)/file.txt", "\(folder.path)/change.diff"],
      timeLimit: .seconds(60)
    ).run()
    #expect(patch.status == 0, "\(patch.stdout)\(patch.stderr)")
    #expect(folder.read("file.txt") == actual)
  }
}

@Suite("Paired screen rows")
struct UnifiedDiffPairingTests {
  @Test("A change of as many rows on each side reads -old then +new, row by row")
  func pairsEqualCounts() {
    let diff = UnifiedDiff(
      reference: TextLine.split("a\nb\nc\nd\n"), actual: TextLine.split("a\nB\nC\nd\n"))
    #expect(diff.text(pairsRows: true).hasSuffix(" a\n-b\n+B\n-c\n+C\n d\n"))
    #expect(diff.text().hasSuffix(" a\n-b\n-c\n+B\n+C\n d\n"))
  }

  @Test("A change of unequal sizes keeps all deletions first")
  func keepsUnequalCounts() {
    let diff = UnifiedDiff(
      reference: TextLine.split("a\nb\nd\n"), actual: TextLine.split("a\nB\nC\nd\n"))
    #expect(diff.text(pairsRows: true).hasSuffix(" a\n-b\n+B\n+C\n d\n"))
  }
}
