import Foundation

/// The environment variables that configure snapshots, as assertions and the `snapshots`
/// tool read them.
///
/// The process environment is read once per process: copying it costs more than a
/// matching assertion does, and no test may change it while others run.
package struct SnapshotEnvironment {
  package var variables: [String: String]

  /// The process environment, as the process started with it.
  private static let process = ProcessInfo.processInfo.environment

  package init(_ variables: [String: String]? = nil) {
    self.variables = variables ?? Self.process
  }

  /// Whether `CI` is set to something other than empty, `0` or `false` (in any case),
  /// as the documentation of record modes says: `CI=` is no CI.
  package var isCI: Bool {
    guard let value = variables["CI"]?.lowercased() else { return false }
    return !["", "0", "false"].contains(value)
  }

  package var directory: String? {
    variables["SNAPSHOT_DIRECTORY"].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The command `SNAPSHOT_DIFF_TOOL` names, such as `delta` or `code --diff`, which
  /// takes a reference and a pending file; `nil` when it is unset or blank, and on CI,
  /// where no one is there to look.
  package var diffTool: String? {
    guard !isCI, let tool = variables["SNAPSHOT_DIFF_TOOL"] else { return nil }
    let trimmed = tool.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty ? nil : trimmed
  }

  /// The mode from `SNAPSHOT_RECORD`; an unknown value is an error naming it.
  package func recordMode() -> Result<SnapshotRecordMode?, SnapshotMessage> {
    guard let value = variables["SNAPSHOT_RECORD"], !value.isEmpty else { return .success(nil) }
    guard let mode = SnapshotRecordMode(rawValue: value) else {
      return .failure(.invalidRecordMode(value: value))
    }
    return .success(mode)
  }
}
