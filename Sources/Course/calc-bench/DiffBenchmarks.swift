import LineDiff
import TextSnapshots

/// The library's Myers diff on long screen-like texts, checked against GNU diff.
enum DiffBenchmarks {
  @MainActor
  static func run(_ stopwatch: inout Stopwatch, into report: inout Report) async {
    for percent in [1, 10] {
      let text = ScreenLikeText(count: 10_000, percent: percent, seed: UInt64(percent))
      let myers = myersCount(text.reference, text.actual)
      let gnu = GNUDiff.editCount(text.reference, text.actual)
      let verdict = gnu == myers ? "equal" : "DIFFERENT"
      report.notes.append(
        "diff/10k/\(percent)%: Myers \(myers) edits, diff --minimal "
          + "\(gnu.map(String.init) ?? "unavailable") edits: \(verdict)")
      let benchmark = Benchmark("diff/myers/10k lines/\(percent)%", samples: 50) {
        myersCount(text.reference, text.actual)
      }
      report.rows.append(await stopwatch.row(benchmark, baseline: nil))
    }
    for percent in [1, 10] {
      let text = ScreenLikeText(count: 2_000, percent: percent, seed: UInt64(100 + percent))
      let myers = myersCount(text.reference, text.actual)
      let table = LCSTable.editCount(text.reference, text.actual)
      report.notes.append(
        "diff/2k/\(percent)%: Myers \(myers) edits, LCS table \(table) edits: "
          + (myers == table ? "equal" : "DIFFERENT"))
      let benchmark = Benchmark("diff/myers/2k lines/\(percent)%", samples: 50) {
        myersCount(text.reference, text.actual)
      }
      let baseline = Benchmark("LCS table O(N·M)", samples: 10) {
        LCSTable.editCount(text.reference, text.actual)
      }
      report.rows.append(await stopwatch.row(benchmark, baseline: baseline))
    }
  }

  static func myersCount(_ a: [String], _ b: [String]) -> Int {
    MyersDiff.edits(from: a, to: b).count { !$0.isEqual }
  }
}
