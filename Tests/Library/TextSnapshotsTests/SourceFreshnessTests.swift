import Foundation
import KitSupport
import TestSupport
import Testing

@testable import InlineTextSnapshots
@testable import TextSnapshots

@Suite("A test file is what the tests were built from")
struct SourceFreshnessTests {
  let folder: TemporaryFolder
  /// A build folder as SwiftPM lays it out, with a test binary built at `built`.
  let binary: String
  let source: String
  static let built = Date(timeIntervalSince1970: 1_800_000_000)

  /// The object SwiftPM compiles the source into, written 30 seconds before the link.
  let object: String

  init() throws {
    folder = try TemporaryFolder("text-snapshots")
    binary = folder.path + "/debug/AppPackageTests.xctest"
    source = folder.path + "/Tests/AppTests/AppTests.swift"
    object = folder.path + "/debug/AppTests.build/AppTests.swift.o"
    try folder.write("binary", to: "debug/AppPackageTests.xctest")
    try folder.write("object", to: "debug/AppTests.build/AppTests.swift.o")
    try folder.write("@Test func a() {}\n", to: "Tests/AppTests/AppTests.swift")
    try folder.write("// swift-tools-version:6.0\n", to: "Package.swift")
    try touch(binary, at: Self.built)
    try touch(object, at: Self.built.addingTimeInterval(-30))
  }

  private func touch(_ path: String, at date: Date) throws {
    try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
  }

  private var check: SourceFreshness { SourceFreshness(binary: .success(binary)) }

  static let changed = "AppTests.swift changed after it was compiled into the test binary ("

  @Test("A file last modified before its object was written is fresh; one after it is refused")
  func modified() throws {
    try touch(source, at: Self.built.addingTimeInterval(-60))
    #expect(check.check(source, "AppTests") == nil)
    try touch(source, at: Self.built.addingTimeInterval(-29.999))
    let refusal = try #require(check.check(source, "AppTests"))
    #expect(refusal.text.hasPrefix(Self.changed + "AppTests.swift at "), "\(refusal.text)")
    #expect(
      refusal.text.hasSuffix(
        "so this run's values may come from other code than the file holds now; nothing was "
          + "written. Rebuild and run again."))
  }

  @Test("A file edited after its object was written and set back is refused after a relink")
  func backDatedThenRelinked() throws {
    // The object was written long before this test writes the file, which moves the
    // file's status change time to now; its modification time is then set back before
    // the object, so the build does not compile it again; another file's change relinks
    // the binary, which is newer than anything here.
    try touch(object, at: Date(timeIntervalSince1970: 1_500_000_000))
    try folder.write("@Test func b() {}\n", to: "Tests/AppTests/AppTests.swift")
    try touch(source, at: Date(timeIntervalSince1970: 1_400_000_000))
    let refusal = try #require(check.check(source, "AppTests"))
    #expect(refusal.text.hasPrefix(Self.changed + "AppTests.swift at "), "\(refusal.text)")
  }

  @Test("Without the object compiled from the file nothing is proven, and the refusal says where")
  func noObject() throws {
    try FileManager.default.removeItem(atPath: object)
    try touch(source, at: Self.built.addingTimeInterval(-60))
    #expect(
      check.check(source, "AppTests")?.text
        == "cannot find the object file the compiler made from AppTests.swift (looked for "
        + "\(object)), so nothing shows that the test binary holds what the file holds; nothing "
        + "was written. Build the tests with swift build or Xcode into their usual build "
        + "folder, and run again.")
  }

  @Test("An object written after the binary was linked is not in it")
  func objectAfterLink() throws {
    try touch(source, at: Self.built.addingTimeInterval(-60))
    try touch(object, at: Self.built.addingTimeInterval(1))
    let refusal = try #require(check.check(source, "AppTests"))
    #expect(refusal.text.hasPrefix(Self.changed + "its object \(object) at "), "\(refusal.text)")
  }

  @Test(
    "Xcode's object, in Intermediates.noindex beside Products, is found for a bundle or a host app",
    arguments: [
      "Build/Products/Debug/AppTests.xctest/Contents/MacOS/AppTests",
      "Build/Products/Debug/App.app/Contents/PlugIns/AppTests.xctest/Contents/MacOS/AppTests",
    ])
  func xcodeLayout(bundle: String) throws {
    let objects = "Build/Intermediates.noindex/App.build/Debug/AppTests.build/Objects-normal/arm64"
    try folder.write("binary", to: bundle)
    try folder.write("object", to: objects + "/AppTests.o")
    try touch(folder.path + "/" + bundle, at: Self.built)
    try touch(folder.path + "/" + objects + "/AppTests.o", at: Self.built.addingTimeInterval(-30))
    try FileManager.default.removeItem(atPath: object)
    let check = SourceFreshness(binary: .success(folder.path + "/" + bundle))
    try touch(source, at: Self.built.addingTimeInterval(-60))
    #expect(check.check(source, "AppTests") == nil)
    try touch(source, at: Self.built.addingTimeInterval(-10))
    #expect(check.check(source, "AppTests")?.text.hasPrefix(Self.changed) == true)
  }

  @Test("A file edited after the build and set back to an earlier time is still refused")
  func backDated() throws {
    // The binary was linked long before this test writes the file, which moves the file's
    // status change time to now; its modification time is then set back before the link.
    let linked = Date(timeIntervalSince1970: 1_500_000_000)
    try touch(binary, at: linked)
    try touch(object, at: linked.addingTimeInterval(-1))
    try folder.write("@Test func b() {}\n", to: "Tests/AppTests/AppTests.swift")
    try touch(source, at: linked.addingTimeInterval(-60))
    let refusal = try #require(check.check(source, "AppTests"))
    #expect(refusal.text.hasPrefix(Self.changed + "AppTests.swift at "), "\(refusal.text)")
  }

  @Test("A file the build compiled again without relinking is fresh, by its dependency list")
  func compiledAgain() throws {
    try touch(source, at: Self.built.addingTimeInterval(60))
    let list = "debug/AppTests.build/AppTests.d"
    try folder.write(
      "\(folder.path)/debug/AppTests.build/AppTests.swift.o : \(source) /x\n", to: list)
    try folder.write("object", to: "debug/AppTests.build/AppTests.swift.o")
    try touch(
      folder.path + "/debug/AppTests.build/AppTests.swift.o", at: Self.built.addingTimeInterval(-5))
    try touch(folder.path + "/" + list, at: Self.built.addingTimeInterval(61))
    #expect(check.check(source, "AppTests") == nil)
    // A list written before the file was, or for another file, or an object newer than
    // the binary, proves nothing.
    try touch(folder.path + "/" + list, at: Self.built.addingTimeInterval(59))
    #expect(check.check(source, "AppTests") != nil)
    try touch(folder.path + "/" + list, at: Self.built.addingTimeInterval(61))
    try touch(
      folder.path + "/debug/AppTests.build/AppTests.swift.o", at: Self.built.addingTimeInterval(1))
    #expect(check.check(source, "AppTests") != nil)
    try touch(
      folder.path + "/debug/AppTests.build/AppTests.swift.o", at: Self.built.addingTimeInterval(-5))
    try folder.write("\(folder.path)/x.o : /elsewhere/AppTests.swift\n", to: list)
    try touch(folder.path + "/" + list, at: Self.built.addingTimeInterval(61))
    #expect(check.check(source, "AppTests") != nil)
  }

  @Test("A file named like its module, listed after other sources, is fresh when compiled again")
  func namedLikeModule() throws {
    try touch(source, at: Self.built.addingTimeInterval(60))
    let build = folder.path + "/debug/AppTests.build"
    let list = "debug/AppTests.build/AppTests.d"
    try folder.write(
      "\(build)/AppTests.swift.o : \(folder.path)/Tests/AppTests/Other.swift \(source) /x.swiftinterface\n",
      to: list)
    try folder.write("object", to: "debug/AppTests.build/AppTests.swift.o")
    try folder.write("module", to: "debug/AppTests.build/AppTests.emit-module.d")
    try touch(build + "/AppTests.swift.o", at: Self.built.addingTimeInterval(-5))
    try touch(folder.path + "/" + list, at: Self.built.addingTimeInterval(61))
    #expect(check.check(source, "AppTests") == nil)
  }

  @Test("The build folder's output file map names a file's dependency list and object")
  func outputFileMap() throws {
    try touch(source, at: Self.built.addingTimeInterval(60))
    let build = folder.path + "/debug/AppTests.build"
    try folder.write(
      "{\"\(source)\": {\"dependencies\": \"\(build)/AppTests_1.d\", "
        + "\"object\": \"\(build)/AppTests_1.swift.o\"}}",
      to: "debug/AppTests.build/output-file-map.json")
    try folder.write(
      "\(build)/AppTests_1.swift.o : /a\\ b.swift \(source)\n",
      to: "debug/AppTests.build/AppTests_1.d")
    try folder.write("object", to: "debug/AppTests.build/AppTests_1.swift.o")
    try touch(build + "/AppTests_1.swift.o", at: Self.built.addingTimeInterval(-5))
    try touch(build + "/AppTests_1.d", at: Self.built.addingTimeInterval(61))
    #expect(check.check(source, "AppTests") == nil)
    #expect(
      SourceFreshness.dependencies("x.o : /a\\ b.swift /c.swift") == ["/a b.swift", "/c.swift"])
    // The stem's own list, which the map does not name, proves nothing.
    try touch(build + "/AppTests_1.d", at: Self.built.addingTimeInterval(59))
    try folder.write(
      "\(build)/AppTests.swift.o : \(source)\n", to: "debug/AppTests.build/AppTests.d")
    try folder.write("object", to: "debug/AppTests.build/AppTests.swift.o")
    try touch(build + "/AppTests.swift.o", at: Self.built.addingTimeInterval(-5))
    #expect(check.check(source, "AppTests") != nil)
  }

  /// A check whose entries (by their path inside the package) changed at the times
  /// given, the others at the times the file system has for them (now, before `built`).
  private func checking(changed: [String: Date]) -> SourceFreshness {
    let root = folder.path
    return SourceFreshness(
      binary: .success(binary),
      entryChanged: { path in
        changed[String(path.dropFirst(root.count + 1))] ?? SourceFreshness.statusChanged(path)
      })
  }

  private func makeLink(_ relative: String, to target: String) throws {
    try? FileManager.default.removeItem(atPath: folder.path + "/" + relative)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/" + relative, withDestinationPath: target)
  }

  /// `built` plus some seconds, as the refusals write it.
  private static func at(_ seconds: Int) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.string(from: built.addingTimeInterval(TimeInterval(seconds)))
  }

  private static func pathChanged(_ entry: String, at changed: Int, read: String) -> String {
    "\(entry), on the path to Tests/AppTests/AppTests.swift, changed at \(at(changed)), after "
      + "the build last read the files of its module (\(read)), so the path may lead to "
      + "another file than was compiled; nothing was written. Touch "
      + "Tests/AppTests/AppTests.swift and build again (swift build --build-tests, or swift "
      + "test), then run again."
  }

  @Test("A folder renamed into the place of the built one after the build is refused, by name")
  func folderMovedIn() throws {
    // Renaming a folder leaves the times of the files in it: the file itself passes. The
    // folder lands in Tests, whose status change time it moves (and its own).
    try touch(source, at: Self.built.addingTimeInterval(-60))
    #expect(checking(changed: [:]).check(source, "AppTests") == nil)
    let refusal = checking(
      changed: [
        "Tests": Self.built.addingTimeInterval(1),
        "Tests/AppTests": Self.built.addingTimeInterval(1),
      ]
    )
    .check(source, "AppTests")
    #expect(
      refusal?.text
        == Self.pathChanged("the folder Tests", at: 1, read: "\(object) at \(Self.at(-30))"))
  }

  @Test(
    "An editor's swap file made beside the test file after the build leaves the write proven",
    arguments: [".AppTests.swift.swp", ".#AppTests.swift", "4913"])
  func swapFileBeside(swap: String) throws {
    // The swap file moves the status change time of the folder the file is in, and of
    // nothing else on the path: the file's own time proves its place there.
    try touch(source, at: Self.built.addingTimeInterval(-60))
    try folder.write("swap", to: "Tests/AppTests/\(swap)")
    let changed = ["Tests/AppTests": Self.built.addingTimeInterval(5)]
    #expect(checking(changed: changed).check(source, "AppTests") == nil)
    let entries = try SourceFreshness.entries(
      of: "Tests/AppTests/AppTests.swift", root: folder.path
    )
    .get()
    #expect(entries.filter(\.holdsFile).map(\.path) == ["Tests/AppTests"])
  }

  @Test("A file with old times renamed into the place of the built one after the build is refused")
  func fileRenamedIn() throws {
    // The build was long ago; the file was made before it (its modification time set
    // back), then renamed over the built one, which moves its status change time to now.
    let linked = Date(timeIntervalSince1970: 1_500_000_000)
    try touch(binary, at: linked)
    try touch(object, at: linked.addingTimeInterval(-30))
    try folder.write("@Test func b() {}\n", to: "Tests/AppTests/.AppTests.swift.old")
    let old = folder.path + "/Tests/AppTests/.AppTests.swift.old"
    try touch(old, at: linked.addingTimeInterval(-3600))
    #expect(rename(old, source) == 0)
    let refusal = try #require(checking(changed: [:]).check(source, "AppTests"))
    #expect(refusal.text.hasPrefix(Self.changed + "AppTests.swift at "), "\(refusal.text)")
  }

  @Test(
    "A folder at the package's top holding the file is checked itself, as the package folder is not"
  )
  func topFolderChecked() throws {
    try folder.write("@Test func b() {}\n", to: "alt/AppTests.swift")
    let file = folder.path + "/alt/AppTests.swift"
    try touch(file, at: Self.built.addingTimeInterval(-60))
    #expect(checking(changed: [:]).check(file, "AppTests") == nil)
    let refusal = checking(changed: ["alt": Self.built.addingTimeInterval(1)]).check(
      file, "AppTests")
    #expect(
      refusal?.text.hasPrefix("the folder alt, on the path to alt/AppTests.swift, changed at ")
        == true, "\(String(describing: refusal))")
  }

  @Test(
    "A link on the path, retargeted after the build, is refused, and so is a folder it leads to",
    arguments: [
      // A link to the file, relative; a link to a folder holding it, absolute.
      ("Tests/AppTests/AppTests.swift", "../../alt/AppTests.swift", "alt/AppTests.swift"),
      ("Tests/AppTests", "/alt", "alt/AppTests.swift"),
    ])
  func linkRetargeted(link: String, target: String, file: String) throws {
    try folder.write("@Test func b() {}\n", to: file)
    try touch(folder.path + "/" + file, at: Self.built.addingTimeInterval(-60))
    try makeLink(link, to: target.hasPrefix("/") ? folder.path + target : target)
    #expect(checking(changed: [:]).check(source, "AppTests") == nil)
    let retargeted = checking(changed: [link: Self.built.addingTimeInterval(1)])
      .check(source, "AppTests")
    #expect(
      retargeted?.text
        == Self.pathChanged("the link \(link)", at: 1, read: "\(object) at \(Self.at(-30))"))
    let moved = checking(changed: ["alt": Self.built.addingTimeInterval(1)]).check(
      source, "AppTests")
    #expect(moved?.text.hasPrefix("the folder alt, on the path to ") == true)
  }

  @Test("A link retargeted after the build compiled its old target again is refused")
  func linkRetargetedAfterCompiledAgain() throws {
    // The file the link leads to now was made after the object and the binary, before
    // the build that compiled the old target again (its dependency list names the path).
    try folder.write("@Test func b() {}\n", to: "alt/AppTests.swift")
    try makeLink("Tests/AppTests/AppTests.swift", to: "../../alt/AppTests.swift")
    try touch(folder.path + "/alt/AppTests.swift", at: Self.built.addingTimeInterval(60))
    let list = folder.path + "/debug/AppTests.build/AppTests.d"
    try folder.write("\(object) : \(source)\n", to: "debug/AppTests.build/AppTests.d")
    try touch(list, at: Self.built.addingTimeInterval(61))
    let before = Self.built.addingTimeInterval(60.5)
    let after = Self.built.addingTimeInterval(62)
    let link = "Tests/AppTests/AppTests.swift"
    #expect(checking(changed: [link: before]).check(source, "AppTests") == nil)
    #expect(
      checking(changed: [link: after]).check(source, "AppTests")?.text
        == Self.pathChanged("the link \(link)", at: 62, read: "\(list) at \(Self.at(61))"))
  }

  @Test(
    "Another file saved in a folder on the path, then a build, leaves the path proven by the build record",
    arguments: [
      // When the driver last wrote the build record, and whether the path is proven.
      (-5, true),
      // A record written after the binary may be a failed build's: it does not count.
      (1, false),
    ])
  func buildRecord(written: Int, proven: Bool) throws {
    try touch(source, at: Self.built.addingTimeInterval(-60))
    let changed = ["Tests": Self.built.addingTimeInterval(-10)]
    let record = folder.path + "/debug/AppTests.build/primary.priors"
    #expect(checking(changed: changed).check(source, "AppTests") != nil)
    try folder.write("record", to: "debug/AppTests.build/primary.priors")
    try touch(record, at: Self.built.addingTimeInterval(TimeInterval(written)))
    let refusal = checking(changed: changed).check(source, "AppTests")
    #expect((refusal == nil) == proven, "\(String(describing: refusal))")
    // An entry made in the folder since, with no build after it, is refused.
    let dropped = ["Tests": Self.built.addingTimeInterval(-2)]
    #expect(
      checking(changed: dropped).check(source, "AppTests")?.text
        == Self.pathChanged(
          "the folder Tests", at: -2,
          read: proven ? "\(record) at \(Self.at(-5))" : "\(object) at \(Self.at(-30))"))
  }

  @Test("A link that leads out of the package, or above it, is refused")
  func linkOutOfPackage() throws {
    let outside = try TemporaryFolder("text-snapshots-outside")
    try outside.write("@Test func b() {}\n", to: "AppTests.swift")
    try makeLink("Tests/AppTests/AppTests.swift", to: outside.path + "/AppTests.swift")
    #expect(
      checking(changed: [:]).check(source, "AppTests")?.text
        == "the link Tests/AppTests/AppTests.swift, on the path to Tests/AppTests/AppTests.swift, "
        + "leads to \(outside.path)/AppTests.swift, outside the package at \(folder.path), where "
        + "nothing shows whether it changed since the build; nothing was written. Keep the file "
        + "inside the package (a link outside may point into it).")
    try makeLink("Tests/AppTests", to: "../..")
    try folder.write("@Test func b() {}\n", to: "AppTests.swift")
    #expect(
      SourceFreshness.entries(of: "Tests/AppTests/AppTests.swift", root: folder.path)
        == .failure(
          .pathLeavesPackage(
            source: "Tests/AppTests/AppTests.swift", link: "Tests/AppTests", target: "../..",
            root: folder.path)))
  }

  @Test("The entries on a path are its folders and links, followed into the package, and a loop")
  func entries() throws {
    try folder.write("@Test func b() {}\n", to: "alt/Deep/AppTests.swift")
    try makeLink("Tests/AppTests/AppTests.swift", to: "../../Dir/AppTests.swift")
    try makeLink("Dir", to: folder.path + "/alt/Deep")
    let entries = try SourceFreshness.entries(
      of: "Tests/AppTests/AppTests.swift", root: folder.path
    ).get()
    #expect(
      entries.map { ($0.isLink ? "link " : "") + $0.path } == [
        "Tests", "Tests/AppTests", "link Tests/AppTests/AppTests.swift", "link Dir", "alt",
        "alt/Deep",
      ])
    // The folder the file is in, below the top, is the one not checked.
    #expect(entries.filter(\.holdsFile).map(\.path) == ["alt/Deep"])
    try makeLink("Dir", to: "Dir")
    #expect(
      SourceFreshness.entries(of: "Tests/AppTests/AppTests.swift", root: folder.path)
        == .failure(
          .pathUnreadable(
            source: "Tests/AppTests/AppTests.swift", entry: "Dir",
            reason: "more than 40 links, a loop")))
  }

  @Test(
    "A mount inside the package on the file's path is refused, naming it; the package's own or another is not",
    arguments: [
      ("/Tests/AppTests", "Tests/AppTests"),
      ("/Tests/AppTests/AppTests.swift", "Tests/AppTests/AppTests.swift"),
      ("/Tests", "Tests"), ("", nil), ("/Tests/Other", nil), ("/Tests/AppTests/Sub", nil),
    ] as [(String, String?)])
  func mountOnPath(mount: String, refused: String?) throws {
    try touch(source, at: Self.built.addingTimeInterval(-60))
    let mounts = ["/proc", "/", folder.path + mount]
    let check = SourceFreshness(
      binary: .success(binary), entryChanged: { _ in Self.built.addingTimeInterval(-60) },
      mounts: { mounts })
    let refusal = check.check(source, "AppTests")
    guard let refused else {
      #expect(refusal == nil)
      return
    }
    #expect(
      refusal?.text
        == "\(refused), on the path to Tests/AppTests/AppTests.swift, is a mount point inside "
        + "the package (/proc/self/mountinfo lists it): a mount puts other files in place "
        + "without changing any time the build shows, so the path may lead to another file "
        + "than was compiled; nothing was written. Unmount it, or mount the whole package "
        + "instead.")
  }

  @Test("Mount points are read from /proc/self/mountinfo, its escapes undone")
  func mountPoints() {
    #expect(SourceFreshness.unescaped("/mnt/a\\040b\\011c\\134d") == "/mnt/a b\tc\\d")
    #expect(SourceFreshness.unescaped("/mnt/\\9x\\04") == "/mnt/\\9x\\04")
    // A bind mount root made on this project's machine, as the kernel listed it.
    let listed =
      "45 27 254:0 /tmp/m/other /tmp/m/pkg/Tests/A\\040b rw,relatime - ext4 /dev/vda rw\n"
      + "22 27 0:21 / /proc rw,relatime - proc proc rw\n"
    #expect(SourceFreshness.mountPoints(in: listed) == ["/tmp/m/pkg/Tests/A b", "/proc"])
    #if os(Linux)
      #expect(SourceFreshness.mountPoints().contains("/proc"))
    #endif
  }

  @Test("Without a test binary nothing is written, and the refusal says why")
  func noBinary() {
    let check = SourceFreshness(
      binary: .failure(.noTestBinary(reason: "no .xctest bundle is loaded")))
    #expect(
      check.check(source, "AppTests")?.text
        == "cannot tell whether the file changed since the tests were built: no .xctest bundle "
        + "is loaded; nothing was written.")
  }

  @Test("This process's test binary is found, and this file's object is in it")
  func runningBinary() throws {
    let binary = try SourceFreshness.runningTestBinary().get()
    #expect(binary.contains(".xctest"))
    #expect(SourceFreshness.testBinary.check(#filePath, "TextSnapshotsTests") == nil)
  }

  @Test("A run against a stale file saves nothing and says to rebuild")
  func staleRun() throws {
    let text = "@Test func a() {\n  expectInlineSnapshot(of: x, as: .lines)\n}\n"
    let package = try InlinePackage(
      text,
      freshness: SourceFreshness { _, _ in .changedSinceBuild(source: "AppTests.swift", built: "…")
      })
    let issues = package.check("v", call: 0, expected: nil, record: .missing)
    #expect(issues.first?.hasSuffix("nothing was written. Rebuild and run again.") == true)
    #expect(
      issues.first?.contains(
        "not proven that the file is what the tests were compiled from (proof 1): "
          + "AppTests.swift changed after it was compiled into the test binary") == true,
      "\(issues)")
    let pending = package.check("v", call: 0, expected: nil)
    #expect(pending.first?.hasSuffix("nothing was written. Rebuild and run again.") == true)
    #expect(package.endRun().isEmpty)
    #expect(package.source() == text)
    #expect(package.pending().isEmpty)
  }

  @Test(
    "A refused failure removes the test's earlier pending change holding another value, keeps one holding its value, and leaves another test's alone"
  )
  func refusalSettlesEarlierPending() throws {
    let text = "@Test func a() {\n  expectInlineSnapshot(of: x, as: .lines)\n}\n"
    let stale = Locked(false)
    let package = try InlinePackage(
      text,
      freshness: SourceFreshness { _, _ in
        stale.withLock { $0 } ? .changedSinceBuild(source: "AppTests.swift", built: "…") : nil
      })
    let saved = package.check("v1", call: 0, expected: nil, test: "a()")
    #expect(saved.first?.contains("Pending change written to") == true, "\(saved)")
    package.endRun()
    let name = try #require(package.pending().first)
    let display = "Snapshots/\(name).new"
    // Proof 1 now refuses every change of the file, as when the folder changed.
    stale.withLock { $0 = true }
    let same = package.check("v1", call: 0, expected: nil, test: "a()")
    #expect(same.count == 1)
    #expect(same.first?.contains("nothing was written") == true, "\(same)")
    #expect(
      same.first?.hasSuffix(
        "\n\(display), an earlier run's pending file, holds this run's value.\n"
          + "Accept with: swift run snapshots accept \(name)") == true, "\(same)")
    #expect(try package.pendingChange(name).text == "v1")
    package.endRun()

    var others = try package.pendingChange(name)
    others.test = "AppTests/b()"
    try AtomicFile.write(others.fileText, to: package.pendingPath(name))
    let notOwn = package.check("v2", call: 0, expected: nil, test: "a()")
    #expect(notOwn.first?.hasSuffix("Rebuild and run again.") == true, "\(notOwn)")
    #expect(try package.pendingChange(name) == others)
    package.endRun()

    try AtomicFile.write(
      pendingText(others, test: "AppTests/a()"), to: package.pendingPath(name))
    let refused = package.check("v2", call: 0, expected: nil, test: "a()")
    #expect(refused.count == 1)
    #expect(refused.first?.contains("nothing was written") == true, "\(refused)")
    #expect(
      refused.first?.hasSuffix(
        "\nRemoved \(display), an earlier run's pending file holding another value than "
          + "this run's, so accepting it cannot store a value the code no longer makes.") == true,
      "\(refused)")
    #expect(package.pending().isEmpty)
    #expect(package.endRun().isEmpty)
    #expect(package.source() == text)
  }

  private func pendingText(_ pending: InlinePending, test: String) -> String {
    var pending = pending
    pending.test = test
    return pending.fileText
  }
}
