import Foundation

/// A screen compared with its recorded snapshot, the way the kit's snapshot tests compare them.
///
/// A missing or different snapshot is written beside the reference as `NAME.txt.new`,
/// for `swift run snapshots review` to accept or reject.
public struct RecordedScreen {
  /// The snapshot's folder inside the exercises package, such as `Snapshots/Exercise08/Screens`.
  public let folder: String
  /// The snapshot's name, without `.txt`.
  public let name: String

  /// Creates a recorded screen.
  public init(folder: String, name: String) {
    self.folder = folder
    self.name = name
  }

  /// The reference file, relative to the exercises package.
  public var referencePath: String { "\(folder)/\(name).txt" }

  /// The recorded screen, if there is one.
  public var reference: String? {
    try? String(
      contentsOf: ExerciseSource.packageRoot.appendingPathComponent(referencePath),
      encoding: .utf8)
  }

  /// The command that reviews pending snapshots, run from the kit's folder.
  public static let reviewCommand =
    "SNAPSHOT_DIRECTORY=Lessons/Exercises/Snapshots swift run snapshots review"

  /// Compares a drawn screen with the recorded one; records a pending `.new` file when they differ.
  public func compare(_ actual: String) -> Failure? {
    let root = ExerciseSource.packageRoot
    let reference = root.appendingPathComponent(referencePath)
    let pending = root.appendingPathComponent(referencePath + ".new")
    guard let expected = try? String(contentsOf: reference, encoding: .utf8) else {
      write(actual, to: pending)
      return Failure(
        "No snapshot is recorded for '\(name)' yet; the check recorded the screen as "
          + "Lessons/Exercises/\(referencePath).new. Look at it, then accept it: \(Self.reviewCommand)",
        details: actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
    guard let failure = Failure.unlessSameScreen(expected: expected, actual: actual) else {
      try? FileManager.default.removeItem(at: pending)
      return nil
    }
    write(actual, to: pending)
    return Failure(
      "Snapshot '\(name)' does not match: \(failure.message) If the new screen is right, accept it: "
        + Self.reviewCommand,
      details: failure.details)
  }

  private func write(_ text: String, to url: URL) {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(text.utf8).write(to: url, options: .atomic)
  }

  /// Compares every screen with its snapshot, recording each missing or different one,
  /// so that one review accepts them all.
  public static func compareAll(_ screens: [(RecordedScreen, String)]) -> Failure? {
    let failures = screens.compactMap { screen, actual in
      screen.compare(actual).map { (screen.name, $0) }
    }
    guard let first = failures.first else { return nil }
    guard failures.count > 1 else { return first.1 }
    let names = failures.map { "'\($0.0)'" }.joined(separator: ", ")
    return Failure(
      "\(failures.count) snapshots need you: \(names). Each is recorded as a pending .new file; "
        + "read them, then accept the right ones: \(reviewCommand)",
      details: failures.flatMap { [$0.1.message] + $0.1.details + [""] })
  }
}
