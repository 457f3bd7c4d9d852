import Foundation
import LineDiff
import ProcessRunner
import TextSnapshots

/// The cost of a snapshot failure message next to the diff it is built on.
///
/// Goals from issue 18, on 5,000 screen-like lines with 10 % changed: building the
/// message takes at most 2x the Myers diff alone, and `snapshots diff` as a whole
/// process at most 10x GNU `diff --minimal` on the same two files.
enum DiffMessageBenchmarks {
  @MainActor
  static func run(_ stopwatch: inout Stopwatch, into report: inout Report) async {
    let text = ScreenLikeText(count: 5_000, percent: 10, seed: 518)
    let reference = text.reference.joined(separator: "\n") + "\n"
    let actual = text.actual.joined(separator: "\n") + "\n"
    let message = Benchmark("diff/message/5k lines/10%", samples: 30) {
      Diffing<String>.lines.describeDifference(reference, actual)?.utf8.count ?? 0
    }
    let myers = Benchmark("Myers diff alone", samples: 30) {
      let lines = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false)
      }
      return MyersDiff.edits(from: lines(reference), to: lines(actual)).count
    }
    report.rows.append(await stopwatch.row(message, baseline: myers))
    guard let files = TextFiles(reference: reference, actual: actual) else {
      report.notes.append("diff/process: could not write the two texts to a temporary folder")
      return
    }
    defer { files.remove() }
    guard let snapshots = siblingExecutable("snapshots") else {
      report.notes.append(
        "diff/process: no snapshots executable beside calc-bench; "
          + "build it first with: swift build -c release --product snapshots")
      return
    }
    let process = Benchmark("diff/process/5k lines/10%", samples: 20) {
      runProcess(snapshots, ["diff", files.reference, files.actual])
    }
    let gnu = Benchmark("diff --minimal", samples: 20) {
      runProcess("/usr/bin/env", ["diff", "--minimal", files.reference, files.actual])
    }
    report.rows.append(await stopwatch.row(process, baseline: gnu))
  }

  /// The two texts as files in a temporary folder, for programs that read files.
  struct TextFiles {
    let folder: URL
    let reference: String
    let actual: String

    init?(reference referenceText: String, actual actualText: String) {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("calc-bench-message-\(ProcessInfo.processInfo.processIdentifier)")
      reference = folder.appendingPathComponent("reference.txt").path
      actual = folder.appendingPathComponent("actual.txt").path
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(referenceText.utf8).write(to: URL(fileURLWithPath: reference))
        try Data(actualText.utf8).write(to: URL(fileURLWithPath: actual))
      } catch {
        return nil
      }
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  static func siblingExecutable(_ name: String) -> String? {
    guard let own = Bundle.main.executableURL else { return nil }
    let path = own.deletingLastPathComponent().appendingPathComponent(name).path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }

  /// Runs a program to its end, its output read and dropped; returns the exit status and the
  /// output's size, so the run cannot be optimised away; -1 when it cannot be started.
  static func runProcess(_ executable: String, _ arguments: [String]) -> Int {
    let process = ChildProcess(
      executable, arguments, standardError: .inherited, timeLimit: .seconds(600))
    guard let result = try? process.run() else { return -1 }
    return Int(result.status) + result.standardOutput.count
  }
}
