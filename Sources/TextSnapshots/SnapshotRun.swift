import Foundation

/// What one test process recorded about the references it used.
///
/// The review tool reads these records to find orphans: references that a complete,
/// unfiltered, passing run never used.
public struct SnapshotRun: Equatable, Sendable {
  enum Keyword: String {
    case run, filtered, used, failed, end
  }

  static let folder = ".runs"
  static let fileExtension = "run"
  static let filterArguments: Set<String> = ["--filter", "--skip", "-s"]

  /// The run's identifier: start time in milliseconds and process id.
  public var id: String
  /// Whether the test process was started with `--filter` or `--skip`.
  public var isFiltered: Bool
  /// The names (`Suite/test`) of references the run used.
  public var used: Set<String>
  /// The names of snapshot assertions that failed in the run.
  public var failed: Set<String>
  /// Whether the process exited normally after recording.
  public var isFinished: Bool

  static func header(id: String, filtered: Bool) -> String {
    "\(Keyword.run.rawValue) \(id)\n\(Keyword.filtered.rawValue) \(filtered ? "yes" : "no")\n"
  }

  /// Reads a run record's text.
  ///
  /// - Parameter text: The contents of a `.run` file.
  public init(parsing text: String) {
    id = ""
    isFiltered = false
    used = []
    failed = []
    isFinished = false
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
      let value = parts.count > 1 ? parts[1] : ""
      switch Keyword(rawValue: parts.first ?? "") {
      case .run: id = value
      case .filtered: isFiltered = value == "yes"
      case .used: used.insert(value)
      case .failed: failed.insert(value)
      case .end: isFinished = true
      case nil: continue
      }
    }
  }

  /// The most recent run recorded under a snapshots folder, or `nil` when there is none.
  ///
  /// - Parameter directory: The folder that holds snapshot suites.
  /// - Returns: The run with the latest identifier.
  public static func latest(in directory: String) -> SnapshotRun? {
    let folder = "\(directory)/\(Self.folder)"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let latest = names.filter { $0.hasSuffix(".\(fileExtension)") }.max { order($0, $1) }
    guard let latest, let text = try? String(contentsOfFile: "\(folder)/\(latest)", encoding: .utf8)
    else { return nil }
    return SnapshotRun(parsing: text)
  }

  /// Orders run files by their numeric start time, so `999` sorts before `1000`.
  private static func order(_ left: String, _ right: String) -> Bool {
    let leftTime = Int(left.prefix { $0 != "-" }) ?? 0
    let rightTime = Int(right.prefix { $0 != "-" }) ?? 0
    return (leftTime, left) < (rightTime, right)
  }
}
