import Foundation
import TextSnapshots

/// Verifying a matching file snapshot, next to reading its file and comparing the strings.
///
/// Goal from issue 32: a matching 40-line file snapshot verifies no slower than
/// swift-snapshot-testing's assertion (Benchmarks.md has the two side by side), and
/// within about 1.5x of the baseline: reading the reference file and comparing the
/// strings, the least any file snapshot can do. Both read the same 1,000 files, in a
/// package made for the run in a temporary folder, and their samples alternate, so a
/// machine whose speed drifts slows both alike.
enum SnapshotBenchmarks {
  /// How many references one sample verifies.
  static let count = 1_000

  @MainActor
  static func run(_ stopwatch: inout Stopwatch, into report: inout Report) async {
    let texts = (0..<count).map { index in
      ScreenLikeText(count: 40, percent: 0, seed: UInt64(index)).reference
        .joined(separator: "\n") + "\n"
    }
    guard let package = BenchPackage(texts: texts) else {
      report.notes.append("snapshots: could not write 1,000 references to a temporary folder")
      return
    }
    defer { package.remove() }
    let identity = SnapshotTestIdentity(
      target: BenchPackage.target, suite: BenchPackage.suite, function: BenchPackage.function)
    let verify = Benchmark("snapshot/verify/40 lines", batch: count, samples: 60) {
      var issues = 0
      for (index, text) in texts.enumerated() {
        issues &+=
          verifySnapshot(
            of: text, as: .lines, named: String(index), in: identity,
            filePath: package.testFile, line: 1
          ).count
      }
      return issues
    }
    let readAndCompare = Benchmark("read file, compare", batch: count, samples: 60) {
      var equal = 0
      for (index, text) in texts.enumerated() {
        let data = (try? Data(contentsOf: URL(fileURLWithPath: package.references[index])))
        equal &+= data.map { String(decoding: $0, as: UTF8.self) == text ? 1 : 0 } ?? 0
      }
      return equal
    }
    let row = await stopwatch.interleavedRow(verify, baseline: readAndCompare)
    report.rows.append(row)
    let issues = verifySnapshot(
      of: texts[0], as: .lines, named: "0", in: identity, filePath: package.testFile, line: 1)
    report.notes.append(
      "snapshot/verify: \(count) matching references of 40 lines, "
        + (issues.isEmpty ? "each passing" : "FAILING: \(issues[0])")
        + "; budget 1.5x reading and comparing, \(Timing.fixed(row.ratio ?? 0, 2))x measured")
  }

  /// A package in a temporary folder holding one test file's references, as a user's
  /// package would: `Package.swift`, and `Snapshots/<target>/<suite>/<test>.<n>.txt`.
  struct BenchPackage {
    static let target = "BenchTests"
    static let suite = "BenchTests"
    static let function = "verifies"

    let folder: URL
    /// The test file the assertions name; the package root is found above it.
    let testFile: String
    /// Each text's reference file.
    let references: [String]

    init?(texts: [String]) {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("calc-bench-snapshots-\(ProcessInfo.processInfo.processIdentifier)")
      testFile = folder.appendingPathComponent("Tests/\(Self.target)/\(Self.suite).swift").path
      let references = folder.appendingPathComponent(
        "Snapshots/\(Self.target)/\(Self.suite)")
      self.references = texts.indices.map {
        references.appendingPathComponent("\(Self.function).\($0).txt").path
      }
      do {
        try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("Package.swift"))
        for (text, path) in zip(texts, self.references) {
          try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
      } catch {
        return nil
      }
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }
}
