import TestSupport
import Testing

@testable import TextSnapshots

@Suite("Snapshot run records")
struct SnapshotRunTests {
  @Test(
    "Every way of choosing tests marks a run as filtered",
    arguments: [
      (["--filter", "Storyboard"], "--filter Storyboard"),
      (["--filter=StoryboardTests"], "--filter=StoryboardTests"),
      (["--skip", "X"], "--skip X"),
      (["--skip=X"], "--skip=X"),
      (["-s", "Module.Suite"], "-s Module.Suite"),
      (["--specifier=Module.Suite"], "--specifier=Module.Suite"),
      (["--testing-library", "swift-testing", "--filter"], "--filter"),
    ])
  func filters(arguments: [String], filter: String) {
    #expect(SnapshotRun.filter(in: ["/path/to/tests.xctest"] + arguments) == filter)
  }

  @Test(
    "Repetitions and other options leave a run unfiltered",
    arguments: [
      ["--repetitions", "2"], ["--testing-library", "swift-testing"], ["--parallel"],
      ["--filtered"],
    ])
  func unfiltered(arguments: [String]) {
    #expect(SnapshotRun.filter(in: ["/path/to/tests.xctest"] + arguments) == nil)
  }

  @Test("A record keeps its filter, sources, tests, references, failures and end")
  func parses() {
    let text =
      SnapshotRun.header(id: "1-2", filter: "--filter=X", sources: "/p")
      + "test A/b\nused A/b.c\nfailed A/b.c\nend\n"
    let run = SnapshotRun(parsing: text)
    #expect(run.id == "1-2")
    #expect(run.isFiltered && run.filter == "--filter=X")
    #expect(run.sources == "/p")
    #expect(run.tests == ["A/b"] && run.used == ["A/b.c"] && run.failed == ["A/b.c"])
    #expect(run.isFinished)
  }

  @Test("Each reference used is the test's whose line comes before it")
  func testsByReference() {
    let text =
      SnapshotRun.header(id: "1-2", filter: nil, sources: nil)
      + "test A/b\nused A/b.c\ntest D/e\nused D/e.json\ntest A/b\nused A/b\nend\n"
    let run = SnapshotRun(parsing: text)
    #expect(run.testsByReference == ["A/b.c": "A/b", "D/e.json": "D/e", "A/b": "A/b"])
  }

  @Test("An older record's 'filtered yes' still reads as filtered")
  func olderRecord() {
    let run = SnapshotRun(parsing: "run 1-2\nfiltered yes\nused A/b\nend\n")
    #expect(run.isFiltered && run.filter == nil && run.sources == nil)
  }
}

@Suite("Run record cleaning")
struct SnapshotRunCleaningTests {
  @Test("Only the newest run records are kept, ordered by start time, not by name")
  func keepsNewest() throws {
    let folder = try TemporaryFolder("text-snapshots")
    let times = [999, 1000, 1001, 1002, 1003, 1004, 1005]
    for time in times { try folder.write("run \(time)-1\n", to: ".runs/\(time)-1.run") }
    try folder.write("note\n", to: ".runs/notes.txt")
    SnapshotRun.clean(in: folder.path)
    #expect(
      folder.files() == times.suffix(SnapshotRun.kept).map { ".runs/\($0)-1.run" } + [
        ".runs/notes.txt"
      ])
  }
}
