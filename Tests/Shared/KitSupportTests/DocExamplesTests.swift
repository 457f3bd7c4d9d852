import Foundation
import TestSupport
import Testing

@testable import KitSupport

/// Every Swift example in KitSupport's doc comments, compiled and run here.
///
/// Each example is a `lesson:doc-…` slice of this file; the doc-example check
/// in `LessonCheckingTests` holds every doc comment's example equal to a
/// slice. `print` here records instead of writing.
@Suite("KitSupport's doc examples")
struct DocExamplesTests: DocExampleSuite {
  let printed = Printed()

  @Test("Locked")
  func locked() {
    // lesson:doc-locked begin
    let count = Locked(0)
    count.withLock { $0 += 1 }
    print(count.withLock { $0 })
    // Prints "1"
    // lesson:doc-locked end
    #expect(printed.lines == ["1"])
  }

  @Test("SplitMix64 from a seed")
  func splitMix() {
    // lesson:doc-split-mix begin
    var random = SplitMix64(seed: 0)
    print(String(random.next(), radix: 16))
    // Prints "e220a8397b1dcdaf", SplitMix64's first number from 0 everywhere
    // lesson:doc-split-mix end
    #expect(printed.lines == ["e220a8397b1dcdaf"])
  }

  @Test("PackageRoot.find(from:holding:) walks up to the kit's folder")
  func packageRoot() throws {
    // lesson:doc-package-root begin
    let here = URL(fileURLWithPath: #filePath)
    if let root = PackageRoot.find(from: [here], holding: ["Lessons/"]) {
      print(root.appendingPathComponent("Lessons").path)
    }
    // lesson:doc-package-root end
    let lessons = try #require(printed.lines.first)
    #expect(FileManager.default.fileExists(atPath: lessons + "/../Package.swift"))
    #expect(lessons.hasSuffix("/Lessons"))
    #expect(here.path.hasPrefix(String(lessons.dropLast("Lessons".count))))
  }
}
