import Foundation
import TestSupport
import Testing

@testable import InlineTextSnapshots
@testable import TextSnapshots

@Suite("The toolchain's parser judges every rewrite")
struct SwiftParserTests {
  @Test("swiftc is looked for in SWIFT_EXEC, beside the runtime, through xcrun, then on PATH")
  func locates() {
    let programs: Set<String> = [
      "/exec/swiftc", "/toolchain/usr/bin/swiftc", "/xcode/swiftc", "/b/swiftc",
    ]
    func locate(_ environment: [String: String], runtime: String? = nil, xcrun: String? = nil)
      -> Result<String, InlineSnapshotError>
    {
      SwiftParser.locate(
        environment: environment, runtime: runtime, xcrun: { xcrun },
        isExecutable: programs.contains)
    }
    let runtime = "/toolchain/usr/lib/swift/linux/libswiftCore.so"
    #expect(locate(["SWIFT_EXEC": "/exec/swiftc"], runtime: runtime) == .success("/exec/swiftc"))
    #expect(locate(["PATH": "/b"], runtime: runtime) == .success("/toolchain/usr/bin/swiftc"))
    #expect(locate(["PATH": "/b"], xcrun: "/xcode/swiftc") == .success("/xcode/swiftc"))
    #expect(locate(["PATH": "/a:/b"]) == .success("/b/swiftc"))
    #expect(
      locate(["SWIFT_EXEC": "/nothing"])
        == .failure(.noCompiler(searched: "at SWIFT_EXEC, '/nothing', which is no program")))
    #expect(
      locate(["PATH": "/a"], runtime: "/other/usr/lib/swift/linux/libswiftCore.so")
        == .failure(
          .noCompiler(
            searched: "beside the Swift runtime, at /other/usr/bin/swiftc and on PATH")))
  }

  @Test("On Linux the runtime this process loaded is found, and a swiftc beside it")
  func runtime() throws {
    #if os(Linux)
      let runtime = try #require(SwiftParser.loadedRuntime())
      #expect(runtime.hasSuffix("/usr/lib/swift/linux/libswiftCore.so"))
      #expect(
        SwiftParser.locate(environment: [:], runtime: runtime, xcrun: { nil })
          == .success(
            URL(fileURLWithPath: runtime).deletingLastPathComponent().deletingLastPathComponent()
              .deletingLastPathComponent().deletingLastPathComponent()
              .appendingPathComponent("bin/swiftc").path))
    #else
      #expect(SwiftParser.loadedRuntime() == nil)
    #endif
  }

  @Test("Without a swiftc, every rewrite is refused and the refusal says where it looked")
  func noCompiler() {
    let parser = SwiftParser(compiler: .failure(.noCompiler(searched: "on PATH")))
    let refusal = parser.check(Array("let a = 1\n".utf8), [], "T.swift")
    #expect(
      refusal?.text
        == "cannot find swiftc to check the rewritten file (looked on PATH), and the library "
        + "writes no Swift the compiler has not read; set SWIFT_EXEC to the swiftc of your "
        + "toolchain. The file was left alone.")
  }

  @Test("The toolchain's swiftc passes Swift with regex literals and rejects a broken rewrite")
  func parses() throws {
    let parser = SwiftParser.toolchain
    let good = Array("let r = /[(]\\)/\nfunc f() { _ = \"\\(g() { \"a\" })\" }\n".utf8)
    let broken = Array(
      "func f() {\n  let s = \"\\(g() {\n  \"\"\"\n  x\n  \"\"\"\n  })\"\n}\n".utf8)
    #expect(parser.check(good, good, "T.swift") == nil)
    let rejected = parser.check(broken, good, "T.swift")
    guard case .rewriteRejected(let error) = rejected else {
      Issue.record("not rejected as a broken rewrite: \(String(describing: rejected))")
      return
    }
    #expect(error.hasPrefix("T.swift:2:"))
  }

  @Test("A rewrite parses in either language mode; a file broken before it is named as such")
  func modes() throws {
    // A stand-in for swiftc: a file holding "regex" parses only with bare regex literals,
    // one holding "five" only without them, one holding "broken" never.
    let folder = try TemporaryFolder("text-snapshots")
    let script = """
      #!/bin/sh
      for f; do file=$f; done
      fail() { echo "$file:1:1: error: $1" >&2; exit 1; }
      grep -q broken "$file" && fail broken
      if [ "$2" = "-enable-bare-slash-regex" ]; then
        grep -q five "$file" && fail five
      else
        grep -q regex "$file" && fail regex
      fi
      exit 0

      """
    try folder.write(script, to: "swiftc")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: folder.path + "/swiftc")
    let parser = SwiftParser(compiler: .success(folder.path + "/swiftc"))
    #expect(parser.check(Array("regex".utf8), [], "T.swift") == nil)
    #expect(parser.check(Array("five".utf8), [], "T.swift") == nil)
    #expect(
      parser.check(Array("broken".utf8), Array("five".utf8), "T.swift")
        == .rewriteRejected(error: "T.swift:1:1: error: broken"))
    #expect(
      parser.check(Array("broken".utf8), Array("broken".utf8), "T.swift")
        == .sourceRejected(error: "T.swift:1:1: error: broken"))
  }

  @Test("A writer whose parser rejects the rewrite leaves the file alone and the change pending")
  func writerRefuses() throws {
    let source = "@Test func a() {\n  expectInlineSnapshot(of: x, as: .lines)\n}\n"
    let package = try InlinePackage(source)
    let writer = InlineSnapshotWriter(
      freshness: package.freshness,
      parser: SwiftParser { _, _, _ in .rewriteRejected(error: "T.swift:2:3: error: nope") })
    let check = InlineSnapshotCheck(
      settings: SnapshotSettings(environment: [:]), record: .all,
      sourceLocation: SourceLocation(
        fileID: "AppTests/AppTests.swift", filePath: package.path(), line: 2, column: 23),
      writer: writer,
      stack: .at(package.path(), line: 2, column: 23))
    _ = check.verify(actual: "v", expected: nil, diffing: .lines)
    #expect(
      writer.finish() == [
        "TextSnapshots: not writing the inline snapshots of this run into "
          + "Tests/AppTests/AppTests.swift: not proven that the new file parses and holds the "
          + "new literal at its call (proof 4): the rewritten file does not parse (swiftc -parse: "
          + "T.swift:2:3: error: nope), so it was left alone; please report this."
      ])
    #expect(package.source() == source)
    #expect(package.pending() == [".inline/AppTests/AppTests.swift-2-23"])
  }
}
