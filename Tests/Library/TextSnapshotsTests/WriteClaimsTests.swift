import Foundation
import TestSupport
import Testing

@testable import TextSnapshots

@Suite("Write claims")
struct WriteClaimsTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder("write-claims")
  }

  /// The claims of a test process of the run `id`, which sees every other run as running
  /// unless `ended` names it.
  private func process(_ id: String, ended: Set<String> = []) -> WriteClaims {
    WriteClaims(runID: id, isRunning: { !ended.contains($0) })
  }

  /// What an assertion of `value`, named `name`, in the process `claims` records.
  private func check(
    _ value: String, named name: String, in claims: WriteClaims,
    record: SnapshotRecordMode? = nil
  ) -> [String] {
    SnapshotAssertion(
      diffing: Snapshotting<String, String>.lines.diffing, settings: folder.settings(),
      test: SnapshotTestIdentity(target: "T", suite: "S", function: "f"), isParameterised: false,
      named: name, record: record,
      sourceLocation: SourceLocation(
        fileID: "T/S.swift", filePath: "\(folder.path)/S.swift", line: 1, column: 1),
      claims: claims
    ).verify(value).issues
  }

  private func refusal(_ name: String, by run: String, file: String = "txt.new") -> String {
    "Not writing \(folder.path)/T/S/f.\(name).\(file): another test process (run \(run)) is "
      + "recording this snapshot at the same time, and one of the two changes would be lost. "
      + "Run the tests again once it has ended."
  }

  @Test(
    "A second process recording the same snapshot says it could not, and the first's change stays")
  func secondProcessRefuses() {
    let first = process("1000-1")
    let second = process("1001-2")
    let announced = check("first\n", named: "n", in: first)
    #expect(announced.first?.hasPrefix("No reference at ") == true)
    #expect(check("second\n", named: "n", in: second) == [refusal("n", by: "1000-1")])
    #expect(folder.read("T/S/f.n.txt.new") == "first\n")
  }

  @Test("A second process whose value matches leaves the first's pending change alone")
  func matchKeepsOthersPending() throws {
    try folder.write("same\n", to: "T/S/f.n.txt")
    let first = process("1000-1")
    let second = process("1001-2")
    _ = check("changed\n", named: "n", in: first)
    #expect(check("same\n", named: "n", in: second) == [])
    #expect(folder.read("T/S/f.n.txt.new") == "changed\n")
  }

  @Test("Recording a reference is refused as well while another process holds the snapshot")
  func recordingRefused() {
    let first = process("1000-1")
    _ = check("first\n", named: "n", in: first)
    #expect(
      check("second\n", named: "n", in: process("1001-2"), record: .missing)
        == [refusal("n", by: "1000-1", file: "txt")])
    #expect(!folder.exists("T/S/f.n.txt"))
  }

  @Test("Two processes claiming at the same moment both refuse, so neither loses a change")
  func simultaneousClaims() {
    let first = process("1000-1")
    let second = process("1001-2")
    #expect(first.claim("T/S/f.n.txt", in: folder.path) == nil)
    #expect(second.claim("T/S/f.n.txt", in: folder.path) == "1000-1")
    #expect(check("first\n", named: "n", in: first) == [refusal("n", by: "1001-2")])
    #expect(!folder.exists("T/S/f.n.txt.new"))
  }

  @Test("The claims of a process that has ended are ignored and deleted")
  func endedProcess() {
    _ = check("older\n", named: "n", in: process("1000-1"))
    let later = process("1001-2", ended: ["1000-1"])
    #expect(check("newer\n", named: "n", in: later).first?.hasPrefix("No reference at ") == true)
    #expect(folder.read("T/S/f.n.txt.new") == "newer\n")
    #expect(!folder.exists(".runs/1000-1.claims"))
  }

  @Test("A process that exits normally releases its claims")
  func release() {
    let first = process("1000-1")
    _ = check("first\n", named: "n", in: first)
    #expect(folder.exists(".runs/1000-1.claims"))
    first.release()
    #expect(!folder.exists(".runs/1000-1.claims"))
    #expect(check("second\n", named: "n", in: process("1001-2")).count == 1)
    #expect(folder.read("T/S/f.n.txt.new") == "second\n")
  }

  @Test(
    "Two processes recording at once: every announced change stays, the other says why it did not")
  func concurrentRecorders() async {
    let first = process("1000-1")
    let second = process("1001-2")
    let names = (0..<40).map { "n\($0)" }
    let results = await withTaskGroup(of: (String, String, [String]).self) { group in
      for name in names {
        for (value, claims) in [("first\n", first), ("second\n", second)] {
          group.addTask { (name, value, check(value, named: name, in: claims)) }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    for (name, value, issues) in results {
      let issue = issues.joined(separator: "\n")
      if issue.hasPrefix("No reference at ") {
        #expect(folder.read("T/S/f.\(name).txt.new") == value, "announced, then lost: \(name)")
      } else {
        #expect(issue.hasPrefix("Not writing "), "\(issue)")
      }
    }
  }
}
