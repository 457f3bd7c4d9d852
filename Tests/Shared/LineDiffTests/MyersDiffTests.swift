import TestSupport
import Testing

@testable import KitSupport
@testable import LineDiff

@Suite("Myers diff")
struct MyersDiffTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var reference: String
    var actual: String
    var edits: Int
    var testDescription: String { "\(reference) → \(actual)" }
  }

  static let cases: [Case] = [
    Case(reference: "", actual: "", edits: 0),
    Case(reference: "", actual: "abc", edits: 3),
    Case(reference: "abc", actual: "", edits: 3),
    Case(reference: "abc", actual: "abc", edits: 0),
    Case(reference: "a", actual: "b", edits: 2),
    Case(reference: "abcabba", actual: "cbabac", edits: 5),
    Case(reference: "abcdef", actual: "abxdef", edits: 2),
    Case(reference: "aaaa", actual: "aa", edits: 2),
    Case(reference: "abab", actual: "baba", edits: 2),
    Case(reference: "xaxbxcx", actual: "xxx", edits: 4),
    Case(reference: "abcdefgh", actual: "hgfedcba", edits: 14),
  ]

  @Test("Finds the minimal number of edits", arguments: cases)
  func minimalEdits(_ example: Case) {
    let edits = MyersDiff.edits(from: Array(example.reference), to: Array(example.actual))
    #expect(edits.count(where: { !$0.isEqual }) == example.edits)
    #expect(
      apply(edits, reference: Array(example.reference), actual: Array(example.actual))
        == Array(example.actual))
  }

  @Test("Matches a longest-common-subsequence count on random inputs")
  func agreesWithDynamicProgramming() {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<300 {
      let reference = (0..<Int(generator.next() % 12)).map { _ in generator.next() % 3 }
      let actual = (0..<Int(generator.next() % 12)).map { _ in generator.next() % 3 }
      let edits = MyersDiff.edits(from: reference, to: actual)
      let expected = reference.count + actual.count - 2 * lcs(reference, actual)
      #expect(edits.count(where: { !$0.isEqual }) == expected, "\(reference) → \(actual)")
      #expect(apply(edits, reference: reference, actual: actual) == actual)
    }
  }

  @Test("Diffs ten thousand screen-like lines with many repeats")
  func largeRepetitiveInput() {
    let border = "+" + String(repeating: "-", count: 38) + "+"
    let blank = "|" + String(repeating: " ", count: 38) + "|"
    let reference = (0..<10_000).map {
      $0 % 25 == 0 ? border : ($0 % 7 == 0 ? "| row \($0) |" : blank)
    }
    var actual = reference
    actual[17] = "| changed |"
    actual.remove(at: 5_000)
    actual.insert(blank, at: 9_000)
    let edits = MyersDiff.edits(from: reference, to: actual)
    #expect(edits.count(where: { !$0.isEqual }) <= 4)
    #expect(apply(edits, reference: reference, actual: actual) == actual)
  }

  @Test("Replaces everything when nothing is shared, without quadratic memory")
  func nothingShared() {
    let reference = (0..<3_000).map { "a\($0)" }
    let actual = (0..<3_000).map { "b\($0)" }
    let edits = MyersDiff.edits(from: reference, to: actual)
    #expect(edits.count == 6_000)
  }

  @Test("Set-aside elements found in only one sequence keep the script minimal")
  func agreesWithDynamicProgrammingOnWideAlphabets() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<300 {
      let reference = (0..<Int(generator.next() % 14)).map { _ in generator.next() % 9 }
      let actual = (0..<Int(generator.next() % 14)).map { _ in generator.next() % 9 }
      let result = MyersDiff.diff(from: reference, to: actual, costLimit: nil)
      let expected = reference.count + actual.count - 2 * lcs(reference, actual)
      #expect(result.isMinimal)
      #expect(result.edits.count(where: { !$0.isEqual }) == expected, "\(reference) → \(actual)")
      #expect(apply(result.edits, reference: reference, actual: actual) == actual)
    }
  }

  @Test("With a cost limit the script is still correct, and says when it is not minimal")
  func costLimit() {
    var generator = SplitMix64(seed: 11)
    var coarse = 0
    for _ in 0..<300 {
      let reference = (0..<Int(generator.next() % 40)).map { _ in generator.next() % 3 }
      let actual = (0..<Int(generator.next() % 40)).map { _ in generator.next() % 3 }
      let result = MyersDiff.diff(from: reference, to: actual, costLimit: 2)
      let minimal = reference.count + actual.count - 2 * lcs(reference, actual)
      let count = result.edits.count(where: { !$0.isEqual })
      #expect(apply(result.edits, reference: reference, actual: actual) == actual)
      #expect(result.isMinimal ? count == minimal : count >= minimal)
      if !result.isMinimal { coarse += 1 }
    }
    #expect(coarse > 100)
  }

  /// Wholly different inputs cost no search: lines only one side has are dropped first.
  ///
  /// 4,000 lines a side already need 8,000 steps, far past the cost limit of 256, so a
  /// plain run catches a diff that searches them; the complete run keeps 32,000.
  @Test(
    "Wholly different lines are all replaced, exactly and at once: 4,000, 32,000 in the complete run"
  )
  func whollyDifferentLargeFiles() {
    let count = EndToEnd.isEnabled ? 32_000 : 4_000
    let reference = (0..<count).map { "a\($0)" }
    let actual = (0..<count).map { "b\($0)" }
    let result = MyersDiff.diff(from: reference, to: actual, costLimit: 256)
    #expect(result.isMinimal)
    #expect(result.edits.count == 2 * count)
    #expect(result.edits.allSatisfy { !$0.isEqual })
  }

  /// Two random texts of four letters differ in about a third of their lines, so 2,000
  /// lines a side already need far more than the 256 steps of the cost limit; the
  /// complete run keeps 8,000.
  @Test(
    "Lines from a small alphabet stop at the cost limit with a correct script: 2,000, 8,000 in the complete run"
  )
  func largeFilesStopAtTheCostLimit() {
    let count = EndToEnd.isEnabled ? 8_000 : 2_000
    var generator = SplitMix64(seed: 3)
    let reference = (0..<count).map { _ in generator.next() % 4 }
    let actual = (0..<count).map { _ in generator.next() % 4 }
    let result = MyersDiff.diff(
      from: reference, to: actual, costLimit: MyersDiff.defaultCostLimit(2 * count))
    #expect(!result.isMinimal)
    #expect(apply(result.edits, reference: reference, actual: actual) == actual)
    #expect(result.edits.count(where: \.isEqual) > count / 2)
  }

  private func apply<Element>(_ edits: [DiffEdit], reference: [Element], actual: [Element])
    -> [Element]
  {
    edits.compactMap { edit in
      switch edit {
      case .equal(let index, _): reference[index]
      case .insert(let index): actual[index]
      case .delete: nil
      }
    }
  }

  private func lcs<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in a.indices {
      for j in b.indices {
        table[i + 1][j + 1] = a[i] == b[j] ? table[i][j] + 1 : max(table[i][j + 1], table[i + 1][j])
      }
    }
    return table[a.count][b.count]
  }
}

@Suite("Deletions before insertions")
struct DeletionsFirstTests {
  @Test("Within a change, deletions come before insertions; equal lines stay put")
  func reorders() {
    let edits: [DiffEdit] = [
      .equal(reference: 0, actual: 0), .insert(actual: 1), .delete(reference: 1),
      .insert(actual: 2), .delete(reference: 2), .equal(reference: 3, actual: 3),
      .insert(actual: 4), .delete(reference: 4),
    ]
    #expect(
      MyersDiff.deletionsFirst(edits) == [
        .equal(reference: 0, actual: 0), .delete(reference: 1), .delete(reference: 2),
        .insert(actual: 1), .insert(actual: 2), .equal(reference: 3, actual: 3),
        .delete(reference: 4), .insert(actual: 4),
      ])
  }

  @Test("A diff's changes never put an insertion before a deletion of the same change")
  func diffOrder() {
    let edits = MyersDiff.edits(from: ["a", "b", "c", "d"], to: ["x", "b", "y", "z", "d"])
    for (first, second) in zip(edits, edits.dropFirst()) {
      if case .insert = first, case .delete = second { Issue.record("insert before delete") }
    }
  }
}
