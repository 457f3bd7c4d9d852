import Foundation
import TestSupport
import Testing

@testable import TextSnapshots

/// The pieces a matching assertion runs through on its fast path, each held to what the
/// slower code it replaced answered.
@Suite("A matching snapshot's fast path")
struct VerifyFastPathTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder("text-snapshots")
  }

  @Test(
    "A file is read whole, empty or larger than one read, whatever its size said",
    arguments: [0, 1, 40 * 41, 70_000])
  func readsWhole(size: Int) throws {
    let text = String((0..<size).map { index in Character(index % 41 == 40 ? "\n" : "ж") })
    try folder.write(text, to: "r.txt")
    let data = try #require(try AtomicFile.readData(folder.path + "/r.txt"))
    #expect(data == Data(text.utf8))
    #expect(try AtomicFile.readData(folder.path + "/missing.txt") == nil)
  }

  @Test(
    "The bytes of a reference hold a text only when they are exactly its UTF-8",
    arguments: [
      ("", "", true), ("a\n", "a\n", true), ("Сумма\n", "Сумма\n", true), ("a\n", "b\n", false),
      ("a\n", "a", false), ("", "a", false), ("a\r\n", "a\n", false),
    ])
  func holds(reference: String, text: String, expected: Bool) {
    #expect(SnapshotAssertion<String>.holds(Data(reference.utf8), text) == expected)
  }

  @Test(
    "The first and last separator are found as a walk over the bytes finds them",
    arguments: ["", "/", "a/b/c.txt", "no separator", "Сумма/чисел/x", "//"])
  func separators(text: String) {
    let text = Substring(text)
    #expect(SnapshotLocation.firstIndex(of: "/", in: text) == text.firstIndex(of: "/"))
    #expect(SnapshotLocation.lastIndex(of: "/", in: text) == text.lastIndex(of: "/"))
  }

  @Test("A name with a NUL byte or any byte outside the kept ones is sanitised")
  func keptASCII() {
    #expect(SnapshotLocation.sanitised("a\u{0}b") == "a_b")
    #expect(SnapshotLocation.sanitised("showsTotal.empty-1_2") == "showsTotal.empty-1_2")
    #expect(SnapshotLocation.sanitised("a b") == "a_b")
  }

  @Test("A running test's identity is the same whether made anew or kept", arguments: [1, 2])
  func keptIdentity(_ argument: Int) throws {
    let test = try #require(Test.current)
    let made = SnapshotTestIdentity(test, fileID: #fileID)
    #expect(SnapshotTestIdentity.of(test, fileID: #fileID) == made)
    #expect(SnapshotTestIdentity.of(test, fileID: #fileID) == made)
    #expect(made.function == "keptIdentity")
    #expect(SnapshotTestIdentity.of(test, fileID: "Other/File.swift").suite == made.suite)
  }
}
