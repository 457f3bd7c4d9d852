/// Settings that steer snapshot assertions in the current task, such as where files go.
///
/// Tests that exercise the library set these with a task-local value instead of
/// changing the process environment, which parallel tests would race on:
///
/// ```swift
/// let settings = SnapshotSettings(directory: temporaryFolder, environment: [:])
/// SnapshotSettings.$current.withValue(settings) {
///   expectSnapshot(of: "Hello", as: .lines)
/// }
/// ```
public struct SnapshotSettings: Sendable {
  /// The settings in effect for the current task.
  @TaskLocal public static var current = SnapshotSettings()

  /// The folder that holds the test targets' snapshot folders, overriding
  /// `SNAPSHOT_DIRECTORY` and the default `Snapshots` folder beside `Package.swift`.
  public var directory: String?
  /// The record mode, as set by the ``SnapshotsTrait`` trait.
  public var record: SnapshotRecordMode?
  /// The environment variables to read instead of the process environment.
  public var environment: [String: String]?

  /// Creates settings; `nil` values fall back to the environment.
  ///
  /// - Parameters:
  ///   - directory: The folder that holds the test targets' snapshot folders.
  ///   - record: The record mode.
  ///   - environment: Variables to read instead of the process environment.
  public init(
    directory: String? = nil, record: SnapshotRecordMode? = nil,
    environment: [String: String]? = nil
  ) {
    self.directory = directory
    self.record = record
    self.environment = environment
  }
}
