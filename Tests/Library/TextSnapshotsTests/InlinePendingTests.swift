import Foundation
import TestSupport
import Testing

@testable import InlineTextSnapshots
@testable import TextSnapshots

@Suite("Pending inline snapshots")
struct InlinePendingTests {
  static let pending = InlinePending(
    source: "Tests/AppTests/AppTests.swift", line: 12, column: 25, test: "CaseTests/c()",
    anchor: InlineSnapshotAnchor(
      owner: "CaseTests.c()", ordinal: 1, fingerprint: "0123456789abcdef"),
    call: "expectInlineSnapshot(of: \"a\\nb\", as: .lines)", old: "old\ntext",
    within: .test("CaseTests.c()"), ran: InlinePending.Place(line: 12, column: 5),
    callee: .helper(
      declaration: .init(file: "Tests/AppTests/A \"B\".swift", name: "expectC(_:matches:)")),
    text: "new\r\ntext\n")

  @Test("A change moved by accepting another above it is still the change accept decided on")
  func movedIsSameChange() {
    let pinned = Array(Self.pending.fileText.utf8)
    var moved = Self.pending
    moved.line += 4
    moved.anchor.fingerprint = "fedcba9876543210"
    #expect(InlineSnapshotFile.sameChange(Array(moved.fileText.utf8), pinned))
    var rewritten = Self.pending
    rewritten.text = "EVIL\n"
    #expect(!InlineSnapshotFile.sameChange(Array(rewritten.fileText.utf8), pinned))
    var otherTest = Self.pending
    otherTest.test = "CaseTests/d()"
    #expect(!InlineSnapshotFile.sameChange(Array(otherTest.fileText.utf8), pinned))
    #expect(!InlineSnapshotFile.sameChange(Array("not a pending file".utf8), pinned))
  }

  @Test("A pending change reads back as it was written, its test, text and final newline too")
  func roundTrip() {
    #expect(
      Self.pending.fileText == """
        inline-snapshot 7
        source Tests/AppTests/AppTests.swift
        line 12
        column 25
        test "CaseTests/c()"
        owner "CaseTests.c()"
        ordinal 1
        declaration 0123456789abcdef
        call "expectInlineSnapshot(of: \\"a\\\\nb\\", as: .lines)"
        old "old\\ntext"
        within test "CaseTests.c()"
        ran 12:5
        callee helper "Tests/AppTests/A \\"B\\".swift" "expectC(_:matches:)"

        new\r\ntext

        """)
    #expect(InlinePending.parse(Self.pending.fileText) == .success(Self.pending))
    for text in ["", "\n", "a", "a\n", "\n\n"] {
      var none = Self.pending
      none.old = nil
      none.test = nil
      none.anchor.owner = ""
      none.within =
        text.isEmpty ? .shared(test: "C \" \"d()", file: "Tests/A \"B\".swift") : .unchecked
      none.ran = nil
      none.callee = [nil, .kit, .helper(declaration: nil)][text.count % 3]
      none.text = text
      #expect(InlinePending.parse(none.fileText) == .success(none), "\(text.debugDescription)")
    }
  }

  @Test(
    "Old, unknown and broken formats are refused with a one-line reason",
    arguments: [
      (
        "inline-snapshot\nsource /abs/T.swift\nline 1\ncolumn 3\n\nhello",
        "a pending inline snapshot in format 1, which this version does not read (it reads "
          + "format 7); re-run the test to record it again"
      ),
      (
        "inline-snapshot 2\nsource T.swift\nline 1\ncolumn 3\ncall \"f()\"\nold none\n"
          + "fingerprint none\n\nhello",
        "a pending inline snapshot in format 2, which this version does not read (it reads "
          + "format 7); re-run the test to record it again"
      ),
      (
        "inline-snapshot 4\nsource T.swift\nline 1\ncolumn 3\ntest none\nowner \"\"\nordinal 0\n"
          + "declaration 0123456789abcdef\ncall \"f()\"\nold none\nwithin shared\n\nhello",
        "a pending inline snapshot in format 4, which this version does not read (it reads "
          + "format 7); re-run the test to record it again"
      ),
      (
        "inline-snapshot 3\nsource T.swift\nline 1\ncolumn 3\ntest none\nowner \"\"\nordinal 0\n"
          + "declaration 0123456789abcdef\ncall \"f()\"\nold none\n\nhello",
        "a pending inline snapshot in format 3, which this version does not read (it reads "
          + "format 7); re-run the test to record it again"
      ),
      (
        "inline-snapshot 6\nsource T.swift\nline 1\ncolumn 3\ntest none\nowner \"\"\nordinal 0\n"
          + "declaration 0123456789abcdef\ncall \"f()\"\nold none\nwithin unchecked\nran 1:1\n\n"
          + "hello",
        "a pending inline snapshot in format 6, which this version does not read (it reads "
          + "format 7); re-run the test to record it again"
      ),
      ("hello\n", "not a pending inline snapshot (expected an 'inline-snapshot' header)"),
      (
        "inline-snapshot 7\nsource T.swift\nline x\n",
        "a pending inline snapshot with a missing or unreadable field; re-run the test to "
          + "record it again"
      ),
    ])
  func refusesFormats(contents: String, reason: String) {
    guard case .failure(let error) = InlinePending.parse(contents) else {
      Issue.record("read as a pending change: \(contents)")
      return
    }
    #expect(error.text == reason)
  }

  @Test(
    "Case 9: a source outside the package is refused when read",
    arguments: ["/etc/passwd", "../Other/T.swift", "Tests/../../T.swift", "./T.swift", "", "a//b"])
  func refusesOutside(source: String) {
    var pending = Self.pending
    pending.source = source
    #expect(InlinePending.parse(pending.fileText) == .failure(.notRelative(source)))
  }

  @Test("Case 9: the source is named relative to the package root, and a copy accepts into itself")
  func copiedCheckout() throws {
    let package = try InlinePackage("  expectInlineSnapshot(of: x, as: .lines)\n")
    _ = package.check("v", call: 0, expected: nil)
    package.endRun()
    let name = ".inline/AppTests/AppTests.swift-1-23"
    #expect(try package.pendingChange(name).source == "Tests/AppTests/AppTests.swift")
    let copy = try TemporaryFolder("text-snapshots")
    try FileManager.default.removeItem(atPath: copy.path)
    try FileManager.default.copyItem(atPath: package.root, toPath: copy.path)
    _ = try InlineSnapshotFile.accept(
      pendingAt: "\(copy.path)/Snapshots/\(name).new", root: copy.path, parser: package.parser)
    #expect(package.source() == "  expectInlineSnapshot(of: x, as: .lines)\n")
    #expect(copy.read(InlinePackage.testFile)?.contains("    v\n") == true)
  }

  @Test(
    "A pending change is never written through a linked folder, in any mode that writes one",
    arguments: [".inline", ".inline/AppTests"], [nil, SnapshotRecordMode.failed])
  func linkOnTheWay(linked: String, mode: SnapshotRecordMode?) throws {
    let package = try InlinePackage(InlineSnapshotWriterTests.threeTests)
    let elsewhere = try TemporaryFolder("text-snapshots")
    let link = "\(package.root)/Snapshots/\(linked)"
    try FileManager.default.createDirectory(
      atPath: (link as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: elsewhere.path)
    let issues = package.check("c", call: 2, expected: "old", record: mode)
    #expect(package.endRun().isEmpty)
    let refusal = SnapshotMessage.linkOnTheWay(
      path: "Snapshots/.inline/AppTests/AppTests.swift-10-23.new", link: "Snapshots/" + linked)
    #expect(issues.count == 1)
    #expect(issues.first?.hasSuffix("\n" + refusal.text) == true, "\(issues)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    #expect(package.source() == InlineSnapshotWriterTests.threeTests)
  }

  @Test("Case 9: a pending change whose source leads out of the package through a link is refused")
  func refusesLinkOut() throws {
    let package = try InlinePackage()
    let outside = try TemporaryFolder("text-snapshots")
    try outside.write("  expectInlineSnapshot(of: x, as: .lines)\n", to: "T.swift")
    try FileManager.default.createSymbolicLink(
      atPath: package.root + "/Linked", withDestinationPath: outside.path)
    var pending = Self.pending
    pending.source = "Linked/T.swift"
    pending.call = "expectInlineSnapshot(of: x, as: .lines)"
    pending.old = nil
    pending.anchor = InlineSnapshotAnchor(
      owner: "", ordinal: 0,
      fingerprint: InlinePending.fingerprint(
        of: Array("  expectInlineSnapshot(of: x, as: .lines)\n".utf8)))
    try package.folder.write(pending.fileText, to: "Snapshots/.inline/x.new")
    #expect(throws: InlineSnapshotAcceptError.self) { try package.accept(".inline/x") }
    #expect(outside.read("T.swift") == "  expectInlineSnapshot(of: x, as: .lines)\n")
  }
}
