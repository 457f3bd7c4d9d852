import Testing

/// Checks a value against its reference snapshot and records an issue when they differ.
///
/// The reference lives at `Snapshots/<Target>/<Suite>/<test>[.<name>].txt` beside the
/// package's `Package.swift`, or under `SNAPSHOT_DIRECTORY`: a folder for the test target
/// (the module that declares the test), one for the suite, and a file for the test. A
/// strategy may name another extension than `txt`, as ``Snapshotting/json`` does. The
/// texts are compared exactly, line endings included. By default the assertion only
/// verifies: a missing or different snapshot fails and writes `<reference>.new` for
/// review with `swift run snapshots review`. Record modes come from `record:`, the
/// ``SnapshotsTrait`` trait, or `SNAPSHOT_RECORD`; recording always records an issue.
/// A failing or recording assertion attaches the reference, the actual text and their
/// diff to the test (and, for ``Snapshotting/screen``, both side by side), so `swift test
/// --attachments-path DIR` and Xcode's test report show them.
///
/// File names keep letters and digits of any script, in NFC; other characters become
/// `_`. A test function named by a raw identifier gets a file name no other test
/// function's can be: the file of `adds two` (written with backticks) is `adds-two.txt`,
/// and a name with other characters than letters, digits, `_` and spaces ends in `-` and
/// 16 hex digits of a hash of the name in NFC; a reference still under the
/// earlier name `_adds_two_.txt` is named in the issue rather than recorded anew. A
/// folder or file name over 200 bytes is cut and ends in `-` and a hash of the whole
/// name. Two different assertions resolving to one file, or to names that differ
/// only in case, record an issue; so does one assertion whose `named:` values (or test
/// names) become one file, as `"1+2"` and `"1*2"` both become `1_2`, and the second is
/// not written. The same assertion running again with the same names does not. The test
/// that writes a file is recorded as its owner, as written, in the suite folder's
/// `.owners`, and another test or name that maps to the file (`café` with a composed
/// `é` and with `e` and a combining accent) fails in any run, matching or not
/// (<doc:WritingSnapshotTests>). Nothing is
/// written beside a file whose name differs only in case, nor while the reference waits
/// in the layout before folders per test target: the issue says which file.
///
/// ```swift
/// @Test("Shows the running total")
/// func showsTotal() {
///   let receipt = Receipt(lines: ["1 + 2 + 3", "Сумма чисел: 6"])
///   expectSnapshot(of: receipt, as: .receipt)
/// }
/// ```
///
/// The caller's location defaults to Swift Testing's `#_sourceLocation`, which Swift
/// expands in the calling file, so that file imports Testing. To call it from a helper
/// of your own, give the helper a `sourceLocation` parameter with that default and pass
/// it on, so the snapshot is named after the test file that calls the helper and its
/// issue points there.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - strategy: How to turn the value into text and compare it.
///   - name: Distinguishes several snapshots in one test; required in parameterised tests.
///   - record: The record mode for this assertion only.
///   - sourceLocation: Where the caller is: its file ID names the suite of a test outside
///     a type, the package root is found from its file path, and the issue is recorded
///     there.
public func expectSnapshot<Value, Format>(
  of value: Value,
  as strategy: Snapshotting<Value, Format>,
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let assertion = SnapshotAssertion(strategy, named: name, record: record, at: sourceLocation)
  // A strategy that reads every value whole makes its format in one call: a generic
  // reading made and taken apart costs a debug build 5% of a matching assertion.
  guard let redactedReading = strategy.redactedReading else {
    return assertion.verify(strategy.snapshot(value)).record(at: sourceLocation)
  }
  let reading = redactedReading(value, [])
  assertion.verify(reading.format, refusal: reading.refusal).record(at: sourceLocation)
}
