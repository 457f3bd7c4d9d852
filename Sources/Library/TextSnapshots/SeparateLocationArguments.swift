import Testing

// The snapshot assertions as they were before they took the caller's location as one
// `SourceLocation`, as the change assertions and Swift Testing's own do: kept so that a
// helper that passes `fileID:`, `filePath:`, `line:` and `column:` on still compiles.
// <doc:InlineSnapshots> says how to move such a helper over.

/// Checks a value against its reference snapshot, the caller's location given in parts.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - strategy: How to turn the value into text and compare it.
///   - name: Distinguishes several snapshots in one test; required in parameterised tests.
///   - record: The record mode for this assertion only.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller; the package root is found from it.
///   - line: The line of the caller.
///   - column: The column of the caller.
@available(
  *, deprecated,
  message:
    "Pass the caller's location as 'sourceLocation:', a SourceLocation that defaults to #_sourceLocation"
)
public func expectSnapshot<Value, Format>(
  of value: Value,
  as strategy: Snapshotting<Value, Format>,
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) {
  expectSnapshot(
    of: value, as: strategy, named: name, record: record,
    sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

/// Checks a value against a snapshot written in the test's source, the caller's location
/// given in parts.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - strategy: How to turn the value into text and compare it.
///   - record: The record mode for this assertion only.
///   - functionName: The name of the function the test calls.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller; this is the file that is rewritten.
///   - line: The line of the caller.
///   - column: The column of the caller.
///   - expected: Returns the expected text; `nil` when the snapshot was never recorded.
@available(
  *, deprecated,
  message:
    "Pass the caller's location as 'sourceLocation:', a SourceLocation that defaults to #_sourceLocation"
)
public func expectInlineSnapshot<Value>(
  of value: Value,
  as strategy: Snapshotting<Value, String>,
  record: SnapshotRecordMode? = nil,
  functionName: String = "expectInlineSnapshot",
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column,
  matches expected: (() -> String)? = nil
) {
  expectInlineSnapshot(
    of: value, as: strategy, record: record, functionName: functionName,
    sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    matches: expected)
}
