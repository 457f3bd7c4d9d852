import Foundation

/// What one test process recorded about the references it used.
///
/// The review tool reads these records to find orphans: references that a complete,
/// unfiltered, passing run never used. A record also names the tests that made snapshot
/// assertions and the package whose sources hold the tests, so the tool can tell a
/// reference whose test is gone from one whose test did not run.
public struct SnapshotRun: Equatable, Sendable {
  enum Keyword: String {
    case run, filtered, sources, test, used, failed, end
  }

  static let folder = ".runs"
  static let fileExtension = "run"

  /// The run's identifier: start time in milliseconds and process id.
  public var id: String
  /// Whether the test process was started with arguments that choose which tests run.
  public var isFiltered: Bool
  /// The arguments that filtered the run, such as `--filter=ReceiptTests`, when known.
  public var filter: String?
  /// The package folder whose sources hold the tests, when the run could find it.
  public var sources: String?
  /// The tests (`Target/Suite/test`, named as references are) that made snapshot
  /// assertions.
  public var tests: Set<String>
  /// The names of references the run used, as `snapshots status` prints them:
  /// `Target/Suite/test`, or `Target/Suite/test.json` for a strategy with another extension than `txt`.
  public var used: Set<String>
  /// The test (`Target/Suite/test`) that used each reference, by the reference's name.
  public var testsByReference: [String: String]
  /// The names of snapshot assertions that failed in the run.
  public var failed: Set<String>
  /// Whether the process exited normally after recording.
  public var isFinished: Bool

  static func header(id: String, filter: String?, sources: String?) -> String {
    var text = "\(Keyword.run.rawValue) \(id)\n\(Keyword.filtered.rawValue) \(filter ?? "no")\n"
    if let sources { text += "\(Keyword.sources.rawValue) \(sources)\n" }
    return text
  }

  /// The arguments that choose which tests run, or `nil` when every test runs.
  ///
  /// Swift Testing and XCTest take `--filter X`, `--filter=X`, `--skip X`, `--skip=X`,
  /// `-s X` and `--specifier X`; any of them makes a run partial.
  static func filter(in arguments: [String]) -> String? {
    let options = ["--filter", "--skip", "-s", "--specifier"]
    for (index, argument) in arguments.enumerated() {
      if options.contains(argument) {
        let value = index + 1 < arguments.count ? " " + arguments[index + 1] : ""
        return argument + value
      }
      if options.contains(where: { argument.hasPrefix($0 + "=") }) { return argument }
    }
    return nil
  }

  /// Reads a run record's text.
  ///
  /// - Parameter text: The contents of a `.run` file.
  public init(parsing text: String) {
    id = ""
    isFiltered = false
    tests = []
    used = []
    testsByReference = [:]
    failed = []
    isFinished = false
    // A `used` line follows the `test` line of the test that used it.
    var lastTest: String?
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
      let value = parts.count > 1 ? parts[1] : ""
      switch Keyword(rawValue: parts.first ?? "") {
      case .run: id = value
      case .filtered:
        isFiltered = value != "no"
        filter = ["no", "yes"].contains(value) ? nil : value
      case .sources: sources = value
      case .test:
        tests.insert(value)
        lastTest = value
      case .used:
        used.insert(value)
        testsByReference[value] = lastTest
      case .failed: failed.insert(value)
      case .end: isFinished = true
      case nil: continue
      }
    }
  }

  /// The most recent run recorded under a snapshots folder, or `nil` when there is none.
  ///
  /// - Parameter directory: The snapshots folder, which holds the test targets' folders.
  /// - Returns: The run with the latest identifier.
  public static func latest(in directory: String) -> SnapshotRun? {
    let folder = "\(directory)/\(Self.folder)"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let latest = names.filter { $0.hasSuffix(".\(fileExtension)") }.max { order($0, $1) }
    guard let latest, let text = try? String(contentsOfFile: "\(folder)/\(latest)", encoding: .utf8)
    else { return nil }
    return SnapshotRun(parsing: text)
  }

  /// Every run recorded under a snapshots folder that is still kept, oldest first.
  ///
  /// - Parameter directory: The snapshots folder, which holds the test targets' folders.
  /// - Returns: The runs, ordered by their start time.
  package static func all(in directory: String) -> [SnapshotRun] {
    let folder = "\(directory)/\(Self.folder)"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".\(fileExtension)") }.sorted { order($0, $1) }
      .compactMap { name in
        (try? String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8))
          .map(SnapshotRun.init(parsing:))
      }
  }

  /// How many run records a snapshots folder keeps; older ones are deleted.
  static let kept = 5

  /// Deletes all but the newest ``kept`` run records under a snapshots folder.
  ///
  /// A test process calls this before it writes its own record, so records never pile
  /// up; keeping a few leaves room for the processes of one `swift test` (one per
  /// testing library) and for a run that is still writing.
  static func clean(in directory: String) {
    let folder = "\(directory)/\(Self.folder)"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let runs = names.filter { $0.hasSuffix(".\(fileExtension)") }.sorted { order($0, $1) }
    for name in runs.dropLast(kept) {
      try? FileManager.default.removeItem(atPath: "\(folder)/\(name)")
    }
  }

  /// Orders run files by their numeric start time, so `999` sorts before `1000`.
  private static func order(_ left: String, _ right: String) -> Bool {
    let leftTime = Int(left.prefix { $0 != "-" }) ?? 0
    let rightTime = Int(right.prefix { $0 != "-" }) ?? 0
    return (leftTime, left) < (rightTime, right)
  }
}
