import Testing

/// A test or suite trait that sets how snapshot assertions record.
///
/// ```swift
/// @Suite(.snapshots(record: .missing))
/// struct GreetingTests {
///   @Test func hello() {
///     expectSnapshot(of: "Hello\n", as: .lines)
///   }
/// }
/// ```
///
/// On CI (`CI` set to anything but empty, `0` or `false`), a record mode from a trait is ignored so that a trait left in the
/// source cannot rewrite references; set `SNAPSHOT_RECORD` to record there.
public struct SnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
  /// The record mode for assertions in the test or suite.
  public var record: SnapshotRecordMode?
  /// The folder that holds the test targets' snapshot folders, when it should not be the
  /// default.
  public var directory: String?

  /// Applies to every test in a suite.
  public var isRecursive: Bool { true }

  /// Runs the test with these settings in effect.
  ///
  /// - Parameters:
  ///   - test: The test or suite this trait is attached to.
  ///   - testCase: The test case, or `nil` for a suite.
  ///   - function: The test body.
  /// - Throws: Whatever the test body throws.
  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    var settings = SnapshotSettings.current
    settings.record = record ?? settings.record
    settings.directory = directory ?? settings.directory
    try await SnapshotSettings.$current.withValue(settings) { try await function() }
  }
}

extension Trait where Self == SnapshotsTrait {
  /// Sets how snapshot assertions in this test or suite record, and where files go.
  ///
  /// - Parameters:
  ///   - record: The record mode; `nil` keeps the environment's.
  ///   - directory: The folder that holds the test targets' snapshot folders; `nil` keeps
  ///     the default.
  /// - Returns: A trait for `@Test` or `@Suite`.
  public static func snapshots(
    record: SnapshotRecordMode? = nil, directory: String? = nil
  ) -> Self {
    SnapshotsTrait(record: record, directory: directory)
  }
}
