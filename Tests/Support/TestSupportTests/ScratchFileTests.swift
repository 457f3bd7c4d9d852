import Foundation
import Testing

@testable import TestSupport

@Suite("Scratch files")
struct ScratchFileTests {
  @Test("Writes a file in folders it makes, and a shorter text replaces a longer one whole")
  func writes() async throws {
    try await TestPackage.withTemporaryPackage([:]) { root in
      let url = root.appendingPathComponent("a/b/c.txt")
      try ScratchFile.write("first, longer text\n", to: url)
      #expect(try String(contentsOf: url, encoding: .utf8) == "first, longer text\n")
      try ScratchFile.write("Сумма\n", to: url)
      #expect(try String(contentsOf: url, encoding: .utf8) == "Сумма\n")
    }
  }

  @Test("A file it cannot make is an error that names it")
  func namesWhatFails() async throws {
    try await TestPackage.withTemporaryPackage([:]) { root in
      let folder = root.appendingPathComponent("folder")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let error = #expect(throws: (any Error).self) {
        try ScratchFile.write("text\n", to: folder)
      }
      #expect(error.map { "\($0)" }?.contains("folder") == true)
    }
  }
}
