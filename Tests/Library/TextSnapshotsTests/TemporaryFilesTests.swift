import Foundation
import TestSupport
import Testing

@testable import TextSnapshots

@Suite("Temporary files")
struct TemporaryFilesTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder("temporary-files")
  }

  /// The id of a process that ran and is gone: a child that exits at once, waited for.
  private static func endedProcess() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exit 0"]
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test("A write's temporary file is named with this machine and this process")
  func writeNamesItsProcess() throws {
    let target = "\(folder.path)/Suite/file.txt"
    var seen: String?
    try AtomicFile.write("text\n", to: target) { data, temporary in
      seen = temporary.lastPathComponent
      try data.write(to: temporary)
    }
    let name = try #require(seen)
    let writer = try #require(TemporaryFiles.writer(of: name), "\(name)")
    #expect(writer.machine == TemporaryFiles.machine)
    #expect(writer.process == getpid())
    #expect(folder.files() == ["Suite/file.txt"])
  }

  @Test(
    "The machine's tag names its host, its process namespace and its boot, each cut to size",
    arguments: [
      (
        "vm", "pid:[4026531836]", "257889f4-3065-40a2-9cf3-fdc363594f8f\n",
        "vm.4026531836.257889f4306540a29cf3fdc363594f8f"
      ),
      // macOS has no process namespace; its boot session is an upper-case UUID.
      (
        "mac.local", nil, "6B0F3E2C-1D4A-4E8B-9C7D-2A5F8E1B3C4D",
        "mac.local.6b0f3e2c1d4a4e8b9c7d2a5f8e1b3c4d"
      ),
      ("ci host_1", "pid:[4026532201]", nil, "cihost1.4026532201"),
      ("", nil, "", "host"),
      (
        String(repeating: "h", count: 300), "pid:[1]", String(repeating: "f", count: 99),
        String(repeating: "h", count: 40) + ".1." + String(repeating: "f", count: 32)
      ),
    ] as [(String, String?, String?, String)])
  func machineTag(host: String, namespace: String?, boot: String?, tag: String) {
    #expect(TemporaryFiles.machineTag(host: host, namespace: namespace, boot: boot) == tag)
  }

  @Test("Two hosts with one name, booted apart, are two machines, and neither sweeps the other's")
  func sameNameOtherBoot() throws {
    let here = TemporaryFiles.machineTag(
      host: "vm", namespace: "pid:[4026531836]", boot: "257889f4-3065-40a2-9cf3-fdc363594f8f")
    let there = TemporaryFiles.machineTag(
      host: "vm", namespace: "pid:[4026531836]", boot: "0d1e6a77-8a0c-4b1f-9d0e-5c3b2a190f11")
    #expect(here != there)
    let theirs = TemporaryFiles.name(machine: there, process: 4001)
    let mine = TemporaryFiles.name(machine: here, process: 4001)
    try folder.write("part", to: "T/S/\(theirs)")
    try folder.write("part", to: "T/S/\(mine)")
    let sweep = TemporaryFiles.sweep(folder.path, isRunning: { _ in false }, machine: here)
    #expect(sweep.removed == ["T/S/\(mine)"])
    #expect(sweep.unjudged == ["T/S/\(theirs)"])
    #expect(folder.files() == ["T/S/\(theirs)"])
    #expect(theirs.utf8.count <= 255)
  }

  @Test("This machine's tag holds this boot's identity, and a name made with it fits in a folder")
  func thisMachine() throws {
    let boot = try #require(TemporaryFiles.bootIdentity())
    let hex = boot.lowercased().filter { $0.isHexDigit }
    #expect(hex.count == 32, "\(boot)")
    #expect(TemporaryFiles.machine.hasSuffix("." + hex), "\(TemporaryFiles.machine)")
    #expect(TemporaryFiles.name().utf8.count <= 255)
    #expect(TemporaryFiles.writer(of: TemporaryFiles.name())?.machine == TemporaryFiles.machine)
  }

  @Test(
    "Names the library does not make are never read as its temporary files",
    arguments: [
      ".notes.tmp", "notes.tmp", ".snapshot-write-host-12-notauuid.tmp",
      ".snapshot-write-12-E621E1F8-C36C-495A-93FC-0C247A3E6E5F.tmp",
      ".snapshot-write-host-0-E621E1F8-C36C-495A-93FC-0C247A3E6E5F.tmp",
      ".snapshot-write-host-x-E621E1F8-C36C-495A-93FC-0C247A3E6E5F.tmp",
    ])
  func foreignNames(name: String) {
    #expect(TemporaryFiles.writer(of: name) == nil)
  }

  @Test("A sweep deletes the files of processes that are gone and keeps every other")
  func sweep() throws {
    let gone = TemporaryFiles.name(process: 4001)
    let running = TemporaryFiles.name(process: 4002)
    let elsewhere = TemporaryFiles.name(machine: "other-host.7", process: 4001)
    let earlier = ".\(UUID().uuidString).tmp"
    let files = [
      "T/S/\(gone)", "T/S/\(running)", "T/S/\(elsewhere)", "T/\(earlier)",
      "T/S/.notes.tmp", "T/S/notes.tmp", "T/S/kept.txt", "T/S/A/B/\(gone)",
    ]
    for file in files { try folder.write("part", to: file) }
    let sweep = TemporaryFiles.sweep(folder.path, isRunning: { $0 == 4002 })
    #expect(sweep.removed == ["T/S/\(gone)"])
    #expect(sweep.inProgress == ["T/S/\(running)"])
    #expect(sweep.unjudged == ["T/S/\(elsewhere)", "T/\(earlier)"].sorted())
    // Deeper than a snapshot's folder is not read.
    #expect(folder.files().sorted() == files.filter { $0 != "T/S/\(gone)" }.sorted())
  }

  @Test(
    "A sweep puts back what a process that is gone set aside, unless a newer file has the name, and keeps every other"
  )
  func sweepAside() throws {
    let gone = TemporaryFiles.asideName(process: 4001)
    let taken = TemporaryFiles.asideName(process: 4001)
    let empty = TemporaryFiles.asideName(process: 4001)
    let running = TemporaryFiles.asideName(process: 4002)
    let elsewhere = TemporaryFiles.asideName(machine: "other-host.7", process: 4001)
    let earlier = ".\(UUID().uuidString).aside"
    try folder.write("pending\n", to: "T/S/\(gone)/a.txt.new")
    try folder.write("older\n", to: "T/S/\(taken)/b.txt.new")
    try folder.write("newer\n", to: "T/S/b.txt.new")
    try FileManager.default.createDirectory(
      atPath: "\(folder.path)/T/S/\(empty)", withIntermediateDirectories: true)
    try folder.write("change\n", to: ".inline/M/\(running)/F.swift-1-2.new")
    try folder.write("theirs\n", to: "T/S/\(elsewhere)/c.txt")
    try folder.write("unknown\n", to: "T/\(earlier)")
    let sweep = TemporaryFiles.sweep(folder.path, isRunning: { $0 == 4002 })
    #expect(sweep.restored == ["T/S/a.txt.new"])
    #expect(sweep.asideKept == ["T/S/\(taken)/b.txt.new"])
    #expect(
      sweep.asideUnjudged
        == [
          ".inline/M/\(running)/F.swift-1-2.new", "T/S/\(elsewhere)/c.txt", "T/\(earlier)",
        ].sorted())
    #expect(sweep.removed == ["T/S/\(empty)"])
    #expect(folder.read("T/S/a.txt.new") == "pending\n")
    #expect(folder.read("T/S/b.txt.new") == "newer\n")
    #expect(folder.read("T/S/\(taken)/b.txt.new") == "older\n")
    #expect(
      folder.files().sorted()
        == [
          ".inline/M/\(running)/F.swift-1-2.new", "T/S/\(elsewhere)/c.txt", "T/\(earlier)",
          "T/S/\(taken)/b.txt.new", "T/S/a.txt.new", "T/S/b.txt.new",
        ].sorted())
  }

  @Test("A file put back before its process was killed loses only its second name")
  func asideLinkedBack() throws {
    let gone = TemporaryFiles.asideName(process: 4001)
    try folder.write("pending\n", to: "T/S/a.txt.new")
    try FileManager.default.createDirectory(
      atPath: "\(folder.path)/T/S/\(gone)", withIntermediateDirectories: true)
    try FileManager.default.linkItem(
      atPath: "\(folder.path)/T/S/a.txt.new", toPath: "\(folder.path)/T/S/\(gone)/a.txt.new")
    let sweep = TemporaryFiles.sweep(folder.path, isRunning: { _ in false })
    #expect(sweep.restored == ["T/S/a.txt.new"])
    #expect(folder.files() == ["T/S/a.txt.new"])
    #expect(folder.read("T/S/a.txt.new") == "pending\n")
  }

  @Test(
    "A file set aside is in a folder named for this process, gone once the file is back, used or moved",
    arguments: ["restore", "discard", "move"])
  func setAside(end: String) throws {
    try folder.write("pending\n", to: "T/S/a.txt.new")
    let file = try SetAsideFile("\(folder.path)/T/S/a.txt.new")
    let parts = file.aside.dropFirst(folder.path.count + 1).split(separator: "/")
    #expect(parts.count == 4 && parts.last == "a.txt.new", "\(file.aside)")
    let writer = try #require(
      TemporaryFiles.writer(of: String(parts[2]), prefix: TemporaryFiles.asidePrefix))
    #expect(writer.machine == TemporaryFiles.machine && writer.process == getpid())
    #expect(file.bytes == Array("pending\n".utf8))
    #expect(folder.files() == ["T/S/\(parts[2])/a.txt.new"])
    switch end {
    case "restore": file.restore()
    case "discard": file.discard()
    default: try file.move(over: "\(folder.path)/T/S/a.txt")
    }
    let expected = ["restore": ["T/S/a.txt.new"], "discard": [], "move": ["T/S/a.txt"]]
    #expect(folder.files() == expected[end])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: "\(folder.path)/T/S")
        == expected[end]?.map { String($0.dropFirst(4)) })
  }

  @Test("Without a stand-in, a process that ended is gone and this one runs")
  func realProcesses() throws {
    let ended = try Self.endedProcess()
    let left = TemporaryFiles.name(process: ended)
    let mine = TemporaryFiles.name()
    try folder.write("part", to: "T/S/\(left)")
    try folder.write("part", to: "T/S/\(mine)")
    let sweep = TemporaryFiles.sweep(folder.path)
    #expect(sweep.removed == ["T/S/\(left)"])
    #expect(sweep.inProgress == ["T/S/\(mine)"])
    #expect(folder.files() == ["T/S/\(mine)"])
  }

  @Test("The next test run deletes a file an interrupted write left")
  func nextRunSweeps() throws {
    let left =
      "TextSnapshotsTests/TemporaryFilesTests/"
      + TemporaryFiles.name(process: try Self.endedProcess())
    try folder.write(String(repeating: "x", count: 1000), to: left)
    try folder.write("a\n", to: "TextSnapshotsTests/TemporaryFilesTests/nextRunSweeps.txt")
    let issues = snapshotIssues(folder.settings()) { expectSnapshot(of: "a\n", as: .lines) }
    #expect(issues.isEmpty)
    #expect(!folder.snapshotFiles().contains(left), "\(folder.snapshotFiles())")
  }
}
