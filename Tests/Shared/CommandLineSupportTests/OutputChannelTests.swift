import Foundation
import Testing

@testable import CommandLineSupport

@Suite("Output channel")
struct OutputChannelTests {
  @Test(
    "Keeps the first failed write instead of trapping, and writes nothing after it",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
  func fullDisk() throws {
    let handle = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let channel = OutputChannel(handle: handle, stream: "standard output")
    #expect(channel.failure == nil)
    channel.write("a screen\n")
    channel.write("another\n")
    #expect(
      channel.failure
        == WriteFailure(stream: "standard output", reason: "No space left on device"))
  }

  @Test("Writes text that arrives while nothing has failed")
  func writes() throws {
    let pipe = Pipe()
    let channel = OutputChannel(handle: pipe.fileHandleForWriting, stream: "standard output")
    channel.write("one ")
    channel.write("")
    channel.write("two\n")
    try pipe.fileHandleForWriting.close()
    let data = try pipe.fileHandleForReading.readToEnd() ?? Data()
    #expect(String(decoding: data, as: UTF8.self) == "one two\n")
    #expect(channel.failure == nil)
  }
}
