import Foundation

/// The environment variables that configure snapshots, read once per assertion.
struct SnapshotEnvironment {
  var variables: [String: String]

  init(_ variables: [String: String]? = nil) {
    self.variables = variables ?? ProcessInfo.processInfo.environment
  }

  /// Whether `CI` is set to something other than empty, `0` or `false`.
  var isCI: Bool {
    guard let value = variables["CI"]?.lowercased() else { return false }
    return !["", "0", "false"].contains(value)
  }

  var directory: String? { variables["SNAPSHOT_DIRECTORY"].flatMap { $0.isEmpty ? nil : $0 } }

  /// The mode from `SNAPSHOT_RECORD`; an unknown value is an error naming it.
  func recordMode() -> Result<SnapshotRecordMode?, SnapshotMessage> {
    guard let value = variables["SNAPSHOT_RECORD"], !value.isEmpty else { return .success(nil) }
    guard let mode = SnapshotRecordMode(rawValue: value) else {
      return .failure(.invalidRecordMode(value: value))
    }
    return .success(mode)
  }
}
